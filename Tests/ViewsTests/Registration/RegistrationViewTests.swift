import Presenters
import Testing
import Views

@MainActor
@Suite("Registration view")
struct RegistrationViewTests {
    private static let menu = Menu<RegistrationChoice>([
        .init(.signIn, keyword: "signin", title: "Sign in with email and password"),
        .init(.signUp, keyword: "signup", title: "Sign up for a new account"),
        .init(.browser, keyword: "browser", title: "Sign in through the browser"),
        .init(.twoStep, keyword: "twostep", title: "Two-step: email and password, then a confirmation code"),
        .init(.oneTimeCode, keyword: "code", title: "Register with a one-time code"),
        .init(.stateless, keyword: "stateless", title: "Stateless session: sign in without registering"),
        .init(.back, keyword: "back", title: "Back"),
    ])

    @Test("prints the numbered menu, asks for a choice, then a form's heading and lines")
    func printsScreen() async {
        let terminal = ScriptedTerminal(lines: ["twostep", "lin@example.org", "wrong password"])
        let presenter = ClosurePresenter()
        let view = RegistrationView(presenter: presenter, terminal: terminal)
        presenter.onLoad = { [unowned view] in
            view.showHeading(title: "Register", lines: ["Prove who you are to register this device."])
            view.showMenu(Self.menu)
        }
        presenter.onIntent = { [unowned view] intent in
            switch intent {
            case "didChoose(twoStep)":
                view.showHeading(title: "Two-step", lines: ["Your email and password first."])
                view.ask(.field(.text("Email"), emptyLine: .goBack))
            case "didEnter(lin@example.org)": view.ask(.field(.secret("Password"), emptyLine: .likeAnyLine))
            default:
                view.showLines(["Confirmation code: 042917", "Type it back to confirm."])
                view.showMenu(Self.menu)
            }
        }

        let end = await view.run()

        #expect(end == .endOfInput)
        let menu = [
            "  1) Sign in with email and password  [signin]",
            "  2) Sign up for a new account  [signup]",
            "  3) Sign in through the browser  [browser]",
            "  4) Two-step: email and password, then a confirmation code  [twostep]",
            "  5) Register with a one-time code  [code]",
            "  6) Stateless session: sign in without registering  [stateless]",
            "  7) Back  [back]",
        ]
        #expect(
            terminal.output
                == (["", "Register", "========", "Prove who you are to register this device."] + menu + [
                    "Choose: twostep",
                    "",
                    "Two-step",
                    "========",
                    "Your email and password first.",
                    "Email: lin@example.org",
                    "Password: [secret]",
                    "Confirmation code: 042917",
                    "Type it back to confirm.",
                ] + menu + ["Choose: "]).joined(separator: "\n"))
        #expect(
            presenter.intents == [
                "didChoose(twoStep)", "didEnter(lin@example.org)", "didEnter(wrong password)",
            ])
    }

    @Test("an empty line at a field goes back or cancels as its question says; at the menu it is re-asked")
    func emptyLines() async {
        let terminal = ScriptedTerminal(lines: ["", "5", "", "3", " "])
        let presenter = ClosurePresenter()
        let view = RegistrationView(presenter: presenter, terminal: terminal)
        presenter.onLoad = { [unowned view] in view.showMenu(Self.menu) }
        presenter.onIntent = { [unowned view] intent in
            switch intent {
            case "didChoose(oneTimeCode)": view.ask(.field(.text("Registration code"), emptyLine: .goBack))
            case "didChoose(browser)": view.ask(.field(.text("Redirect URL"), emptyLine: .cancel))
            default: view.showMenu(Self.menu)
            }
        }

        _ = await view.run()

        #expect(
            presenter.intents == [
                "didChoose(oneTimeCode)", "didGoBack()", "didChoose(browser)", "didCancel()",
            ])
        #expect(terminal.output.contains("! Please choose 1–7, or type a keyword such as \"signin\".\n"))
    }
}

extension ClosurePresenter: RegistrationPresenting {
    func didChoose(_ choice: RegistrationChoice) async { record("didChoose(\(choice))") }
}
