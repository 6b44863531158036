import Presenters
import Testing
import Views

@MainActor
@Suite("Dashboard view")
struct DashboardViewTests {
    private let menu = Menu<DashboardAction>([
        .init(.idToken, keyword: "idtoken", title: "Show ID token"),
        .init(.anotherProfile, keyword: "switch", title: "Log in as another profile"),
        .init(.logout, keyword: "logout", title: "Log out"),
        .init(.quit, keyword: "quit", title: "Quit"),
    ])

    @Test("prints who is signed in and the role, the ID token indented on request, and ends when dismissed")
    func screen() async {
        let terminal = ScriptedTerminal(lines: ["idtoken", "4", "unread"])
        let presenter = ClosurePresenter()
        let sut = DashboardView(presenter: presenter, terminal: terminal)
        presenter.onLoad = { [menu, unowned sut] in
            sut.showHeading(
                title: "Dashboard",
                lines: [
                    "Logged in as Ada Lovelace <ada@viper-auth.example>",
                    "Teacher at Northfield Primary (Year 5)",
                ])
            sut.showMenu(menu)
        }
        presenter.onIntent = { [menu, unowned sut] intent in
            if intent == "didChoose(quit)" {
                sut.dismiss()
                return
            }
            sut.showDetails(
                heading: "ID token claims:",
                lines: ["{", "  \"email\": \"ada@viper-auth.example\",", "  \"sub\": \"usr_demo-ada\"", "}"])
            sut.showMenu(menu)
        }

        let end = await sut.run()

        #expect(end == .dismissed)
        #expect(
            terminal.output == """

                Dashboard
                =========
                Logged in as Ada Lovelace <ada@viper-auth.example>
                Teacher at Northfield Primary (Year 5)
                  1) Show ID token  [idtoken]
                  2) Log in as another profile  [switch]
                  3) Log out  [logout]
                  4) Quit  [quit]
                Choose: idtoken
                ID token claims:
                  {
                    "email": "ada@viper-auth.example",
                    "sub": "usr_demo-ada"
                  }
                  1) Show ID token  [idtoken]
                  2) Log in as another profile  [switch]
                  3) Log out  [logout]
                  4) Quit  [quit]
                Choose: 4

                """)
        #expect(presenter.intents == ["didChoose(idToken)", "didChoose(quit)"])
        #expect(terminal.remainingLines == ["unread"])
        #expect(!presenter.reachedEndOfInput)
    }

    @Test("prints details under a heading, indented")
    func details() async {
        let terminal = ScriptedTerminal(lines: [])
        let sut = DashboardView(presenter: ClosurePresenter(), terminal: terminal)

        sut.showDetails(heading: "App details:", lines: ["App id:   viper-auth-cli", "Platform: linux"])

        #expect(terminal.output == "App details:\n  App id:   viper-auth-cli\n  Platform: linux\n")
    }
}

extension ClosurePresenter: DashboardPresenting {
    func didChoose(_ action: DashboardAction) async { record("didChoose(\(action))") }
}
