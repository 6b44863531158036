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
        weak var weakView: RegistrationView?
        var linesSeen = 0
        let presenter = ChallengeScreenPresenterStub(
            onLoad: {
                weakView?.showHeading(
                    title: "Register", lines: ["Prove who you are to register this device."])
                weakView?.showMenu(Self.menu)
            },
            onLine: { _ in
                linesSeen += 1
                switch linesSeen {
                case 1:
                    weakView?.showHeading(title: "Two-step", lines: ["Your email and password first."])
                    weakView?.ask(.text("Email"))
                case 2: weakView?.ask(.secret("Password"))
                default:
                    weakView?.showLines(["Confirmation code: 042917", "Type it back to confirm."])
                    weakView?.showMenu(Self.menu)
                }
            })
        let view = RegistrationView(presenter: presenter, terminal: terminal)
        weakView = view

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
    }
}
