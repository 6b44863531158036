import Presenters
import Testing
import Views

@MainActor
@Suite("Startup view")
struct StartupViewTests {
    private let failure = ErrorPresentation(
        title: "Cannot start", message: "The authentication engine could not start: not a directory",
        recovery: "Check that the home directory is writable (see --home), then retry.")
    private let menu = Menu([Menu.Item(StartupAction.retry, keyword: "retry", title: "Retry")])

    @Test(
        "a failed start prints the reason and the Retry menu; garbage gets the message and the prompt again")
    func failureScreen() async {
        let terminal = ScriptedTerminal(lines: ["again"])
        let presenter = ClosurePresenter()
        let sut = StartupView(presenter: presenter, terminal: terminal)
        presenter.onLoad = { [failure, menu] in
            sut.showProgress("Starting…")
            sut.hideProgress()
            sut.showStartFailure(failure, menu: menu)
        }
        presenter.onLine = { [menu] _ in sut.showProblem(menu.unknownChoiceMessage) }

        let end = await sut.run()

        #expect(end == .endOfInput)
        #expect(
            terminal.output == """

                Start-up
                ========
                ! Cannot start: The authentication engine could not start: not a directory
                ! Check that the home directory is writable (see --home), then retry.
                  1) Retry  [retry]
                Choose: again
                ! Please type 1 or "retry".
                Choose:\u{20}
                """)
        #expect(terminal.progressCount == 1)
        #expect(presenter.lines == ["again"])
        #expect(presenter.reachedEndOfInput)
    }

    @Test("a successful start prints nothing and ends when dismissed")
    func silentStart() async {
        let terminal = ScriptedTerminal(lines: ["unread"])
        let presenter = ClosurePresenter()
        let sut = StartupView(presenter: presenter, terminal: terminal)
        presenter.onLoad = {
            sut.showProgress("Starting…")
            sut.hideProgress()
            sut.dismiss()
        }

        let end = await sut.run()

        #expect(end == .dismissed)
        #expect(terminal.output.isEmpty)
        #expect(terminal.remainingLines == ["unread"])
    }
}
