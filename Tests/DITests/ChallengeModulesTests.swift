import AuthEngine
import Presenters
import Router
import TestSupport
import Testing
import Views

@testable import DI
@testable import Interactors

/// Registration, CreatePin and PinChallenge resolved from the real assemblies and run by the real
/// router over a started engine, with a scripted terminal: each PIN screen under each route it is
/// shown under.
@MainActor
@Suite("The challenge modules run over the real container and engine")
struct ChallengeModulesTests {
    @MainActor
    private struct Harness {
        let home: TemporaryEngineHome
        let container: Container
        let terminal: ScriptedTerminal

        init(lines: [String]) async throws {
            home = try TemporaryEngineHome()
            terminal = ScriptedTerminal(lines: lines)
            container = Container()
            EngineAssembly(settings: home.settings(), tracer: .disabled).assemble(into: container)
            InteractorAssembly().assemble(into: container)
            ModuleAssembly().assemble(into: container)
            ViewAssembly(terminal: terminal).assemble(into: container)
            _ = try await container.resolve(EngineHost.self).start()
        }

        /// Runs the router from `route` until it reaches the end of the table of `edges` or input ends.
        func run(
            from route: Route, context: RouteContext = RouteContext(),
            _ edges: [(Route, RouteEvent, Destination)]
        ) async throws -> (RunEnd, [Transition]) {
            var transitions: [Transition] = []
            let router = AppRouter(
                factory: try AppModuleFactory(resolver: container), table: try TransitionTable(edges),
                onTransition: { transitions.append($0) })
            let end = await router.run(from: route, context: context)
            return (end, transitions)
        }

        func remove() {
            home.remove()
        }
    }

    private static let registration: [(Route, RouteEvent, Destination)] = [
        (.registration, .newPinRequested, .route(.createPin)),
        (.registration, .cancelled, .exit),
        (.createPin, .signedIn, .exit),
        (.createPin, .cancelled, .exit),
    ]

    private static let login: [(Route, RouteEvent, Destination)] = [
        (.pinChallenge, .signedIn, .exit),
        (.pinChallenge, .cancelled, .exit),
        (.pinChallenge, .deregistered, .exit),
    ]

    @Test("sign up, a refused PIN, a mismatch, then a PIN that registers the device")
    func signUpAndCreatePin() async throws {
        let harness = try await Harness(lines: [
            "signup", "Ada Example", "ada@", "ada@example.org", "correct horse", "correct horse",
            "12345", "24680", "24681", "24680", "24680",
        ])
        defer { harness.remove() }

        let (end, transitions) = try await harness.run(from: .registration, Self.registration)

        let client = try await harness.container.resolve(EngineHost.self).startedClient()
        #expect(end == .quit)
        #expect(transitions.map(\.to) == [.route(.createPin), .exit])
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
    }

    @Test("the end of input at the new PIN cancels the registration with nothing saved")
    func endOfInputAtCreatePin() async throws {
        let harness = try await Harness(lines: [
            "signup", "Ada Example", "ada@example.org", "correct horse", "correct horse",
        ])
        defer { harness.remove() }

        let (end, transitions) = try await harness.run(from: .registration, Self.registration)

        let client = try await harness.container.resolve(EngineHost.self).startedClient()
        #expect(end == .endOfInput)
        #expect(transitions.map(\.to) == [.route(.createPin)])
        #expect(try await client.profiles().isEmpty)
        #expect(await (try harness.container.resolve(FlowInProgress.self)).current == nil)
    }

    @Test("a login started as Welcome does is answered: a wrong PIN, then the right one")
    func loginWithWrongThenRightPin() async throws {
        let harness = try await Harness(lines: [
            "signin", "ada@example.org", "correct horse", "24680", "24680",
            "2468", "13579", "24680",
        ])
        defer { harness.remove() }
        let client = try await harness.container.resolve(EngineHost.self).startedClient()
        _ = try? await client.signUp(
            SignUpForm(
                fullName: "Ada Example", email: "ada@example.org", password: "correct horse",
                passwordConfirmation: "correct horse"),
            responder: CancellingResponder())
        let (registered, _) = try await harness.run(from: .registration, Self.registration)
        #expect(registered == .quit)
        let profileId = try #require(try await client.profiles().first?.id)

        let flows = try harness.container.resolve(FlowInProgress.self)
        _ = await flows.begin { responder throws(AuthError) -> FlowCompletion in
            .signedIn(UserSession(try await client.authenticate(profileId: profileId, responder: responder)))
        }
        let (end, transitions) = try await harness.run(from: .pinChallenge, Self.login)

        #expect(end == .quit)
        #expect(transitions.map(\.event) == [.signedIn])
        let output = harness.terminal.output
        #expect(output.contains("! A PIN is 5 digits, 0 to 9. Try again."))
        #expect(output.contains("! Wrong PIN. 2 attempts left.\nPIN: "))
        #expect(await flows.current == nil)
    }

