import TestSupport
import Testing

@Suite("viper-auth browser: bad addresses and end of input")
struct BrowserCommandTests {
    @Test(
        "an address the page does not serve is one line on stderr and exit 2; a refused link exit 1",
        arguments: [
            ("https://example.com/authorize?x=1", 2),
            ("https://web.viper-auth.local/sso?token=", 2),
            ("https://web.viper-auth.local/sso?token=never-issued", 1),
        ])
    func badAddresses(url: String, status: Int32) async throws {
        let runner = try BinaryRunner.withNewHome()
        defer { runner.remove() }

        let result = try await runner.run(["browser", "--home", runner.home, url], addHome: false)

        #expect(result.status == status)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("viper-auth: "))
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test("a missing URL is a usage error with the usage hint")
    func missingURL() async throws {
        let runner = try BinaryRunner.withNewHome()
        defer { runner.remove() }

        let result = try await runner.run(["browser"], addHome: false)

        #expect(result.status == 2)
        #expect(
            result.stderr
                == "viper-auth: browser needs a URL or --code\nRun 'viper-auth browser --help' for usage.\n")
    }

    @Test("end of input on the account page gives no code and exit 1")
    func endOfInput() async throws {
        let runner = try BinaryRunner.withNewHome()
        defer { runner.remove() }

        let result = try await runner.run(
            ["browser", "--home", runner.home, "--code"], input: [], addHome: false)

        #expect(result.status == 1)
        #expect(result.stdout.contains("viper-auth account page"))
        #expect(result.stdout.hasSuffix("End of input: nothing was signed in.\n"))
    }
}
