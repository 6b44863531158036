import Presenters
import Testing
import Views

@MainActor
@Suite("Welcome view")
struct WelcomeViewTests {
    private let menu = Menu<WelcomeAction>([
        .init(.login, keyword: "login", title: "Log in"),
        .init(.chooseProfile, keyword: "profile", title: "Choose another profile"),
        .init(.register, keyword: "register", title: "Register"),
        .init(.quit, keyword: "quit", title: "Quit"),
    ])
    private let choices = Menu<Int>([
        .init(0, keyword: "lin@example.org", title: "Lin Example"),
        .init(1, keyword: "sam@example.org", title: "Sam Other"),
    ])

    @Test(
        "prints the heading, the profiles with the selected one marked, the implicit data and the menu; an empty line at the profiles goes back"
    )
    func screen() async {
        let terminal = ScriptedTerminal(lines: ["profile", ""])
        let presenter = ClosurePresenter()
        let sut = WelcomeView(presenter: presenter, terminal: terminal)
        presenter.onLoad = { [menu, unowned sut] in
            sut.showHeading(title: "Welcome", lines: ["Profiles on this device:"])
            sut.showProfiles([
                ProfileListItem(label: "Lin Example <lin@example.org>", isSelected: true),
                ProfileListItem(label: "Sam Other <sam@example.org>", isSelected: false),
            ])
            sut.showImplicitData("Read without your PIN: lin@example.org (user usr_lin)")
            sut.showMenu(menu)
        }
        presenter.onIntent = { [menu, choices, unowned sut] intent in
            if intent == "didChoose(chooseProfile)" {
                sut.showProfileChoices(
                    "Choose a profile by number or email (empty line: back):", choices,
                    .choosing(from: choices, prompt: .text("Profile"), emptyLine: .goBack))
            } else {
                sut.showMenu(menu)
            }
        }

        let end = await sut.run()

        #expect(end == .endOfInput)
        #expect(
            terminal.output == """

                Welcome
                =======
                Profiles on this device:
                  * Lin Example <lin@example.org>
                    Sam Other <sam@example.org>
                Read without your PIN: lin@example.org (user usr_lin)
                  1) Log in  [login]
                  2) Choose another profile  [profile]
                  3) Register  [register]
                  4) Quit  [quit]
                Choose: profile
                Choose a profile by number or email (empty line: back):
                  1) Lin Example  [lin@example.org]
                  2) Sam Other  [sam@example.org]
                Profile:\u{20}
                  1) Log in  [login]
                  2) Choose another profile  [profile]
                  3) Register  [register]
                  4) Quit  [quit]
                Choose:\u{20}
                """)
        #expect(presenter.intents == ["didChoose(chooseProfile)", "didGoBack()"])
    }

    @Test(
        "the menu and the profiles map a number, a keyword or an email to the choice; anything else is re-asked with the question's words"
    )
    func lineToIntent() async {
        let terminal = ScriptedTerminal(lines: [
            "4", "REGISTER", "logout", "2", " SAM@example.org ", "3", "2",
        ])
        let presenter = ClosurePresenter()
        let sut = WelcomeView(presenter: presenter, terminal: terminal)
        presenter.onLoad = { [menu, unowned sut] in sut.showMenu(menu) }
        presenter.onIntent = { [choices, unowned sut] intent in
            if intent == "didChoose(register)" {
                sut.showProfileChoices("Which?", choices, .choosing(from: choices, emptyLine: .goBack))
            }
        }

        _ = await sut.run()

        #expect(
            presenter.intents == [
                "didChoose(quit)", "didChoose(register)", "didChoose(profileAt: 1)",
                "didChoose(profileAt: 1)",
                "didChoose(profileAt: 1)",
            ])
        let refusal =
            "! Please choose 1–2, or type a keyword such as \"lin@example.org\". An empty line goes back.\n"
        #expect(terminal.output.components(separatedBy: refusal).count == 3)
    }

    @Test("an empty list prints nothing under the heading, and unavailable implicit data is one short line")
    func emptyAndUnavailable() async {
        let terminal = ScriptedTerminal(lines: [])
        let presenter = ClosurePresenter()
        let sut = WelcomeView(presenter: presenter, terminal: terminal)
        presenter.onLoad = { [unowned sut] in
            sut.showHeading(title: "Welcome", lines: ["No profiles are registered on this device yet."])
            sut.showProfiles([])
            sut.showImplicitDataUnavailable("Not read (No connection).")
        }

        _ = await sut.run()

        #expect(
            terminal.output == """

                Welcome
                =======
                No profiles are registered on this device yet.
                Not read (No connection).
                Choose:\u{20}
                """)
    }
}

extension ClosurePresenter: WelcomePresenting {
    func didChoose(_ action: WelcomeAction) async { record("didChoose(\(action))") }
    func didChoose(profileAt index: Int) async { record("didChoose(profileAt: \(index))") }
}