    private static let pinChange: [(Route, RouteEvent, Destination)] = [
        (.changePinCurrent, .newPinRequested, .route(.changePinNew)),
        (.changePinCurrent, .cancelled, .exit),
        (.changePinCurrent, .sessionEnded, .exit),
        (.changePinNew, .pinChanged, .exit),
        (.changePinNew, .cancelled, .exit),
        (.changePinNew, .sessionEnded, .exit),
    ]

    /// Signs up and registers a profile with PIN 24680 through the Registration and CreatePin screens.
    private func registeredProfile(_ harness: Harness) async throws -> ProfileID {
        let client = try await harness.container.resolve(EngineHost.self).startedClient()
        let (registered, _) = try await harness.run(from: .registration, Self.registration)
        #expect(registered == .quit)
        return ProfileID(rawValue: try #require(try await client.profiles().first?.id))
    }

    @Test("a PIN change through both PIN screens under their own routes: the current PIN, then the new one")
    func pinChange() async throws {
        let harness = try await Harness(lines: [
            "signup", "Ada Example", "ada@example.org", "correct horse", "correct horse", "24680", "24680",
            "13579", "24680", "70394", "70394",
        ])
        defer { harness.remove() }
        let profileId = try await registeredProfile(harness)
        let profile = try harness.container.resolve((any ProfileInteracting).self)
        try await profile.startPinChange(profileId: profileId)

        let (end, transitions) = try await harness.run(
            from: .changePinCurrent, context: RouteContext(sessionOwner: .profile(profileId)), Self.pinChange)

        #expect(end == .quit)
        #expect(transitions.map(\.event) == [.newPinRequested, .pinChanged])
        let output = harness.terminal.output
        #expect(output.contains("Change your PIN\n==============="))
        #expect(output.contains("! Wrong PIN. 2 attempts left.\nPIN: "))
        #expect(output.contains("Choose your new PIN"))
        #expect(output.contains("Your PIN is changed."))
        #expect(!output.contains("70394"))
        #expect(await (try harness.container.resolve(FlowInProgress.self)).current == nil)
    }

    @Test("the password authenticator registered under its own route: the PIN, then the new password")
    func registerPasswordAuthenticator() async throws {
        let harness = try await Harness(lines: [
            "signup", "Ada Example", "ada@example.org", "correct horse", "correct horse", "24680", "24680",
            "24680", "blue-heron-42", "blue-heron-42",
        ])
        defer { harness.remove() }
        let profileId = try await registeredProfile(harness)
        let authenticators = try harness.container.resolve((any AuthenticatorsInteracting).self)
        try await authenticators.startRegistration(of: .password, profileId: profileId)

        let (end, transitions) = try await harness.run(
            from: .registerAuthenticator, context: RouteContext(sessionOwner: .profile(profileId)),
            [
                (.registerAuthenticator, .authenticatorRegistered, .exit),
                (.registerAuthenticator, .cancelled, .exit),
            ])

        #expect(end == .quit)
        #expect(transitions.map(\.event) == [.authenticatorRegistered])
        #expect(
            try await authenticators.authenticators(profileId: profileId).registered.contains(.password))
        #expect(harness.terminal.output.contains("Choose the password of this authenticator"))
        #expect(!harness.terminal.output.contains("blue-heron-42"))
    }

    @Test(
        "a signed-in PIN route reached without a profile ends the session at once, asking nothing",
        arguments: [Route.changePinCurrent, .changePinNew, .registerAuthenticator])
    func signedInRouteWithoutProfile(route: Route) async throws {
        let harness = try await Harness(lines: ["24680"])
        defer { harness.remove() }

        let (end, transitions) = try await harness.run(from: route, [(route, .sessionEnded, .exit)])

        #expect(end == .quit)
        #expect(transitions.map(\.event) == [.sessionEnded])
        #expect(harness.terminal.remainingLines == ["24680"])
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
