import Presenters
import Testing
import Views

@MainActor
@Suite("Authenticators view")
struct AuthenticatorsViewTests {
    private let menu = Menu<AuthenticatorsAction>([
        .init(.register, keyword: "register", title: "Register an authenticator"),
        .init(.back, keyword: "back", title: "Back to the dashboard"),
    ])

    @Test("prints the authenticators, the menu, a question with its choices and a success")
    func screen() async {
        let terminal = ScriptedTerminal(lines: ["register", "back"])
        let presenter = ClosurePresenter()
        let sut = AuthenticatorsView(presenter: presenter, terminal: terminal)
        presenter.onLoad = { [menu] in
            sut.showHeading(title: "Authenticators", lines: ["Registered: PIN", "Preferred at login: PIN"])
            sut.showMenu(menu)
        }
        presenter.onLine = { line in
            if line == "back" {
                sut.dismiss()
                return
            }
            sut.showChoices(
                "Which authenticator do you want to register? An empty line goes back.",
                Menu<Int>([.init(1, keyword: "password", title: "Password")]))
            sut.showSuccess("The password authenticator was removed.")
        }

        let end = await sut.run()

        #expect(end == .dismissed)
        #expect(
            terminal.output == """

                Authenticators
                ==============
                Registered: PIN
                Preferred at login: PIN
                  1) Register an authenticator  [register]
                  2) Back to the dashboard  [back]
                Choose: register
                Which authenticator do you want to register? An empty line goes back.
                  1) Password  [password]
                The password authenticator was removed.
                Choose: back

                """)
    }
}
