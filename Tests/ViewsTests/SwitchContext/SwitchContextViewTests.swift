import Presenters
import Testing
import Views

extension ClosurePresenter: SwitchContextPresenting {}

@MainActor
@Suite("SwitchContext view")
struct SwitchContextViewTests {
    @Test("prints the numbered roles, asks for a number, prints problems and errors, and ends when dismissed")
    func screen() async {
        let terminal = ScriptedTerminal(lines: ["x", "2", "1", "unread"])
        let presenter = ClosurePresenter()
        let sut = SwitchContextView(presenter: presenter, terminal: terminal)
        presenter.onLoad = {
            sut.showHeading(
                title: "Switch role or school",
                lines: [
                    "  1) Teacher at Northfield Primary (Year 5)  (active)",
                    "  2) Head of Mathematics at Riverside Secondary (Mathematics Department)",
                ])
            sut.ask(.text("Number (empty line to go back)"))
        }
        presenter.onLine = { line in
            switch line {
            case "x": sut.showProblem("Please type a number from 1 to 2, or an empty line to go back.")
            case "2": sut.showError(ErrorPresentation(.serverUnreachable))
            default: sut.dismiss()
            }
        }

        let end = await sut.run()

        #expect(end == .dismissed)
        #expect(
            terminal.output == """

                Switch role or school
                =====================
                  1) Teacher at Northfield Primary (Year 5)  (active)
                  2) Head of Mathematics at Riverside Secondary (Mathematics Department)
                Number (empty line to go back): x
                ! Please type a number from 1 to 2, or an empty line to go back.
                Number (empty line to go back): 2
                ! No connection: The authentication server could not be reached.
                ! Check the connection and try again.
                Number (empty line to go back): 1

                """)
        #expect(terminal.remainingLines == ["unread"])
    }
}
