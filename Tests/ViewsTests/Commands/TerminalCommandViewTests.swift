import Interactors
import Presenters
import TestSupport
import Testing
import Views

/// The command views that print on the terminal or pass a server's lines on: what each writes,
/// and where.
@MainActor
@Suite("The browser, interactive and server views")
struct TerminalCommandViewTests {
    @Test("browser: a page's title, text, menu and error on the terminal, escaped; answers read from it")
    func browserPage() {
        let terminal = ScriptedTerminal(lines: ["signin"])
        let output = RecordedCommandOutput()
        var installs = 0
        let sut = BrowserView(
            presenter: BrowserPresenter(interactor: BrowserInteractorMock()), terminal: terminal,
            output: output,
            installSignals: { installs += 1 })

        sut.showTitle("viper-auth login page")
        #expect(installs == 1, "the first page installs the signal handlers")
        sut.showTitle("viper-auth login page")
        sut.showBody(["Ask\u{1B}[2J"])
        sut.showMenu(Menu([.init(BrowserChoice.cancel, keyword: "cancel", title: "Cancel")]))
        sut.showError("Wrong.")
        sut.showLine("")
        let answer = sut.answer(.choice)

        #expect(answer == "signin")
        #expect(installs == 1, "once")
        #expect(
            terminal.output == """

                viper-auth login page
                =====================

                viper-auth login page
                =====================
                Ask\\u{1B}[2J
                  1) Cancel  [cancel]
                ! Wrong.

                Choose: signin

                """)
        #expect(output.standardOutput == "" && output.standardError == "")
    }

    @Test("browser: who is signed in on the web goes to standard output, a failure to standard error")
    func browserStreams() {
        let output = RecordedCommandOutput()
        let sut = BrowserView(
            presenter: BrowserPresenter(interactor: BrowserInteractorMock()),
            terminal: ScriptedTerminal(lines: []),
            output: output)

        sut.showResult("Signed in on the web as Ada.")
        sut.showFailure("viper-auth: That sign-in link has expired.")

        #expect(output.standardOutput == "Signed in on the web as Ada.\n")
        #expect(output.standardError == "viper-auth: That sign-in link has expired.\n")
    }

    @Test("interactive: the last lines on the terminal")
    func farewell() {
        let terminal = ScriptedTerminal(lines: [])
        let sut = InteractiveView(
            presenter: InteractivePresenter(), terminal: terminal, output: RecordedCommandOutput())

        sut.showFarewell(["", "End of input. Goodbye."])

        #expect(terminal.output == "\nEnd of input. Goodbye.\n")
    }

    @Test("server: a log line as the server wrote it, on standard error; the URL on standard output")
    func serverLines() {
        let output = RecordedCommandOutput()
        let sut = ServerView(presenter: ServerPresenter(interactor: ServerInteractorMock()), output: output)

        sut.showResult("http://127.0.0.1:8720")
        sut.showLog("2027-01-15T08:00:00Z GET /v1/config 200 1ms")

        #expect(output.standardOutput == "http://127.0.0.1:8720\n")
        #expect(output.standardError == "2027-01-15T08:00:00Z GET /v1/config 200 1ms\n")
    }
}
