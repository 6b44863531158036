import Testing

@testable import Presenters

@Suite("A menu")
struct MenuTests {
    enum Action: Equatable, Sendable { case logIn, register, quit }

    private let menu = Menu<Action>([
        .init(.logIn, keyword: "login", title: "Log in"),
        .init(.register, keyword: "register", title: "Register"),
        .init(.quit, keyword: "quit", title: "Quit"),
    ])

    @Test(
        "accepts the number or the keyword, ignoring case and surrounding spaces",
        arguments: [
            ("1", Action.logIn), ("login", .logIn), ("  LOGIN ", .logIn), ("2", .register),
            ("Register", .register), ("3\r", .quit), ("\tquit", .quit),
        ])
    func accepts(line: String, action: Action) {
        #expect(menu.action(for: line) == action)
    }

    @Test("refuses anything else", arguments: ["", " ", "0", "4", "-1", "log", "1 2", "quit!", "１"])
    func refuses(line: String) {
        #expect(menu.action(for: line) == nil)
    }

    @Test(
        "numbers at the ends of Int are refused, not trapped on: the number is compared before 1 is taken off",
        arguments: ["-9223372036854775808", "9223372036854775807", "-9223372036854775809", "+1"])
    func extremeNumbers(line: String) {
        #expect(menu.action(for: line) == (line == "+1" ? .logIn : nil))
    }

    @Test("the unknown-choice message names the range and a keyword")
    func unknownChoiceMessage() {
        #expect(menu.unknownChoiceMessage == "Please choose 1–3, or type a keyword such as \"login\".")
        let single = Menu<Action>([.init(.quit, keyword: "retry", title: "Retry")])
        #expect(single.unknownChoiceMessage == "Please type 1 or \"retry\".")
    }
}
