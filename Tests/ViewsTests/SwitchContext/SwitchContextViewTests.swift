import Presenters
import Testing
import Views

@MainActor
@Suite("SwitchContext view")
struct SwitchContextViewTests {
    @Test("prints the numbered roles under the title, then the prompt the presenter asks")
    func screen() async {
        let terminal = ScriptedTerminal(lines: ["1", "unread"])
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
        presenter.onLine = { _ in sut.dismiss() }

        let end = await sut.run()

        #expect(end == .dismissed)
        #expect(
            terminal.output == """

                Switch role or school
                =====================
                  1) Teacher at Northfield Primary (Year 5)  (active)
                  2) Head of Mathematics at Riverside Secondary (Mathematics Department)
                Number (empty line to go back): 1

                """)
        #expect(terminal.remainingLines == ["unread"])
    }
}
