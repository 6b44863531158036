import Presenters
import Testing
import Views

/// Only what the CreatePin screen shows itself; the verbs every view shares are
/// `TerminalViewTests`'.
@MainActor
@Suite("CreatePin view")
struct CreatePinViewTests {
    @Test("prints the rules under the title, then the success")
    func headingAndSuccess() {
        let terminal = ScriptedTerminal(lines: [])
        let sut = CreatePinView(presenter: ClosurePresenter(), terminal: terminal)

        sut.showHeading(
            title: "Create your PIN", lines: ["Choose a PIN of 5 digits.", "  - not a common PIN"])
        sut.showSuccess("Your PIN is set. Welcome, Lin Example.")

        #expect(
            terminal.output == """

                Create your PIN
                ===============
                Choose a PIN of 5 digits.
                  - not a common PIN
                Your PIN is set. Welcome, Lin Example.

                """)
    }

    @Test("the success is printed in the success tone, escaped")
    func successTone() {
        let style = Style(mode: .enabled)
        let terminal = ScriptedTerminal(lines: [], style: style)
        let sut = CreatePinView(presenter: ClosurePresenter(), terminal: terminal)

        sut.showSuccess("Welcome, Eve\u{1B}[2J.")

        #expect(terminal.output == style.success("Welcome, Eve\\u{1B}[2J.") + "\n")
    }
}
