import Testing

@testable import App

@Suite("The command lines of push, status and browser")
struct CompanionCommandLineTests {
    private let url = "https://login.viper-auth.local/authorize?response_type=code&state=s"

    @Test("push with a message, with or without a wait, by id or email")
    func push() throws {
        #expect(
            try parse(["push", "--profile", "a@b.c", "--message", "Sign in?"])
                == .run(
                    PushCommand(profile: "a@b.c", request: .confirmation(message: "Sign in?", wait: nil)),
                    SharedOptions()))
        #expect(
            try parse(["push", "--wait=2.5", "--message=Hi", "--home", "/h", "--profile=prf_1"])
                == .run(
                    PushCommand(profile: "prf_1", request: .confirmation(message: "Hi", wait: 2.5)),
                    .given(home: "/h")))
    }

    @Test("push --otp asks for a one-time code")
    func pushOneTimePassword() throws {
        #expect(
            try parse(["push", "--otp", "--profile", "prf_1"])
                == .run(PushCommand(profile: "prf_1", request: .oneTimePassword), SharedOptions()))
    }

    @Test("status, as text or JSON")
    func status() throws {
        #expect(try parse(["status"]) == .run(StatusCommand(), SharedOptions()))
        #expect(
            try parse(["status", "--json", "--home=/h"])
                == .run(StatusCommand(json: true), .given(home: "/h")))
    }

    @Test("browser takes a URL, trimmed, before or after the options")
    func browserAddress() throws {
        let expected = Invocation.run(
            BrowserCommand(target: .address(url)), .given(home: "/tmp/h", noColor: true))
        #expect(try parse(["browser", url, "--home", "/tmp/h", "--no-color"]) == expected)
        #expect(try parse(["browser", "--home=/tmp/h", "--no-color", url]) == expected)
        #expect(
            try parse(["browser", " \(url)\n"])
                == .run(BrowserCommand(target: .address(url)), SharedOptions()))
    }

    @Test("browser --code asks the account page for a one-time registration code")
    func browserCode() throws {
        #expect(
            try parse(["browser", "--code"])
                == .run(BrowserCommand(target: .registrationCode), SharedOptions()))
    }

    @Test(
        "a bad push, status or browser command line is refused with one clear line",
        arguments: [
            (["push"], "push needs --profile P (a profile id or email)"),
            (["push", "--message", "Hi"], "push needs --profile P (a profile id or email)"),
            (["push", "--profile", "p"], "push needs --message M or --otp"),
            (["push", "--profile", "p", "--wait", "3"], "push needs --message M or --otp"),
            (
                ["push", "--profile", "p", "--message", "Hi", "--otp"],
                "push takes --message or --otp, not both"
            ),
            (["push", "--profile", "p", "--otp", "--wait", "3"], "--wait goes with --message, not --otp"),
            (["push", "--profile="], "--profile needs a profile id or email"),
            (["push", "--profile", "p", "--message="], "--message needs some text"),
            (["push", "--profile", "p", "--message"], "--message needs a value"),
            (
                ["push", "--profile", "p", "--message", "Hi", "--wait", "soon"],
                "invalid value 'soon' for --wait: expected seconds, more than 0 and at most 3600"
            ),
            (
                ["push", "--profile", "p", "--message", "Hi", "--wait", "0"],
                "invalid value '0' for --wait: expected seconds, more than 0 and at most 3600"
            ),
            (
                ["push", "--profile", "p", "--message", "Hi", "--wait", "3601"],
                "invalid value '3601' for --wait: expected seconds, more than 0 and at most 3600"
            ),
            (
                ["push", "--profile", "p", "--message", "Hi", "--wait", "nan"],
                "invalid value 'nan' for --wait: expected seconds, more than 0 and at most 3600"
            ),
            (["push", "--profile", "p", "--otp=yes"], "--otp takes no value"),
            (["push", "--trace"], "unknown option '--trace' for push"),
            (["push", "extra"], "unexpected argument 'extra'"),
            (["status", "--json=1"], "--json takes no value"),
            (["status", "--home="], "--home needs a directory"),
            (["status", "--wait", "3"], "unknown option '--wait' for status"),
            (["status", "now"], "unexpected argument 'now'"),
            (["browser"], "browser needs a URL or --code"),
            (["browser", "  "], "browser needs a URL"),
            (["browser", "a", "b"], "unexpected argument 'b'"),
            (["browser", "a", "--code"], "browser takes a URL or --code, not both"),
            (["browser", "--code=yes"], "--code takes no value"),
            (["browser", "--trace", "a"], "unknown option '--trace' for browser"),
            (["browser", "a", "--home"], "--home needs a value"),
        ])
    func refused(arguments: [String], message: String) {
        #expect(refusal(arguments) == message)
    }

    @Test("the longest wait is the constant's, in the parser and in the help alike")
    func longestWait() throws {
        let longest = String(PushCommand.maximumWait)
        #expect(
            try parse(["push", "--profile", "p", "--message", "Hi", "--wait", longest])
                == .run(
                    PushCommand(
                        profile: "p",
                        request: .confirmation(message: "Hi", wait: Double(PushCommand.maximumWait))),
                    SharedOptions()))
        #expect(HelpText.help(for: [CommandTable.root, PushCommand.self]).contains("(at most \(longest))"))
    }
}
