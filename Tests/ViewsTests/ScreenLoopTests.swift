import Presenters
import Testing
import Views

@MainActor
@Suite("ScreenLoop asks the question, maps each line to an intent and hands it over")
struct ScreenLoopTests {
    private static let note = Question<Never>.field(.text("Note"), emptyLine: .likeAnyLine)
    private static let menu = Question.choosing(
        from: Menu([
            .init("login", keyword: "login", title: "Log in"), .init("quit", keyword: "quit", title: "Quit"),
        ]))

    @Test("it runs until the presenter's router dismisses the screen, leaving later lines unread")
    func runsUntilDismissed() async {
        let (loop, presenter, terminal) = makeSUT(lines: ["help", "done", "later"])
        presenter.onLoad = { [unowned loop, unowned presenter] in
            loop.ask(Self.note, presenter.entering { if $0 == "done" { loop.dismiss() } })
        }

        let end = await loop.run(on: terminal, presenter: presenter)

        #expect(end == .dismissed)
        #expect(presenter.messages == ["viewDidLoad", "didEnter(help)", "didEnter(done)"])
        #expect(terminal.remainingLines == ["later"])
        #expect(terminal.output == "Note: help\nNote: done\n")
    }

    @Test("end of input tells the presenter and ends the run as end of input")
    func endOfInput() async {
        let (loop, presenter, terminal) = makeSUT(lines: ["help"])
        presenter.onLoad = { [unowned loop, unowned presenter] in
            loop.ask(Self.note, presenter.entering { _ in })
        }

        let end = await loop.run(on: terminal, presenter: presenter)

        #expect(end == .endOfInput)
        #expect(presenter.messages == ["viewDidLoad", "didEnter(help)", "viewDidReachEndOfInput"])
    }

