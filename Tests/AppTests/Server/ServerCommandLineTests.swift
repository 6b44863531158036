import Interactors
import Testing

@testable import App

@Suite("viper-auth server's command line")
struct ServerCommandLineTests {
    @Test("--listen reads HOST:PORT, defaults to 127.0.0.1:8720, and refuses anything else with exit 2")
    func listenOption() throws {
        #expect(ServerListenAddress.standard.text == "127.0.0.1:8720")
        for bad in ["8720", "127.0.0.1", "127.0.0.1:65536", "::1:80", "example.com:80", "127.0.0.01:80"] {
            #expect(ServerListenAddress.parse(bad) == nil, "\(bad)")
        }
        let parsed = try CommandLineParser.parse(["server", "--listen", "127.0.0.1:0"])
        guard case .run(let command, _) = parsed, let server = command as? ServerCommand else {
            Issue.record("expected the server command, got \(parsed)")
            return
        }
        #expect(server.address.text == "127.0.0.1:0")
        #expect(throws: UsageError.self) { try CommandLineParser.parse(["server", "--listen", "nowhere"]) }
    }

    @Test("--public-url takes an http(s) URL and --clients a path; both reach the OpenID options")
    func openIDOptions() throws {
        let parsed = try CommandLineParser.parse([
            "server", "--public-url", "https://id.example", "--clients", "/tmp/clients.json",
        ])
        guard case .run(let command, _) = parsed, let server = command as? ServerCommand else {
            Issue.record("expected the server command, got \(parsed)")
            return
        }
        #expect(
            server.openID
                == OpenIDProviderOptions(publicURL: "https://id.example", clientsFile: "/tmp/clients.json"))
        for bad in ["ftp://id.example", "https://id.example/?x=1", "https://id.example/#f", "id.example"] {
            #expect(throws: UsageError.self, "\(bad)") {
                try CommandLineParser.parse(["server", "--public-url", bad])
            }
        }
        #expect(throws: UsageError.self) { try CommandLineParser.parse(["server", "--clients", ""]) }
    }

    @Test("--server is a shared option: before or after the command, and checked as a URL")
    func serverOption() throws {
        for arguments in [
            ["--server", "http://127.0.0.1:8720", "status"], ["status", "--server", "http://127.0.0.1:8720"],
        ] {
            guard case .run(_, let shared) = try CommandLineParser.parse(arguments) else {
                Issue.record("expected a run of status")
                continue
            }
            #expect(shared.server(environment: [:]) == "http://127.0.0.1:8720")
        }
        for bad in ["https://127.0.0.1:8720", "127.0.0.1:8720", "http://127.0.0.1:8720/v1", "http://:80"] {
            #expect(throws: UsageError.self) { try CommandLineParser.parse(["status", "--server", bad]) }
        }
        guard case .run(_, let shared) = try CommandLineParser.parse(["status"]) else { return }
        let fromEnvironment = shared.server(environment: ["VIPER_AUTH_SERVER": "http://127.0.0.1:9"])
        #expect(fromEnvironment == "http://127.0.0.1:9")
        #expect(shared.server(environment: ["VIPER_AUTH_SERVER": ""]) == nil)
    }
}
