import AuthEngine
import Glibc
import Presenters
import Router
import Testing
import Views

@testable import DI
@testable import Interactors

/// Registration, CreatePin and PinChallenge resolved from the real assemblies and run by the real
/// router over a started engine, with a scripted terminal.
@MainActor
@Suite("The challenge modules run over the real container and engine")
struct ChallengeModulesTests {
    @MainActor
    private struct Harness {
        let home: String
        let container: Container
        let terminal: ScriptedTerminal

        init(lines: [String]) async throws {
            var template = Array("/tmp/viper-auth-modules-XXXXXX".utf8CString)
            home = String(cString: try #require(mkdtemp(&template)))
            var settings = EngineSettings(homeDirectory: home, environment: .dev)
            settings.serverConfiguration = .forTesting
            settings.clientConfiguration = .forTesting
            terminal = ScriptedTerminal(lines: lines)
            container = Container()
            EngineAssembly(settings: settings, tracer: .disabled).assemble(into: container)
            InteractorAssembly().assemble(into: container)
            ModuleAssembly().assemble(into: container)
            ViewAssembly(terminal: terminal).assemble(into: container)
            _ = try await container.resolve(EngineHost.self).start()
        }

        /// Runs the router from `route` until it reaches the end of the table of `edges` or input ends.
        func run(from route: Route, _ edges: [(Route, RouteEvent, Destination)]) async throws -> (
            RunEnd, [Transition]
        ) {
            var transitions: [Transition] = []
            let router = AppRouter(
                factory: try AppModuleFactory(resolver: container), table: try TransitionTable(edges),
                onTransition: { transitions.append($0) })
            let end = await router.run(from: route)
            return (end, transitions)
        }

        func remove() {
            Self.remove(home)
        }

        private static func remove(_ path: String) {
            guard let directory = opendir(path) else {
                unlink(path)
                return
            }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name == "." || name == ".." { continue }
                let child = path + "/" + name
                if entry.pointee.d_type == UInt8(DT_DIR) { remove(child) } else { unlink(child) }
            }
            closedir(directory)
            rmdir(path)
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