    @Test("a menu's number or keyword chooses; anything else gets the question's refusal and is asked again")
    func menuChoices() async {
        let (loop, presenter, terminal) = makeSUT(lines: ["2", "nothing", "", " LOGIN "])
        presenter.onLoad = { [unowned loop, unowned presenter] in loop.ask(Self.menu, presenter.choosing()) }

        _ = await loop.run(on: terminal, presenter: presenter)

        #expect(
            presenter.messages == [
                "viewDidLoad", "didChoose(quit)", "didChoose(login)", "viewDidReachEndOfInput",
            ])
        let refusal = "! Please choose 1–2, or type a keyword such as \"login\"."
        #expect(
            terminal.output
                == "Choose: 2\nChoose: nothing\n\(refusal)\nChoose: \n\(refusal)\nChoose:  LOGIN \nChoose: ")
    }

    @Test("an empty line goes back or cancels where the question says so")
    func emptyLine() async {
        let (loop, presenter, terminal) = makeSUT(lines: ["  ", ""])
        presenter.onLoad = { [unowned loop, unowned presenter] in
            loop.ask(
                Question<Never>.field(.text("Email"), emptyLine: .goBack),
                Intents(goBack: {
                    presenter.record("didGoBack()")
                    loop.ask(
                        Question<Never>.field(.secret("PIN"), emptyLine: .cancel), presenter.entering { _ in }
                    )
                }))
        }

        _ = await loop.run(on: terminal, presenter: presenter)

        #expect(
            presenter.messages == ["viewDidLoad", "didGoBack()", "didCancel()", "viewDidReachEndOfInput"])
    }

    @Test("an intent the screen's presenter offers no method for is refused like a line that maps to nothing")
    func intentWithoutMethod() async {
        let (loop, presenter, terminal) = makeSUT(lines: ["", "login"])
        presenter.onLoad = { [unowned loop, unowned presenter] in
            loop.ask(
                Question.choosing(
                    from: Menu([.init("login", keyword: "login", title: "Log in")]), emptyLine: .goBack),
                Intents(choose: { presenter.record("didChoose(\($0))") }))
        }

        _ = await loop.run(on: terminal, presenter: presenter)

        #expect(presenter.messages == ["viewDidLoad", "didChoose(login)", "viewDidReachEndOfInput"])
        #expect(terminal.output.contains("! Please type 1 or \"login\". An empty line goes back.\n"))
    }

    @Test("before anything is asked a line is read at the menu prompt and goes nowhere")
    func nothingAsked() async {
        let (loop, presenter, terminal) = makeSUT(lines: ["hello"])

        _ = await loop.run(on: terminal, presenter: presenter)

        #expect(presenter.messages == ["viewDidLoad", "viewDidReachEndOfInput"])
        #expect(terminal.output == "Choose: hello\nChoose: ")
    }

    @Test("a secret question is read as a secret and the next text question as text")
    func secretPromptsUseReadSecret() async {
        let (loop, presenter, terminal) = makeSUT(lines: ["login", "24680", "ok"])
        presenter.onLoad = { [unowned loop, unowned presenter] in
            loop.ask(
                Self.menu,
                presenter.choosing {
                    loop.ask(
                        Question<Never>.field(.secret("PIN"), emptyLine: .cancel),
                        presenter.entering { _ in
                            loop.ask(Self.note, presenter.entering { _ in loop.dismiss() })
                        })
                })
        }

        let end = await loop.run(on: terminal, presenter: presenter)

        #expect(end == .dismissed)
        #expect(
            presenter.messages == ["viewDidLoad", "didChoose(login)", "didEnter(24680)", "didEnter(ok)"])
        #expect(terminal.output == "Choose: login\nPIN: [secret]\nNote: ok\n")
    }

    @Test("a malformed line is refused at the prompt, saying why, and never reaches the presenter")
    func malformedLinesAreRefused() async {
        let tooLong = String(repeating: "x", count: 300)
        let (loop, presenter, terminal) = makeSUT(lines: [
            "Eve\u{1B}[2J", tooLong, "f\u{FFFD}o", "   ", "done",
        ])
        presenter.onLoad = { [unowned loop, unowned presenter] in
            loop.ask(Self.note, presenter.entering { if $0 == "done" { loop.dismiss() } })
        }

        let end = await loop.run(on: terminal, presenter: presenter)

        #expect(end == .dismissed)
        #expect(presenter.messages == ["viewDidLoad", "didEnter()", "didEnter(done)"])
        let refusals = terminal.output.split(separator: "\n").filter { $0.hasPrefix("! ") }
        #expect(
            refusals == [
                "! That line holds a control character (such as Escape or a tab), which Note cannot hold."
                    + " Please type it again.",
                "! That is too long for Note: at most 256 characters. Please type it again.",
                "! That line is not valid UTF-8 text, so it cannot be used as Note. Please type it again.",
            ])
    }

    @Test("a refused secret is asked again as a secret, and what was typed is never shown")
    func refusedSecretIsAskedAgain() async {
        let (loop, presenter, terminal) = makeSUT(lines: ["246\u{0}80", "24680"])
        presenter.onLoad = { [unowned loop, unowned presenter] in
            loop.ask(
                Question<Never>.field(.secret("PIN"), emptyLine: .cancel),
                presenter.entering { _ in loop.dismiss() })
        }

        _ = await loop.run(on: terminal, presenter: presenter)

        #expect(presenter.messages == ["viewDidLoad", "didEnter(24680)"])
        #expect(
            terminal.output == "PIN: [secret]\n! That line holds a control character (such as"
                + " Escape or a tab), which PIN cannot hold. Please type it again.\nPIN: [secret]\n")
    }

    @Test("a dismissed loop runs again when the screen is shown again")
    func runsAgainAfterDismissal() async {
        let (loop, presenter, terminal) = makeSUT(lines: ["first", "second"])
        presenter.onLoad = { [unowned loop, unowned presenter] in
            loop.ask(Self.note, presenter.entering { _ in loop.dismiss() })
        }

        let firstEnd = await loop.run(on: terminal, presenter: presenter)
        let secondEnd = await loop.run(on: terminal, presenter: presenter)

        #expect([firstEnd, secondEnd] == [.dismissed, .dismissed])
        #expect(presenter.messages == ["viewDidLoad", "didEnter(first)", "viewDidLoad", "didEnter(second)"])
    }

    @Test("a presenter that dismisses on load never reads a line")
    func dismissedOnLoad() async {
        let (loop, presenter, terminal) = makeSUT(lines: ["unread"])
        presenter.onLoad = { [unowned loop] in loop.dismiss() }

        let end = await loop.run(on: terminal, presenter: presenter)

        #expect(end == .dismissed)
        #expect(presenter.messages == ["viewDidLoad"])
        #expect(terminal.output == "")
    }

    private func makeSUT(lines: [String]) -> (ScreenLoop, LoopPresenterSpy, ScriptedTerminal) {
        (ScreenLoop(), LoopPresenterSpy(), ScriptedTerminal(lines: lines))
    }
}

/// A presenter that records what the loop handed it, each intent as the trace names it, and lets a
/// test ask the next question from each.
@MainActor
final class LoopPresenterSpy: ScreenPresenting {
    private(set) var messages: [String] = []
    var onLoad: () -> Void = {}

    func viewDidLoad() async {
        messages.append("viewDidLoad")
        onLoad()
    }

    func viewDidReachEndOfInput() async {
        messages.append("viewDidReachEndOfInput")
    }

    func record(_ message: String) {
        messages.append(message)
    }

    /// A field's intents: the text entered, going back and cancelling, each recorded; `then` runs
    /// after the text.
    func entering(then: @escaping (String) -> Void) -> Intents<Never> {
        Intents(
            enter: { [self] in
                record("didEnter(\($0))")
                then($0)
            }, goBack: { [self] in record("didGoBack()") }, cancel: { [self] in record("didCancel()") })
    }

    /// A menu's intents: the choice and going back, each recorded; `then` runs after a choice.
    func choosing(then: @escaping () -> Void = {}) -> Intents<String> {
        Intents(
            choose: { [self] in
                record("didChoose(\($0))")
                then()
            }, goBack: { [self] in record("didGoBack()") })
    }
}
