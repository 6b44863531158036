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

    @Test("prints the heading, lines, menu, success, problems and errors; reads each choice as text")
    func screen() async {
        let terminal = ScriptedTerminal(lines: ["handle", "maybe", "enroll", "back"])
        let presenter = ClosurePresenter()
        let sut = MobileAuthView(presenter: presenter, terminal: terminal)
        presenter.onLoad = { [menu] in
            sut.showHeading(title: "Mobile authentication", lines: ["Intro."])
            sut.showLines(["No pending push requests."])
            sut.showMenu(menu)
        }
        presenter.onLine = { [menu] line in
            switch line {
            case "handle":
                sut.showError(ErrorPresentation(title: "Busy", message: "Wait.", recovery: "Retry."))
                sut.showMenu(menu)
            case "enroll":
                sut.showProgress("Enrolling…")
                sut.hideProgress()
                sut.showSuccess("Enrolled.")
                sut.showMenu(menu)
            case "back":
                sut.dismiss()
            default:
                sut.showProblem("Not a choice.")
            }
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
                ! Busy: Wait.
                ! Retry.
                  1) Handle pending requests  [handle]
                  2) Back to the dashboard  [back]
                Choose: maybe
                ! Not a choice.
                Choose: enroll
                Enrolled.
                  1) Handle pending requests  [handle]
                  2) Back to the dashboard  [back]
                Choose: back

                """)
        #expect(presenter.lines == ["handle", "maybe", "enroll", "back"])
    }
}
