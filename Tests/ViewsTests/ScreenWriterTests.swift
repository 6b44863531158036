import Presenters
import Testing
import Views

@MainActor
@Suite("ScreenWriter prints every screen's parts the same way")
struct ScreenWriterTests {
    enum Action: Equatable, Sendable {
        case login
        case quit
    }

    @Test("a title is a blank line, the title and an underline as long as it")
    func title() {
        let (writer, terminal) = makeSUT()

        writer.title("Welcome")

        #expect(terminal.output == "\nWelcome\n=======\n")
    }

    @Test("body lines are printed as they are, one a line")
    func body() {
        let (writer, terminal) = makeSUT()

        writer.body(["First line", "", "Third line"])

        #expect(terminal.output == "First line\n\nThird line\n")
    }

    @Test("a menu is numbered from 1 with each keyword in brackets")
    func menu() {
        let (writer, terminal) = makeSUT()

        writer.menu(
            Menu<Action>([
                Menu.Item(.login, keyword: "login", title: "Log in"),
                Menu.Item(.quit, keyword: "quit", title: "Quit"),
            ]))

        #expect(terminal.output == "  1) Log in  [login]\n  2) Quit  [quit]\n")
    }

    @Test("errors, notices and successes each take one line, errors marked with !")
    func tones() {
        let (writer, terminal) = makeSUT()

        writer.error("That PIN is too short.")
        writer.notice("You were logged out.")
        writer.success("Registered.")

        #expect(terminal.output == "! That PIN is too short.\nYou were logged out.\nRegistered.\n")
    }

    @Test("with colour on, each part carries its escape")
    func coloured() {
        let (writer, terminal) = makeSUT(style: Style(mode: .enabled))

        writer.title("Hi")
        writer.error("No")

        #expect(terminal.output == "\n\u{1B}[1mHi\u{1B}[0m\n==\n\u{1B}[31m! No\u{1B}[0m\n")
    }

    private func makeSUT(style: Style = .plain) -> (ScreenWriter, ScriptedTerminal) {
        let terminal = ScriptedTerminal(lines: [], style: style)
        return (ScreenWriter(terminal: terminal), terminal)
    }
}
