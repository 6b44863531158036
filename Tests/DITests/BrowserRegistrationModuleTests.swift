import AuthEngine
import Presenters
import Router
import TestSupport
import Testing
import Views

@testable import DI
@testable import Interactors

/// The Registration module's browser and device-code choices built by the real composition root
/// and run by the real router over a started engine, with a scripted terminal whose
/// `ScriptedTerminal.waitEnds` waits for the browser (played by the test over HTTP) or for the
/// approval. Every run is traced: the browser's hops show, the code and `state` never do.
@MainActor
@Suite("Registration through the browser and the device code, over the real container and engine")
struct BrowserRegistrationModuleTests {
    private static let email = "ada@example.org"
    private static let password = "correct horse"
    private static let browser = TestBrowser(email: email, password: password)

    /// A started engine with an account for `email` and `$BROWSER` set to `true` (which opens
    /// nothing: the test is the browser).
    private static func harness(lines: [String]) async throws -> EngineModuleHarness {
        let harness = try await EngineModuleHarness(lines: lines) { $0.browserVariable = "true" }
        let client = try await harness.container.engineHost.startedClient()
        let form = SignUpForm(
            fullName: "Ada Example", email: email, password: password, passwordConfirmation: password)
        await ChallengeFlow.begin { responder throws(AuthError) -> FlowCompletion in
            .signedIn(UserSession(try await client.signUp(form, responder: responder)))
        }.flow.cancelAndWait()
        return harness
    }

    @Test("browser: the page opened, signed in by the test's browser, the wait ends, then the new PIN")
    func browserRegisters() async throws {
        let harness = try await Self.harness(lines: ["browser", ScriptedTerminal.waitEnds, "24680", "24680"])
        defer { harness.remove() }
        let browsing = Task {
            guard let url = await harness.shownLine(startingWith: "http://127.0.0.1:") else { return false }
            return await Self.browser.signIn(at: url)?.status == 200
        }

        let (_, transitions) = await harness.run(from: .registration)

        #expect(await browsing.value)
        #expect(transitions.map(\.to) == [.route(.createPin), .route(.dashboard)])
        #expect(try await harness.profiles() == [Self.email])
        let output = harness.terminal.output
        #expect(output.contains("Sign in on the login page in your browser; it comes back here by itself."))
        #expect(output.contains("Redirect URL: [the awaited event ends]"))
        #expect(harness.terminal.progressMessages.contains("Waiting for the browser…"))
        let trace = harness.recorder.lines
        for hop in [
            "trace: Browser: Interactor -> Browser: open authorize URL",
            "trace: Browser: Browser -> Interactor: opened",
            "trace: Browser: Browser -> Engine: GET /oauth2/authorize",
            "trace: Browser: Browser -> Engine: POST /oauth2/authorize",
            "trace: Browser: Browser -> Interactor: redirect to /callback",
        ] {
            #expect(trace.contains(hop), "no \(hop)")
        }
        for secret in ["code=", "state=", Self.password, "24680"] {
            #expect(!harness.traced(secret), "\(secret) was traced")
        }
    }

    @Test("browser: Ctrl-C while waiting cancels; nothing is registered and the menu is back")
    func browserInterrupted() async throws {
        let harness = try await Self.harness(lines: ["browser", ScriptedTerminal.interrupt, "back"])
        defer { harness.remove() }

        let (_, transitions) = await harness.run(from: .registration)

        #expect(transitions.map(\.to) == [.route(.welcome)])
        #expect(harness.terminal.output.contains("Cancelled: this device was not registered."))
        #expect(try await harness.profiles().isEmpty)
    }

    @Test("browser: typing device at the wait switches to a code, approved by the test on the device page")
    func deviceFallback() async throws {
        let harness = try await Self.harness(lines: [
            "browser", "device", ScriptedTerminal.waitEnds, "24680", "24680",
        ])
        defer { harness.remove() }
        let approving = Task {
            // The page's address is shown on the line before the code.
            guard let code = await harness.shownLine(startingWith: "and enter the code: "),
                let page = harness.terminal.output.split(separator: "\n").last(where: {
                    $0.hasSuffix("/oauth2/device")
                })
            else { return false }
            let userCode = String(code.dropFirst("and enter the code: ".count))
            let address = String(page.drop(while: { $0 == " " }))
            return await Self.browser.decide(at: address, userCode: userCode)?.status == 200
        }

        let (_, transitions) = await harness.run(from: .registration)

        #expect(await approving.value)
        #expect(transitions.map(\.to) == [.route(.createPin), .route(.dashboard)])
        #expect(try await harness.profiles() == [Self.email])
        #expect(harness.terminal.output.contains("Sign in with a code\n"))
    }

    @Test("device: an empty line while waiting cancels the polling; nothing is registered")
    func deviceCancelled() async throws {
        let harness = try await Self.harness(lines: ["device", "", "back"])
        defer { harness.remove() }

        let (_, transitions) = await harness.run(from: .registration)

        #expect(transitions.map(\.to) == [.route(.welcome)])
        #expect(harness.terminal.output.contains("Cancelled: this device was not registered."))
        #expect(try await harness.profiles().isEmpty)
    }
}

extension EngineModuleHarness {
    /// The first printed line that starts, after its indentation, with `prefix`, once it is shown.
    fileprivate func shownLine(startingWith prefix: String) async -> String? {
        for _ in 0..<500 {
            let line = terminal.output.split(separator: "\n").map { $0.drop(while: { $0 == " " }) }
                .first { $0.hasPrefix(prefix) }
            if let line { return String(line) }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return nil
    }

    /// The emails of the profiles registered on the home.
    fileprivate func profiles() async throws -> [String] {
        try await container.engineHost.startedClient().profiles().map(\.email)
    }
}
