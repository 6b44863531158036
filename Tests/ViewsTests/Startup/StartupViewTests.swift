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
        "a failed start prints the title, the reason and the Retry menu; a line that is no choice is re-asked here"
    )
    func failureScreen() async {
        let terminal = ScriptedTerminal(lines: ["again", " RETRY ", "1"])
        let presenter = ClosurePresenter()
        let sut = StartupView(presenter: presenter, terminal: terminal)
        presenter.onLoad = { [failure, menu, unowned sut] in
            sut.showStartFailure(title: "Start-up", failure, menu: menu)
        }

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
                Choose:  RETRY\u{20}
                Choose: 1
                Choose:\u{20}
                """)
        #expect(presenter.intents == ["didChoose(retry)", "didChoose(retry)"])
    }
}

extension ClosurePresenter: StartupPresenting {
    func didChoose(_ action: StartupAction) async { record("didChoose(\(action))") }
}
