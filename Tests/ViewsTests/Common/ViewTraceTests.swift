import Presenters
import Testing
import Views

/// The trace every view writes with `--trace`: what crosses between it and its presenter, each
/// call by what is safe to say of it. A choice is traced by its keyword; a field's text by its
/// length only, so a PIN, a password or a one-time code never reaches the trace.
@MainActor
@Suite("The trace of a view, written where every screen passes")
struct ViewTraceTests {
    private static let menu = Menu<DashboardAction>([
        .init(.logout, keyword: "logout", title: "Log out"), .init(.quit, keyword: "quit", title: "Quit"),
    ])

    @Test(
        "a menu screen: the load, the title, the lines and the menu shown, the choice by its keyword, what it led to"
    )
    func menuScreen() async {
        let (sut, presenter, _, log) = makeDashboard(lines: ["logout"])
        presenter.onLoad = { [unowned sut] in
            sut.showHeading(title: "Dashboard", lines: ["Logged in as Ada <ada@example.org>", "Teacher"])
            sut.showMenu(Self.menu)
        }
        presenter.onIntent = { [unowned sut] _ in
            sut.showNotice("Logged out.")
            sut.dismiss()
        }

        let end = await sut.run()

        #expect(end == .dismissed)
        #expect(
            log.hops == [
                "View -> Presenter: viewDidLoad()",
                "Presenter -> View: showTitle(Dashboard)",
                "Presenter -> View: showLines(2 lines)",
                "Presenter -> View: showMenu(2 choices)",
                "Presenter -> View: ask(\"Choose\")",
                "View -> Presenter: didChoose(logout)",
                "Presenter -> View: showNotice(_:)",
            ])
        #expect(!log.hops.joined().contains("ada@example.org"))
    }

    @Test("a secret prompt: its label and that it is secret, then the PIN by its length, never its digits")
    func secretPrompt() async {
        let (sut, presenter, terminal, log) = makeSUT(lines: ["28461"])
        presenter.onLoad = { [unowned sut, unowned presenter] in
            sut.ask(
                Question<Never>.field(.secret("PIN"), emptyLine: .cancel), Intents(enter: presenter.didEnter))
        }
        // A problem sentence may quote what was typed: it reaches the screen, never the trace.
        presenter.onIntent = { [unowned sut] _ in sut.showError(.problem("28461 is not your PIN.")) }

        let end = await sut.run()

        #expect(end == .endOfInput)
        #expect(
            log.hops == [
                "View -> Presenter: viewDidLoad()",
                "Presenter -> View: ask(\"PIN\", secret)",
                "View -> Presenter: didEnter(5 characters, hidden)",
                "Presenter -> View: showError(problem)",
                "View -> Presenter: viewDidReachEndOfInput()",
            ])
        #expect(terminal.output.contains("! 28461 is not your PIN."))
        #expect(!log.hops.joined().contains("28461"))
    }

    @Test(
        "a visible field: the text by its length, for it may be a code or a redirect's token",
        arguments: [
            (Prompt.text("Email"), "ada@example.org"),
            (.text("One-time code"), "284613"),
            (.text("Redirect URL"), "viperauth://callback?code=c0de-0nce"),
        ])
    func visibleField(prompt: Prompt, line: String) async {
        let (sut, presenter, _, log) = makeSUT(lines: [line, "back"])
        presenter.onLoad = { [unowned sut, unowned presenter] in
            sut.ask(Question<Never>.field(prompt, emptyLine: .goBack), Intents(enter: presenter.didEnter))
        }
        presenter.onIntent = { [unowned sut, unowned presenter] intent in
            guard intent.hasPrefix("didEnter") else { return }
            sut.ask(.choosing(from: Self.backMenu), Intents(choose: presenter.didChoose))
        }

        _ = await sut.run()

        #expect(
            log.hops == [
                "View -> Presenter: viewDidLoad()",
                "Presenter -> View: ask(\"\(prompt.label)\")",
                "View -> Presenter: didEnter(\(line.count) characters, hidden)",
                "Presenter -> View: ask(\"Choose\")",
                "View -> Presenter: didChoose(back)",
                "View -> Presenter: viewDidReachEndOfInput()",
            ])
        #expect(!log.hops.joined().contains(line))
    }

    @Test(
        "an empty line is traced as the intent it carries; a line refused at a menu reaches no presenter and no trace"
    )
    func emptyLineAndRefusal() async {
        let (sut, presenter, terminal, log) = makeSUT(lines: ["nothing", "", "", ""])
        presenter.onLoad = { [unowned sut, unowned presenter] in
            sut.ask(.choosing(from: Self.backMenu, emptyLine: .goBack), Intents(goBack: presenter.didGoBack))
        }
        presenter.onIntent = { [unowned sut, unowned presenter] intent in
            switch intent {
            case "didGoBack()":
                sut.ask(
                    Question<Never>.field(.secret("PIN"), emptyLine: .cancel),
                    Intents(cancel: presenter.didCancel))
            default:
                sut.ask(
                    Question<Never>.field(.secret("Confirm"), emptyLine: .likeAnyLine),
                    Intents(enter: presenter.didEnter))
            }
        }

        _ = await sut.run()

        #expect(
            log.hops == [
                "View -> Presenter: viewDidLoad()",
                "Presenter -> View: ask(\"Choose\")",
                "View -> Presenter: didGoBack()",
                "Presenter -> View: ask(\"PIN\", secret)",
                "View -> Presenter: didCancel()",
                "Presenter -> View: ask(\"Confirm\", secret)",
                "View -> Presenter: didEnter(\"\")",
                "Presenter -> View: ask(\"Confirm\", secret)",
                "View -> Presenter: viewDidReachEndOfInput()",
            ])
        #expect(
            terminal.output.hasPrefix(
                "Choose: nothing\n! Please type 1 or \"back\". An empty line goes back.\n"))
    }

    @Test("the end of input: the load, then the end handed over, and nothing else")
    func endOfInput() async {
        let (sut, _, _, log) = makeSUT(lines: [])

        let end = await sut.run()

        #expect(end == .endOfInput)
        #expect(
            log.hops == ["View -> Presenter: viewDidLoad()", "View -> Presenter: viewDidReachEndOfInput()"])
    }

    @Test("progress, a failure and a success: by their kind, a failure by its title, never a message's words")
    func progressAndMessages() async {
        let presenter = ClosurePresenter()
        let log = TraceLog()
        let sut = CreatePinView(presenter: presenter, terminal: ScriptedTerminal(lines: []), trace: log.trace)
        let failure = ErrorPresentation(
            title: "Busy", message: "Another sign-in is running.", recovery: "Wait.")
        presenter.onLoad = { [unowned sut] in
            sut.showProgress("Deriving key")
            sut.hideProgress()
            sut.showError(.failure(failure))
            sut.showSuccess("Your PIN is set. Welcome, Ada.")
        }

        _ = await sut.run()

        #expect(
            log.hops == [
                "View -> Presenter: viewDidLoad()",
                "Presenter -> View: showProgress(Deriving key)",
                "Presenter -> View: hideProgress()",
                "Presenter -> View: showError(Busy)",
                "Presenter -> View: showSuccess(_:)",
                "View -> Presenter: viewDidReachEndOfInput()",
            ])
        #expect(!log.hops.joined().contains("Ada") && !log.hops.joined().contains("Another sign-in"))
    }

    @Test("a traced screen shows exactly what an untraced one does")
    func traceChangesNothingOnScreen() async {
        let lines = ["logout", "24680", "quit"]
        var outputs: [String] = []

        let log = TraceLog()

        for trace in [nil, log.trace] {
            let terminal = ScriptedTerminal(lines: lines)
            let presenter = ClosurePresenter()
            let sut = DashboardView(presenter: presenter, terminal: terminal, trace: trace)
            presenter.onLoad = { [unowned sut] in
                sut.showHeading(title: "Dashboard", lines: ["Logged in as Ada"])
                sut.showMenu(Self.menu)
            }
            presenter.onIntent = { [unowned sut, unowned presenter] intent in
                switch intent {
                case "didChoose(logout)":
                    sut.ask(
                        Question<Never>.field(.secret("PIN"), emptyLine: .cancel),
                        Intents(enter: presenter.didEnter))
                case "didChoose(quit)": sut.dismiss()
                default: sut.showMenu(Self.menu)
                }
            }
            _ = await sut.run()
            outputs.append(terminal.output)
        }

        #expect(outputs[0] == outputs[1])
        #expect(outputs[0].contains("Choose: logout\nPIN: [secret]\n"))
        #expect(!log.hops.isEmpty && !log.hops.joined().contains("24680"))
    }

    // MARK: Helpers

    private static let backMenu = Menu<ProfileAction>([.init(.back, keyword: "back", title: "Back")])

    private func makeSUT(lines: [String]) -> (TerminalView, ClosurePresenter, ScriptedTerminal, TraceLog) {
        let terminal = ScriptedTerminal(lines: lines)
        let presenter = ClosurePresenter()
        let log = TraceLog()
        return (
            TerminalView(presenter: presenter, terminal: terminal, trace: log.trace), presenter, terminal, log
        )
    }

    private func makeDashboard(lines: [String]) -> (
        DashboardView<ClosurePresenter>, ClosurePresenter, ScriptedTerminal, TraceLog
    ) {
        let terminal = ScriptedTerminal(lines: lines)
        let presenter = ClosurePresenter()
        let log = TraceLog()
        return (
            DashboardView(presenter: presenter, terminal: terminal, trace: log.trace), presenter, terminal,
            log
        )
    }
}
