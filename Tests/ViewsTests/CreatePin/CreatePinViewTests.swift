import Presenters
import Testing
import Views

@MainActor
@Suite("CreatePin view")
struct CreatePinViewTests {
    @Test("prints the rules, reads both PINs with echo off, lists every error and the success")
    func printsScreen() async {
        let terminal = ScriptedTerminal(lines: ["12345", "24680", "24680", "never read"])
        weak var weakView: CreatePinView?
        var linesSeen = 0
        let presenter = ChallengeScreenPresenterStub(
            onLoad: {
                weakView?.showHeading(title: "Create your PIN", lines: ["Choose a PIN of 5 digits."])
                weakView?.ask(.secret("New PIN"))
            },
            onLine: { _ in
                linesSeen += 1
                switch linesSeen {
                case 1:
                    weakView?.showErrors([
                        "The PIN cannot be a run of consecutive digits, such as 12345 or 54321.",
                        "This PIN is too common and easy to guess.",
                    ])
                case 2:
                    weakView?.ask(.secret("Confirm PIN"))
                default:
                    weakView?.showProgress("Registering this device…")
                    weakView?.hideProgress()
                    weakView?.showSuccess("Your PIN is set. Welcome, Lin Example.")
                    weakView?.dismiss()
                }
            })
        let view = CreatePinView(presenter: presenter, terminal: terminal)
        weakView = view

        let end = await view.run()

        #expect(end == .dismissed)
        #expect(terminal.progressCount == 1)
        #expect(terminal.remainingLines == ["never read"])
        #expect(
            terminal.output
                == [
                    "",
                    "Create your PIN",
                    "===============",
                    "Choose a PIN of 5 digits.",
                    "New PIN: [secret]",
                    "! The PIN cannot be a run of consecutive digits, such as 12345 or 54321.",
                    "! This PIN is too common and easy to guess.",
                    "New PIN: [secret]",
                    "Confirm PIN: [secret]",
                    "Your PIN is set. Welcome, Lin Example.",
                    "",
                ].joined(separator: "\n"))
    }
}
