import Presenters
import Testing
import Views

extension ClosurePresenter: PushConfirmationPresenting {}

@MainActor
@Suite("Push confirmation view")
struct PushConfirmationViewTests {
    @Test(
        "prints the request and each question; reads the decision and the sensor as text, the PIN and password with echo off"
    )
    func screen() async {
        let terminal = ScriptedTerminal(lines: ["maybe", "accept", "no", "24680", "blue harbour"])
        let presenter = ClosurePresenter()
        let sut = PushConfirmationView(presenter: presenter, terminal: terminal)
        presenter.onLoad = {
            sut.showHeading(title: "Push request", lines: ["\u{201C}Sign in\u{201D}", "Accept or deny it."])
            sut.ask(.text("Accept or deny"))
        }
        presenter.onLine = { line in
            switch line {
            case "accept":
                sut.showLines(["Touch the sensor."])
                sut.ask(.text("Sensor"))
            case "no":
                sut.showProgress("Checking…")
                sut.hideProgress()
                sut.showProblem("Not recognised.")
                sut.showLines(["Confirm with your PIN."])
                sut.ask(.secret("PIN"))
            case "24680":
                sut.showError(ErrorPresentation(title: "Busy", message: "Wait.", recovery: "Retry."))
                sut.ask(.secret("Password"))
            case "blue harbour":
                sut.showLines(["\u{201C}Sign in\u{201D}: accepted."])
                sut.dismiss()
            default:
                sut.showProblem("Please type accept or deny.")
            }
        }

        let end = await sut.run()

        #expect(end == .dismissed)
        #expect(terminal.progressCount == 1)
        #expect(
            terminal.output == """

                Push request
                ============
                \u{201C}Sign in\u{201D}
                Accept or deny it.
                Accept or deny: maybe
                ! Please type accept or deny.
                Accept or deny: accept
                Touch the sensor.
                Sensor: no
                ! Not recognised.
                Confirm with your PIN.
                PIN: [secret]
                ! Busy: Wait.
                ! Retry.
                Password: [secret]
                \u{201C}Sign in\u{201D}: accepted.

                """)
        #expect(presenter.lines == ["maybe", "accept", "no", "24680", "blue harbour"])
    }

    @Test("end of input at a question reaches the presenter")
    func endOfInput() async {
        let terminal = ScriptedTerminal(lines: [])
        let presenter = ClosurePresenter()
        let sut = PushConfirmationView(presenter: presenter, terminal: terminal)
        presenter.onLoad = { sut.ask(.text("Accept or deny")) }

        let end = await sut.run()

        #expect(end == .endOfInput)
        #expect(presenter.reachedEndOfInput)
    }
}
