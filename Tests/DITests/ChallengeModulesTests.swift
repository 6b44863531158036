import AuthEngine
import Presenters
import Router
import TestSupport
import Testing
import Views

@testable import DI
@testable import Interactors

/// Registration, CreatePin and PinChallenge built by the real composition root and run by the real
/// router over a started engine, with a scripted terminal: each PIN screen under each route it is
/// shown under, until the screen the route leads to runs out of input. Every run is traced, and no
/// secret typed may reach the trace.
@MainActor
@Suite("The challenge modules run over the real container and engine")
struct ChallengeModulesTests {
    @Test("sign up, a refused PIN, a mismatch, then a PIN that registers the device")
    func signUpAndCreatePin() async throws {
        let harness = try await EngineModuleHarness(lines: [
            "signup", "Ada Example", "ada@", "ada@example.org", "correct horse", "correct horse",
            "12345", "24680", "24681", "24680", "24680",
        ])
        defer { harness.remove() }

        let (end, transitions) = await harness.run(from: .registration)

        let client = try await harness.container.engineHost.startedClient()
        #expect(end == .endOfInput)
        #expect(transitions.map(\.to) == [.route(.createPin), .route(.dashboard)])
        #expect(harness.terminal.output.hasSuffix("Choose: "))
        #expect(try await client.profiles().map(\.email) == ["ada@example.org"])
        let output = harness.terminal.output
        #expect(
            output.contains(
                "! Enter a valid email address, such as name@example.com.\nEmail: ada@example.org"))
        #expect(output.contains("! The PIN cannot be a run of consecutive digits, such as 12345 or 54321."))
        #expect(output.contains("! This PIN is too common and easy to guess."))
        #expect(output.contains("! The PINs do not match. Choose a new PIN.\nNew PIN: "))
        #expect(output.contains("Your PIN is set. Welcome, Ada Example."))
        #expect(!output.contains("correct horse") && !output.contains("24680"))
        for secret in ["correct horse", "12345", "24680", "24681"] {
            #expect(!harness.traced(secret), "\(secret) was traced")
        }
    }

    @Test("the end of input at the new PIN cancels the registration with nothing saved")
    func endOfInputAtCreatePin() async throws {
        let harness = try await EngineModuleHarness(lines: [
            "signup", "Ada Example", "ada@example.org", "correct horse", "correct horse",
        ])
        defer { harness.remove() }

        let (end, transitions) = await harness.run(from: .registration)

        let client = try await harness.container.engineHost.startedClient()
        #expect(end == .endOfInput)
        #expect(transitions.map(\.to) == [.route(.createPin)])
        #expect(try await client.profiles().isEmpty)
        #expect(!harness.traced("correct horse"))
    }

    @Test("a login started as Welcome does is answered: a wrong PIN, then the right one")
    func loginWithWrongThenRightPin() async throws {
        let harness = try await EngineModuleHarness(lines: [
            "signin", "ada@example.org", "correct horse", "24680", "24680", "quit",
            "2468", "13579", "24680",
        ])
        defer { harness.remove() }
        let client = try await harness.container.engineHost.startedClient()
        _ = try? await client.signUp(
            SignUpForm(
                fullName: "Ada Example", email: "ada@example.org", password: "correct horse",
                passwordConfirmation: "correct horse"),
            responder: CancellingResponder())
        let (registered, _) = await harness.run(from: .registration)
        #expect(registered == .quit)
        let profileId = try #require(try await client.profiles().first?.id)

        let (flow, _) = await ChallengeFlow.begin { responder throws(AuthError) -> FlowCompletion in
            .signedIn(UserSession(try await client.authenticate(profileId: profileId, responder: responder)))
        }
        let (end, transitions) = await harness.run(from: .pinChallenge(LoginAttempt(flow)))

        #expect(end == .endOfInput)
        #expect(transitions.map(\.to) == [.route(.dashboard)])
        let output = harness.terminal.output
        #expect(output.contains("! A PIN is 5 digits, 0 to 9. Try again."))
        #expect(output.contains("! Wrong PIN. 2 attempts left.\nPIN: "))
        guard case .finished(.signedIn) = await flow.currentStep() else {
            Issue.record("expected the login the route carried to be signed in")
            return
        }
        for secret in ["correct horse", "24680", "13579"] {
            #expect(!harness.traced(secret), "\(secret) was traced")
        }
    }

    /// Signs up and registers a profile with PIN 24680 through the Registration and CreatePin
    /// screens, then quits on the dashboard they lead to.
    private func registeredProfile(_ harness: EngineModuleHarness) async throws -> ProfileID {
        let client = try await harness.container.engineHost.startedClient()
        let (registered, _) = await harness.run(from: .registration)
        #expect(registered == .quit)
        return ProfileID(rawValue: try #require(try await client.profiles().first?.id))
    }

    @Test("a PIN change through both PIN screens under their own routes: the current PIN, then the new one")
    func pinChange() async throws {
        let harness = try await EngineModuleHarness(lines: [
            "signup", "Ada Example", "ada@example.org", "correct horse", "correct horse", "24680", "24680",
            "quit", "13579", "24680", "70394", "70394",
        ])
        defer { harness.remove() }
        let profileId = try await registeredProfile(harness)
        let profile = harness.container.interactors.profile(harness.container)
        let change = try await profile.startPinChange(profileId: profileId)

        let (end, transitions) = await harness.run(from: .changePinCurrent(change))

        #expect(end == .endOfInput)
        #expect(transitions.map(\.event) == [.newPinRequested, .pinChanged])
        #expect(transitions.last?.to == .route(.profile))
        let output = harness.terminal.output
        #expect(output.contains("Change your PIN\n==============="))
        #expect(output.contains("! Wrong PIN. 2 attempts left.\nPIN: "))
        #expect(output.contains("Choose your new PIN"))
        #expect(output.contains("Your PIN is changed."))
        #expect(!output.contains("70394"))
        for secret in ["correct horse", "24680", "13579", "70394"] {
            #expect(!harness.traced(secret), "\(secret) was traced")
        }
    }

    @Test("the password authenticator registered under its own route: the PIN, then the new password")
    func registerPasswordAuthenticator() async throws {
        let harness = try await EngineModuleHarness(lines: [
            "signup", "Ada Example", "ada@example.org", "correct horse", "correct horse", "24680", "24680",
            "quit", "24680", "blue-heron-42", "blue-heron-42",
        ])
        defer { harness.remove() }
        let profileId = try await registeredProfile(harness)
        let authenticators = harness.container.interactors.authenticators(harness.container)
        let registration = try await authenticators.startRegistration(of: .password, profileId: profileId)

        let (end, transitions) = await harness.run(from: .registerAuthenticator(registration))

        #expect(end == .endOfInput)
        #expect(transitions.map(\.event) == [.authenticatorRegistered])
        #expect(transitions.last?.to == .route(.authenticators))
        #expect(
            try await authenticators.authenticators(profileId: profileId).registered.contains(.password))
        #expect(harness.terminal.output.contains("Choose the password of this authenticator"))
        #expect(!harness.terminal.output.contains("blue-heron-42"))
        for secret in ["correct horse", "24680", "blue-heron-42"] {
            #expect(!harness.traced(secret), "\(secret) was traced")
        }
    }
}

/// Declines every challenge: used to create an account without registering the device.
private struct CancellingResponder: ChallengeResponder {
    func respond(to challenge: CreatePinChallenge) async -> ChallengeAnswer<Secret> { .cancel }
    func respond(to challenge: PinChallenge) async -> ChallengeAnswer<Secret> { .cancel }
    func respond(to challenge: BrowserChallenge) async -> ChallengeAnswer<String> { .cancel }
    func respond(to challenge: CustomRegistrationChallenge) async -> ChallengeAnswer<String> { .cancel }
    func respond(to challenge: BiometricChallenge) async -> ChallengeAnswer<BiometricOutcome> { .cancel }
    func respond(to challenge: PasswordChallenge) async -> ChallengeAnswer<Secret> { .cancel }
    func respond(to challenge: PushConfirmationChallenge) async -> ChallengeAnswer<PushDecision> { .cancel }
    func respond(to challenge: OneTimePasswordChallenge) async -> ChallengeAnswer<String> { .cancel }
}
