import Presenters
import Testing
import Views

extension ClosurePresenter: MobileAuthPresenting {}

@MainActor
@Suite("Mobile authentication view")
struct MobileAuthViewTests {
    private let menu = Menu<MobileAuthAction>([
        .init(.handle, keyword: "handle", title: "Handle pending requests"),
        .init(.back, keyword: "back", title: "Back to the dashboard"),
    ])

    @Test("prints the heading, lines, menu and a success; reads each choice as text")
    func screen() async {
        let terminal = ScriptedTerminal(lines: ["handle", "back"])
        let presenter = ClosurePresenter()
        let sut = MobileAuthView(presenter: presenter, terminal: terminal)
        presenter.onLoad = { [menu] in
            sut.showHeading(title: "Mobile authentication", lines: ["Intro."])
            sut.showLines(["No pending push requests."])
            sut.showMenu(menu)
        }
        presenter.onLine = { [menu] line in
            if line == "back" {
                sut.dismiss()
                return
            }
            sut.showSuccess("Enrolled.")
            sut.showMenu(menu)
        }

        let end = await sut.run()

        #expect(end == .dismissed)
        #expect(
            terminal.output == """

                Mobile authentication
                =====================
                Intro.
                No pending push requests.
                  1) Handle pending requests  [handle]
                  2) Back to the dashboard  [back]
                Choose: handle
                Enrolled.
                  1) Handle pending requests  [handle]
                  2) Back to the dashboard  [back]
                Choose: back

                """)
        #expect(presenter.lines == ["handle", "back"])
    }
}
