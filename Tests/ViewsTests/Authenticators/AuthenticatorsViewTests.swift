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

    @Test(
        "prints the authenticators, the menu, a question with its choices and a success; an empty line at the choices goes back"
    )
    func screen() async {
        let terminal = ScriptedTerminal(lines: ["register", "back", "", "back"])
        let presenter = ClosurePresenter()
        let sut = AuthenticatorsView(presenter: presenter, terminal: terminal)
        presenter.onLoad = { [menu, unowned sut] in
            sut.showHeading(title: "Authenticators", lines: ["Registered: PIN", "Preferred at login: PIN"])
            sut.showMenu(menu)
        }
        presenter.onIntent = { [menu, unowned sut] intent in
            switch intent {
            case "didChoose(back)":
                sut.dismiss()
            case "didGoBack()":
                sut.showMenu(menu)
            default:
                sut.showChoices(
                    "Which authenticator do you want to register? An empty line goes back.",
                    Menu([.init(.register(.password), keyword: "password", title: "Password")]))
                sut.showSuccess("The password authenticator was removed.")
            }
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
                ! Please type 1 or "password". An empty line goes back.
                Choose:\u{20}
                  1) Register an authenticator  [register]
                  2) Back to the dashboard  [back]
                Choose: back

                """)
        #expect(presenter.intents == ["didChoose(register)", "didGoBack()", "didChoose(back)"])
    }

    @Test("a choice is taken by its number or keyword")
    func choiceByNumber() async {
        let terminal = ScriptedTerminal(lines: ["1", "PASSWORD"])
        let presenter = ClosurePresenter()
        let sut = AuthenticatorsView(presenter: presenter, terminal: terminal)
        let choices = Menu(
            [AuthenticatorChange.prefer(.password)].map { .init($0, keyword: "password", title: "Password") })
        presenter.onLoad = { [unowned sut] in sut.showChoices("Which?", choices) }

        _ = await sut.run()

        #expect(presenter.intents == ["didChoose(prefer(password))", "didChoose(prefer(password))"])
    }
}

extension ClosurePresenter: AuthenticatorsPresenting {
    func didChoose(_ action: AuthenticatorsAction) async { record("didChoose(\(action))") }
    func didChoose(_ change: AuthenticatorChange) async {
        switch change {
        case .register(let authenticator): record("didChoose(register(\(authenticator)))")
        case .remove(let authenticator): record("didChoose(remove(\(authenticator)))")
        case .prefer(let authenticator): record("didChoose(prefer(\(authenticator)))")
        }
    }
}
