import Presenters
import Testing
import Views

/// The verbs every module's view shares, tested once on the screen they all subclass.
@MainActor
@Suite("TerminalView runs its presenter's screen and answers the verbs every view shares")
struct TerminalViewTests {
    @Test(
        "each line's intent goes to the presenter it owns until the screen is dismissed; later lines stay unread"
    )
    func runsUntilDismissed() async {
        let (sut, presenter, terminal) = makeSUT(lines: ["first", "done", "unread"])
        presenter.onLoad = { [unowned sut, unowned presenter] in
            sut.ask(Self.note, Intents(enter: presenter.didEnter))
        }
        presenter.onIntent = { [unowned sut] intent in if intent == "didEnter(done)" { sut.dismiss() } }

        let end = await sut.run()

        #expect(end == .dismissed)
        #expect(presenter.intents == ["didEnter(first)", "didEnter(done)"])
        #expect(!presenter.reachedEndOfInput)
        #expect(terminal.remainingLines == ["unread"])
    }

    @Test("the end of input ends the run and tells the presenter")
    func endOfInput() async {
        let (sut, presenter, _) = makeSUT(lines: ["only"])
        presenter.onLoad = { [unowned sut, unowned presenter] in
            sut.ask(Self.note, Intents(enter: presenter.didEnter))
        }

        let end = await sut.run()

        #expect(end == .endOfInput)
        #expect(presenter.intents == ["didEnter(only)"])
        #expect(presenter.reachedEndOfInput)
    }

    @Test("the next line is read at the prompt asked: a menu's choice first, a secret unseen, labels escaped")
    func asksThePromptGiven() async {
        let (sut, presenter, terminal) = makeSUT(lines: ["login", "24680", "Eve", "unread"])
        let menu = Menu<WelcomeAction>([.init(.login, keyword: "login", title: "Log in")])
        presenter.onLoad = { [unowned sut, unowned presenter] in
            sut.ask(.choosing(from: menu), Intents(choose: presenter.didChoose))
        }
        presenter.onIntent = { [unowned sut, unowned presenter] intent in
            let entering = Intents<Never>(enter: presenter.didEnter)
            switch intent {
            case "didChoose(login)": sut.ask(.field(.secret("PIN\u{1B}[8m"), emptyLine: .cancel), entering)
            case "didEnter(24680)": sut.ask(.field(.text("Name\u{07}"), emptyLine: .goBack), entering)
            default: sut.dismiss()
            }
        }

        _ = await sut.run()

        #expect(terminal.output == "Choose: login\nPIN\\u{1B}[8m: [secret]\nName\\u{07}: Eve\n")
    }

    @Test(
        "an error prints each of its lines after \"! \", escaped",
        arguments: [
            (ErrorMessage.problem("Please type 1 or \"retry\"."), "! Please type 1 or \"retry\".\n"),
            (
                .failure(
                    ErrorPresentation(
                        title: "Busy", message: "Another sign-in is running.", recovery: "Wait.")),
                "! Busy: Another sign-in is running.\n! Wait.\n"
            ),
            (.failure(ErrorPresentation(title: "Refused", message: "Not now.")), "! Refused: Not now.\n"),
            (.problem("Eve\u{1B}[2J"), "! Eve\\u{1B}[2J\n"),
        ])
    func printsErrors(_ message: ErrorMessage, _ printed: String) {
        let (sut, _, terminal) = makeSUT(lines: [])

        sut.showError(message)

        #expect(terminal.output == printed)
    }

    @Test("an error and a notice are printed in their tones, a notice escaped")
    func tones() {
        let (sut, _, terminal) = makeSUT(lines: [], style: Style(mode: .enabled))

        sut.showError(.problem("Wrong PIN."))
        sut.showNotice("Logged out \u{07}now.")

        #expect(
            terminal.output == "\u{1B}[31m! Wrong PIN.\u{1B}[0m\n\u{1B}[33mLogged out \\u{07}now.\u{1B}[0m\n")
    }

    @Test(
        "a heading is the title underlined, then the lines under it, escaped: every module's view inherits it"
    )
    func printsHeadings() {
        let (sut, _, terminal) = makeSUT(lines: [])

        sut.showHeading(title: "Welcome", lines: ["Profiles on this device:", "Eve\u{1B}[2J"])

        #expect(terminal.output == "\nWelcome\n=======\nProfiles on this device:\nEve\\u{1B}[2J\n")
    }

    @Test("progress goes to the terminal with its message escaped")
    func progressMessageIsEscaped() {
        let (sut, _, terminal) = makeSUT(lines: [])

        sut.showProgress("Signing in\u{07}")
        sut.hideProgress()

        #expect(terminal.progressMessages == ["Signing in\\u{07}"])
        #expect(terminal.output.isEmpty)
    }

    @Test("on a terminal the spinner is drawn, then its line blanked when hidden")
    func progressOnATerminal() throws {
        let pty = try PseudoTerminal()
        let terminal = StandardTerminal(
            style: .plain, inputDescriptor: pty.follower, outputDescriptor: pty.follower)
        let sut = TerminalView(presenter: ClosurePresenter(), terminal: terminal)

        sut.showProgress("Deriving key")
        sut.hideProgress()
        sut.showNotice("|")

        #expect(
            pty.screen(until: "|\r\n") == "\r⠋ Deriving key\r" + String(repeating: " ", count: 14) + "\r|\r\n"
        )
    }

    @Test("on a pipe progress writes nothing")
    func progressOnAPipe() {
        let input = TestPipe(holding: "")
        let output = TestPipe()
        let terminal = StandardTerminal(
            style: .plain, inputDescriptor: input.readEnd, outputDescriptor: output.writeEnd)
        let sut = TerminalView(presenter: ClosurePresenter(), terminal: terminal)

        sut.showProgress("Deriving key")
        sut.hideProgress()
        sut.showNotice("|")

        #expect(output.readAll() == "|\n")
    }

    private static let note = Question<Never>.field(.text("Note"), emptyLine: .likeAnyLine)

    private func makeSUT(
        lines: [String], style: Style = .plain
    ) -> (TerminalView, ClosurePresenter, ScriptedTerminal) {
        let terminal = ScriptedTerminal(lines: lines, style: style)
        let presenter = ClosurePresenter()
        return (TerminalView(presenter: presenter, terminal: terminal), presenter, terminal)
    }
}
