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

    @Test(
        "the new PIN is entered as typed, an empty line at it cancels, and one at the confirmation is entered"
    )
    func lineToIntent() async {
        let terminal = ScriptedTerminal(lines: ["24680", "", ""])
        let presenter = ClosurePresenter()
        let sut = CreatePinView(presenter: presenter, terminal: terminal)
        presenter.onLoad = { [unowned sut] in sut.ask(.field(.secret("New PIN"), emptyLine: .cancel)) }
        presenter.onIntent = { [unowned sut] intent in
            switch intent {
            case "didEnter(24680)": sut.ask(.field(.secret("Confirm PIN"), emptyLine: .likeAnyLine))
            default: sut.ask(.field(.secret("New PIN"), emptyLine: .cancel))
            }
        }

        _ = await sut.run()

        #expect(presenter.intents == ["didEnter(24680)", "didEnter()", "didCancel()"])
        #expect(terminal.output == "New PIN: [secret]\nConfirm PIN: [secret]\nNew PIN: [secret]\nNew PIN: ")
    }
}

extension ClosurePresenter: CreatePinPresenting {}
