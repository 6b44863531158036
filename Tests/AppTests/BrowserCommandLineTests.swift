import Testing

@testable import App

@Suite("The command line of viper-auth browser")
struct BrowserCommandLineTests {
    private let url: String = "https://login.viper-auth.local/authorize?response_type=code&state=s"

    @Test("a URL, with --home and --no-color before or after it")
    func address() throws {
        let expected = Command.browser(BrowserOptions(target: .address(url), home: "/tmp/h", noColor: true))
        #expect(try CommandLineParser.parse(["browser", url, "--home", "/tmp/h", "--no-color"]) == expected)
        #expect(try CommandLineParser.parse(["browser", "--home=/tmp/h", "--no-color", url]) == expected)
        #expect(
            try CommandLineParser.parse(["browser", " \(url)\n"])
                == .browser(BrowserOptions(target: .address(url))))
    }

    @Test("--code asks the account page for a one-time registration code")
    func code() throws {
        #expect(
            try CommandLineParser.parse(["browser", "--code"])
                == .browser(BrowserOptions(target: .registrationCode)))
    }

    @Test("--help wins")
    func help() throws {
        #expect(try CommandLineParser.parse(["browser", "--help"]) == .help)
    }

    @Test(
        "a bad browser command line is one sentence",
        arguments: [
            (["browser"], "browser needs a URL, or --code"),
            (["browser", "  "], "browser needs a URL"),
            (["browser", "a", "b"], "unexpected argument 'b'"),
            (["browser", "a", "--code"], "browser takes a URL or --code, not both"),
            (["browser", "--code=yes"], "--code takes no value"),
            (["browser", "--trace", "a"], "unknown option '--trace' for browser"),
            (["browser", "a", "--home"], "--home needs a value"),
        ])
    func usageErrors(arguments: [String], message: String) {
        #expect(throws: UsageError(message: message)) { try CommandLineParser.parse(arguments) }
    }
}
