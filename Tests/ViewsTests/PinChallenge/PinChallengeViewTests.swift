import Presenters
import Testing
import Views

@MainActor
@Suite("PinChallenge view")
struct PinChallengeViewTests {
    @Test("prints the heading, reads the PIN with echo off, shows errors and runs a spinner")
    func printsScreen() async {
        let terminal = ScriptedTerminal(lines: ["13579"])
        weak var weakView: PinChallengeView?
        let presenter = ChallengeScreenPresenterStub(
            onLoad: {
                weakView?.showHeading(
                    title: "Log in", lines: ["Enter your PIN (5 digits). An empty line cancels."])
                weakView?.ask(.secret("PIN"))
            },
            onLine: { _ in
                weakView?.showProgress("Checking your PIN…")
                weakView?.hideProgress()
                weakView?.showError("Wrong PIN. 2 attempts left.")
            })
        let view = PinChallengeView(presenter: presenter, terminal: terminal)
        weakView = view

        let end = await view.run()

        #expect(end == .endOfInput)
        #expect(presenter.lines == ["13579"])
        #expect(presenter.reachedEndOfInput)
        #expect(terminal.progressCount == 1)
        #expect(
            terminal.output
                == [
                    "",
                    "Log in",
                    "======",
                    "Enter your PIN (5 digits). An empty line cancels.",
                    "PIN: [secret]",
                    "! Wrong PIN. 2 attempts left.",
                    "PIN: ",
                ].joined(separator: "\n"))
    }

    @Test("dismissing stops the screen after the line being handled")
    func dismissStops() async {
        let terminal = ScriptedTerminal(lines: ["24680", "never read"])
        weak var weakView: PinChallengeView?
        let presenter = ChallengeScreenPresenterStub(
            onLoad: { weakView?.ask(.secret("PIN")) }, onLine: { _ in weakView?.dismiss() })
        let view = PinChallengeView(presenter: presenter, terminal: terminal)
        weakView = view

        let end = await view.run()

        #expect(end == .dismissed)
        #expect(terminal.remainingLines == ["never read"])
        #expect(!presenter.reachedEndOfInput)
    }
}
