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

    @Test("a heading note, when there is one, follows the underline in the notice tone")
    func titleWithHeadingNote() {
        let terminal = ScriptedTerminal(lines: [])
        let writer = ScreenWriter(
            terminal: terminal, headings: FixedNote(note: "Simulated clock: 10m ahead."))

        writer.title("Welcome")

        #expect(terminal.output == "\nWelcome\n=======\nSimulated clock: 10m ahead.\n")
    }

    /// A heading note that never changes.
    private final class FixedNote: ScreenHeadingNoting {
        let note: String?

        init(note: String?) { self.note = note }

        func headingNote() -> String? { note }
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

    static let hostile = "Eve\u{1B}[2J\u{07}Mallory\u{202E}"
    static let shown = "Eve\\u{1B}[2J\\u{07}Mallory\\u{202E}"

    @Test("text from elsewhere is escaped in every part: title, body, menu, error, notice, success, hint")
    func hostileTextIsEscaped() {
        let (writer, terminal) = makeSUT()

        writer.title(Self.hostile)
        writer.body([Self.hostile, "two\nlines"])
        writer.menu(Menu<Action>([Menu.Item(.login, keyword: "in\u{7}", title: Self.hostile)]))
        writer.error(Self.hostile)
        writer.notice(Self.hostile)
        writer.success(Self.hostile)
        writer.hint(Self.hostile)

        #expect(
            terminal.output
                == "\n\(Self.shown)\n\(String(repeating: "=", count: Self.shown.count))\n"
                + "\(Self.shown)\ntwo\\u{0A}lines\n"
                + "  1) \(Self.shown)  [in\\u{07}]\n"
                + "! \(Self.shown)\n\(Self.shown)\n\(Self.shown)\n\(Self.shown)\n")
        #expect(!terminal.output.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" })
    }

    @Test("with colour on, the app's own escapes stay and the text's are shown")
    func colourStillWorks() {
        let (writer, terminal) = makeSUT(style: Style(mode: .enabled))

        writer.title(Self.hostile)
        writer.error(Self.hostile)
        writer.menu(Menu<Action>([Menu.Item(.quit, keyword: "quit", title: Self.hostile)]))

        let underline = String(repeating: "=", count: Self.shown.count)
        #expect(
            terminal.output
                == "\n\u{1B}[1m\(Self.shown)\u{1B}[0m\n\(underline)\n"
                + "\u{1B}[31m! \(Self.shown)\u{1B}[0m\n"
                + "  1) \(Self.shown)  \u{1B}[2m[quit]\u{1B}[0m\n")
        // Every ESC written is one of the app's colour escapes: none came from the text.
        #expect(!terminal.output.contains("\u{1B}[2J"))
        #expect(!terminal.output.unicodeScalars.contains("\u{07}"))
        #expect(!terminal.output.unicodeScalars.contains("\u{202E}"))
    }

    @Test("a hint is one dim line")
    func hint() {
        let (plain, plainTerminal) = makeSUT()
        let (coloured, colouredTerminal) = makeSUT(style: Style(mode: .enabled))

        plain.hint("Implicit data unavailable (offline).")
        coloured.hint("Offline.")

        #expect(plainTerminal.output == "Implicit data unavailable (offline).\n")
        #expect(colouredTerminal.output == "\u{1B}[2mOffline.\u{1B}[0m\n")
    }

    private func makeSUT(style: Style = .plain) -> (ScreenWriter, ScriptedTerminal) {
        let terminal = ScriptedTerminal(lines: [], style: style)
        return (ScreenWriter(terminal: terminal), terminal)
    }
}
