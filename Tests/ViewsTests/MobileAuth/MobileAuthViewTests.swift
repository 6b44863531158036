import Presenters
import Testing
import Views

@MainActor
@Suite("Mobile authentication view")
struct MobileAuthViewTests {
    private let menu = Menu<MobileAuthAction>([
        .init(.handle, keyword: "handle", title: "Handle pending requests"),
        .init(.back, keyword: "back", title: "Back to the dashboard"),
    ])

    @Test("prints the heading, lines, menu and a success; each choice read by its keyword")
    func screen() async {
        let terminal = ScriptedTerminal(lines: ["handle", "back"])
        let presenter = ClosurePresenter()
        let sut = MobileAuthView(presenter: presenter, terminal: terminal)
        presenter.onLoad = { [menu, unowned sut] in
            sut.showHeading(title: "Mobile authentication", lines: ["Intro."])
            sut.showLines(["No pending push requests."])
            sut.showMenu(menu)
        }
        presenter.onIntent = { [menu, unowned sut] intent in
            if intent == "didChoose(back)" {
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
        #expect(presenter.intents == ["didChoose(handle)", "didChoose(back)"])
    }

    @Test(
        "a choice by its number; an empty line or one that names no choice is re-asked with the menu's words")
    func lineToIntent() async {
        let terminal = ScriptedTerminal(lines: ["", "enroll", "3", "2"])
        let presenter = ClosurePresenter()
        let sut = MobileAuthView(presenter: presenter, terminal: terminal)
        presenter.onLoad = { [menu, unowned sut] in sut.showMenu(menu) }

        _ = await sut.run()

        #expect(presenter.intents == ["didChoose(back)"])
        let refusal = "! Please choose 1–2, or type a keyword such as \"handle\".\n"
        #expect(terminal.output.components(separatedBy: refusal).count == 4)
    }
}

extension ClosurePresenter: MobileAuthPresenting {
    func didChoose(_ action: MobileAuthAction) async { record("didChoose(\(action))") }
}
