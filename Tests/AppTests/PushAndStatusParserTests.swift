import Testing

@testable import App

@Suite("The push and status command lines")
struct PushAndStatusParserTests {
    @Test("push with a message, with or without a wait, by id or email; --home anywhere")
    func push() throws {
        #expect(
            try CommandLineParser.parse(["push", "--profile", "a@b.c", "--message", "Sign in?"])
                == .push(
                    PushOptions(profile: "a@b.c", request: .confirmation(message: "Sign in?", wait: nil))))
        #expect(
            try CommandLineParser.parse([
                "push", "--wait=2.5", "--message=Hi", "--home", "/h", "--profile=prf_1",
            ])
                == .push(
                    PushOptions(
                        home: "/h", profile: "prf_1", request: .confirmation(message: "Hi", wait: 2.5))))
    }

    @Test("push --otp asks for a one-time code")
    func pushOneTimePassword() throws {
        #expect(
            try CommandLineParser.parse(["push", "--otp", "--profile", "prf_1"])
                == .push(PushOptions(profile: "prf_1", request: .oneTimePassword)))
    }

    @Test("status, as text or JSON, on a home")
    func status() throws {
        #expect(try CommandLineParser.parse(["status"]) == .status(StatusOptions()))
        #expect(
            try CommandLineParser.parse(["status", "--json", "--home=/h"])
                == .status(StatusOptions(home: "/h", json: true)))
    }

    @Test("help wins in push and status", arguments: [["push", "--help"], ["status", "-h"]])
    func help(arguments: [String]) throws {
        #expect(try CommandLineParser.parse(arguments) == .help)
    }

    @Test(
        "a bad push or status command line is refused with one clear line",
        arguments: [
            (["push"], "push needs --profile P (a profile id or email)"),
            (["push", "--message", "Hi"], "push needs --profile P (a profile id or email)"),
            (["push", "--profile", "p"], "push needs --message M or --otp"),
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
        ])
    func refused(arguments: [String], message: String) {
        #expect(throws: UsageError(message: message)) { try CommandLineParser.parse(arguments) }
    }
}

@Suite("Shared options before the subcommand")
struct SharedOptionsParserTests {
    @Test(
        "--home and --no-color may come before the subcommand, read as if they came after it",
        arguments: [
            (["--home", "/h", "status", "--json"], ["status", "--json", "--home", "/h"]),
            (["--home=/h", "push", "--otp"], ["push", "--otp", "--home=/h"]),
            (
                ["--no-color", "--home", "/h", "browser", "u"],
                ["browser", "u", "--no-color", "--home", "/h"]
            ),
            (["--home", "/h", "--trace"], ["--home", "/h", "--trace"]),
            (["--home", "/h"], ["--home", "/h"]),
            (["--home"], ["--home"]),
            (["--home", "status"], ["--home", "status"]),
            (["status", "--home", "/h"], ["status", "--home", "/h"]),
        ])
    func moved(arguments: [String], expected: [String]) {
        #expect(CommandLineParser.movingSharedOptionsAfterSubcommand(arguments) == expected)
    }

    @Test("a home given before a subcommand reaches it")
    func homeBeforeSubcommand() throws {
        #expect(
            try CommandLineParser.parse(["--home", "/h", "status"]) == .status(StatusOptions(home: "/h")))
        #expect(
            try CommandLineParser.parse(["--home=/h", "--no-color", "browser", "https://x"])
                == .browser(BrowserOptions(target: .address("https://x"), home: "/h", noColor: true)))
    }

    @Test("a shared option a subcommand does not take is refused before it as after it")
    func refusedBeforeAsAfter() {
        #expect(throws: UsageError(message: "unknown option '--no-color' for status")) {
            try CommandLineParser.parse(["--no-color", "status"])
        }
        #expect(throws: UsageError(message: "unknown option '--no-color' for status")) {
            try CommandLineParser.parse(["status", "--no-color"])
        }
    }
}
