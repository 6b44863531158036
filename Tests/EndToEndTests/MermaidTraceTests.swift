import Foundation
import Glibc
import TestSupport
import Testing

/// `--trace=mermaid` through the built binary: a diagram the grammar check accepts, with a lane
/// for each VIPER role, closed however the session ends, without a secret; and the diagram of a
/// real run that docs/ARCHITECTURE.md shows, held equal to what the binary writes.
@Suite("--trace=mermaid, a session as a sequence diagram")
struct MermaidTraceTests {
    private static let page = "docs/ARCHITECTURE.md"

    @Test("sign up, create a PIN, reach the dashboard, quit: every lane, every screen, no secret")
    func signUpJourney() async throws {
        let result = try await SignUpDiagram.shared.run()

        #expect(result.status == 0)
        let diagram = result.stderr
        #expect(MermaidSequenceGrammar.problems(in: diagram) == [])
        for lane in ["View", "Presenter", "Interactor", "Router", "Engine"] {
            #expect(
                diagram.contains("    \(lane)->>") || diagram.contains("    \(lane)-->>"),
                "no arrow from \(lane)")
        }
        for screen in ["Startup", "Welcome", "Registration", "CreatePin", "Dashboard"] {
            #expect(diagram.contains("Note over View,Router: \(screen)\n"), "no stretch for \(screen)")
        }
        #expect(
            diagram.contains("    Person->>View: 5 characters, hidden\n"),
            "the PIN as the text trace shows it")
        #expect(diagram.contains("Router->>View: createPin --#62; dashboard#58; signedIn\n"))
        for secret in Journey.secrets {
            #expect(!result.allOutput.contains(secret), "a secret was printed or traced")
        }
        for field in [Journey.email, Journey.fullName] {
            #expect(!diagram.contains(field), "a typed field was traced as typed, not by its length")
        }
    }

    @Test(
        "docs/ARCHITECTURE.md's sequence diagram is that run's, its profile's id written prf_…, the Dashboard's menu count …"
    )
    func pageShowsTheRun() async throws {
        let result = try await SignUpDiagram.shared.run()
        let page = try PackageFiles.text(at: Self.page)

        let diagrams = Self.mermaidBlocks(in: page).filter { $0.hasPrefix("sequenceDiagram\n") }

        let thisRunsDiagram = Self.normalised(result.stderr)
        let pagesDiagram = diagrams.first
        #expect(diagrams.count == 1, "one sequence diagram on the page")
        #expect(
            pagesDiagram == thisRunsDiagram,
            "the page's diagram differs from this run's: paste this run's into \(Self.page):\n\(thisRunsDiagram)"
        )
    }

    @Test("a login with a wrong PIN then the right one: the diagram holds neither PIN")
    func loginHasNoSecret() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }

        let result = try await runner.run(
            ["--trace=mermaid"], input: ["logout", "login", Journey.wrongPins[0], Journey.pin, "quit"])

        #expect(result.status == 0)
        #expect(MermaidSequenceGrammar.problems(in: result.stderr) == [])
        #expect(result.stderr.contains("Note over View,Router: PinChallenge\n"))
        for secret in Journey.secrets {
            #expect(!result.allOutput.contains(secret), "a secret was printed or traced")
        }
    }

    @Test("with --server, the engine's requests cross to a Server lane and their statuses come back")
    func throughTheServer() async throws {
        let server = try await ServerUnderTest.start()
        defer { server.remove() }
        let device = try BinaryRunner.withNewHome()
        defer { device.remove() }

        let result = try await device.run(["--server", server.url, "--trace=mermaid"], input: ["quit"])
        _ = try await server.stop(signal: SIGTERM)

        #expect(result.status == 0, "\(result.stderr)")
        #expect(MermaidSequenceGrammar.problems(in: result.stderr) == [])
        #expect(result.stderr.contains("    participant Server\n"))
        #expect(result.stderr.contains("        Engine->>Server: GET /v1/config\n"))
        #expect(result.stderr.contains("        Server-->>Engine: 200 for GET /v1/config\n"))
        #expect(!result.stderr.contains(server.url), "the server's address is not a lane's name")
    }

    @Test("the end of input closes the diagram")
    func endOfInputClosesIt() async throws {
        let runner = try BinaryRunner.withNewHome()
        defer { runner.remove() }

        let result = try await runner.run(["--trace=mermaid"], input: [])

        #expect(result.status == 0)
        #expect(MermaidSequenceGrammar.problems(in: result.stderr) == [])
        #expect(
            result.stderr.hasSuffix(
                "        Person->>View: end of input\n"
                    + "        View->>Presenter: viewDidReachEndOfInput()\n    end\n"))
    }

    @Test("Ctrl-C at a prompt ends the process as before, and the diagram is closed")
    func interruptClosesIt() async throws {
        let runner = try BinaryRunner.withNewHome()
        defer { runner.remove() }
        let app = try runner.start(["--trace=mermaid"])
        try await app.read(until: "Choose: ")

        app.send(signal: SIGINT)
        let result = try await app.waitForExit()

        #expect(result.status == 128 + SIGINT)
        #expect(MermaidSequenceGrammar.problems(in: result.stderr) == [])
        #expect(result.stderr.hasSuffix("        Presenter->>View: ask(\"Choose\")\n    end\n"))
    }

    @Test("--trace alone still writes text lines, and nothing of a diagram")
    func textStaysTheDefault() async throws {
        let runner = try BinaryRunner.withNewHome()
        defer { runner.remove() }

        let result = try await runner.run(["--trace"], input: ["quit"])

        #expect(result.status == 0)
        #expect(result.stderr.hasPrefix("trace: Startup: View -> Presenter: viewDidLoad()\n"))
        #expect(!result.stderr.contains("sequenceDiagram"))
    }

    // MARK: Helpers

    /// The run the page shows, with the profile's id (random per home) written `prf_…`, and the
    /// count of the Dashboard's menu written `…`: it grows with each screen the Dashboard opens,
    /// and the page is not one of the places a new screen is named in.
    static func normalised(_ diagram: String) -> String {
        let withoutIds = diagram.replacing(/prf_[A-Za-z0-9_-]+/, with: "prf_…")
        let dashboard = "Note over View,Router: Dashboard"
        guard let start = withoutIds.range(of: dashboard) else { return withoutIds }
        return String(withoutIds[..<start.upperBound])
            + withoutIds[start.upperBound...].replacing(
                /showMenu\(\d+ choices\)/, with: "showMenu(… choices)")
    }

    /// The body of each ```mermaid block of `markdown`.
    static func mermaidBlocks(in markdown: String) -> [String] {
        markdown.components(separatedBy: "```mermaid\n").dropFirst().compactMap { block in
            block.components(separatedBy: "```").first
        }
    }
}

/// The sign-up run of the page's diagram, run once per test process: a new home, sign up, create
/// a PIN, reach the dashboard, quit.
actor SignUpDiagram {
    static let shared = SignUpDiagram()

    private var result: Task<BinaryResult, any Error>?

    func run() async throws -> BinaryResult {
        let task =
            result
            ?? Task {
                let runner = try BinaryRunner.withNewHome()
                defer { runner.remove() }
                return try await runner.run(["--trace=mermaid"], input: Journey.signUp() + ["quit"])
            }
        result = task
        return try await task.value
    }
}
