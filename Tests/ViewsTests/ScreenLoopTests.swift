import Presenters
import Testing
import Views

@MainActor
@Suite("ScreenLoop hands each line to the presenter until dismissed or input ends")
struct ScreenLoopTests {
    @Test("it runs until the presenter's router dismisses the screen, leaving later lines unread")
    func runsUntilDismissed() async {
        let (loop, presenter, terminal) = makeSUT(lines: ["help", "done", "later"])
        presenter.onSubmit = { line in if line == "done" { loop.dismiss() } }

        let end = await loop.run(on: terminal, presenter: presenter)

        #expect(end == .dismissed)
        #expect(presenter.messages == [.viewDidLoad, .didSubmit("help"), .didSubmit("done")])
        #expect(terminal.remainingLines == ["later"])
        #expect(terminal.output == "Choose: help\nChoose: done\n")
    }

    @Test("end of input tells the presenter and ends the run as end of input")
    func endOfInput() async {
        let (loop, presenter, terminal) = makeSUT(lines: ["help"])

        let end = await loop.run(on: terminal, presenter: presenter)

        #expect(end == .endOfInput)
        #expect(presenter.messages == [.viewDidLoad, .didSubmit("help"), .viewDidReachEndOfInput])
    }

    @Test("a secret prompt is read as a secret and the next text prompt as text")
    func secretPromptsUseReadSecret() async {
        let (loop, presenter, terminal) = makeSUT(lines: ["login", "24680", "ok"])
        presenter.onSubmit = { line in
            switch line {
            case "login": loop.prompt = .secret("PIN")
            case "24680": loop.prompt = .text("Note")
            default: loop.dismiss()
            }
        }

        let end = await loop.run(on: terminal, presenter: presenter)

        #expect(end == .dismissed)
        #expect(
            presenter.messages == [.viewDidLoad, .didSubmit("login"), .didSubmit("24680"), .didSubmit("ok")])
        #expect(terminal.output == "Choose: login\nPIN: [secret]\nNote: ok\n")
    }

    @Test("a malformed line is refused at the prompt, saying why, and never reaches the presenter")
    func malformedLinesAreRefused() async {
        let tooLong = String(repeating: "x", count: 300)
        let (loop, presenter, terminal) = makeSUT(lines: [
            "Eve\u{1B}[2J", tooLong, "f\u{FFFD}o", "   ", "done",
        ])
        presenter.onSubmit = { line in if line == "done" { loop.dismiss() } }

        let end = await loop.run(on: terminal, presenter: presenter)

        #expect(end == .dismissed)
        #expect(presenter.messages == [.viewDidLoad, .didSubmit(""), .didSubmit("done")])
        let refusals = terminal.output.split(separator: "\n").filter { $0.hasPrefix("! ") }
        #expect(
            refusals == [
                "! That line holds a control character (such as Escape or a tab), which Choose cannot hold."
                    + " Please type it again.",
                "! That is too long for Choose: at most 256 characters. Please type it again.",
                "! That line is not valid UTF-8 text, so it cannot be used as Choose. Please type it again.",
            ])
    }

    @Test("a refused secret is asked again as a secret, and what was typed is never shown")
    func refusedSecretIsAskedAgain() async {
        let (loop, presenter, terminal) = makeSUT(lines: ["login", "246\u{0}80", "24680"])
        presenter.onSubmit = { line in
            if line == "login" { loop.prompt = .secret("PIN") } else { loop.dismiss() }
        }

        _ = await loop.run(on: terminal, presenter: presenter)

        #expect(presenter.messages == [.viewDidLoad, .didSubmit("login"), .didSubmit("24680")])
        #expect(
            terminal.output == "Choose: login\nPIN: [secret]\n! That line holds a control character (such as"
                + " Escape or a tab), which PIN cannot hold. Please type it again.\nPIN: [secret]\n")
    }

    @Test("a dismissed loop runs again when the screen is shown again")
    func runsAgainAfterDismissal() async {
        let (loop, presenter, terminal) = makeSUT(lines: ["first", "second"])
        presenter.onSubmit = { _ in loop.dismiss() }

        let firstEnd = await loop.run(on: terminal, presenter: presenter)
        let secondEnd = await loop.run(on: terminal, presenter: presenter)

        #expect([firstEnd, secondEnd] == [.dismissed, .dismissed])
        #expect(
            presenter.messages == [.viewDidLoad, .didSubmit("first"), .viewDidLoad, .didSubmit("second")])
    }

    @Test("a presenter that dismisses on load never reads a line")
    func dismissedOnLoad() async {
        let (loop, presenter, terminal) = makeSUT(lines: ["unread"])
        presenter.onLoad = { loop.dismiss() }

        let end = await loop.run(on: terminal, presenter: presenter)

        #expect(end == .dismissed)
        #expect(presenter.messages == [.viewDidLoad])
        #expect(terminal.output == "")
    }

    private func makeSUT(lines: [String]) -> (ScreenLoop, LinePresenterSpy, ScriptedTerminal) {
        (ScreenLoop(), LinePresenterSpy(), ScriptedTerminal(lines: lines))
    }
}

/// A presenter that records what its view told it and lets a test react to each line.
@MainActor
final class LinePresenterSpy: LinePresenting {
    enum Message: Equatable {
        case viewDidLoad
        case didSubmit(String)
        case viewDidReachEndOfInput
    }

    private(set) var messages: [Message] = []
    var onLoad: () -> Void = {}
    var onSubmit: (String) -> Void = { _ in }

    func viewDidLoad() async {
        messages.append(.viewDidLoad)
        onLoad()
    }

    func didSubmit(_ line: String) async {
        messages.append(.didSubmit(line))
        onSubmit(line)
    }

    func viewDidReachEndOfInput() async {
        messages.append(.viewDidReachEndOfInput)
    }
}
