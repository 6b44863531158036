import Presenters
import Testing
import Views

@MainActor
@Suite("Push confirmation view")
struct PushConfirmationViewTests {
    @Test("prints the request's heading, then the lines of each question")
    func screen() async {
        let terminal = ScriptedTerminal(lines: ["maybe", "accept"])
        let presenter = ClosurePresenter()
        let sut = PushConfirmationView(presenter: presenter, terminal: terminal)
        presenter.onLoad = { [unowned sut] in
            sut.showHeading(title: "Push request", lines: ["\u{201C}Sign in\u{201D}", "Accept or deny it."])
            sut.ask(Self.decision)
        }
        presenter.onIntent = { [unowned sut] _ in
            sut.showLines(["\u{201C}Sign in\u{201D}: accepted."])
            sut.dismiss()
        }

        let end = await sut.run()

        #expect(end == .dismissed)
        #expect(
            terminal.output == """

                Push request
                ============
                \u{201C}Sign in\u{201D}
                Accept or deny it.
                Accept or deny: maybe
                ! Please type accept or deny.
                Accept or deny: accept
                \u{201C}Sign in\u{201D}: accepted.

                """)
        #expect(presenter.intents == ["didChoose(accept)"])
    }

    @Test(
        "the decision takes accept, deny and their short forms; an empty line leaves it; the PIN, password and code are entered"
    )
    func lineToIntent() async {
        let terminal = ScriptedTerminal(lines: [" A ", "no", "", "28461", ""])
        let presenter = ClosurePresenter()
        let sut = PushConfirmationView(presenter: presenter, terminal: terminal)
        presenter.onLoad = { [unowned sut] in sut.ask(Self.decision) }
        presenter.onIntent = { [unowned sut] intent in
            if intent == "didCancel()" { sut.ask(Question<Never>.field(.secret("PIN"), emptyLine: .cancel)) }
        }

        _ = await sut.run()

        #expect(
            presenter.intents == [
                "didChoose(accept)", "didChoose(deny)", "didCancel()", "didEnter(28461)", "didCancel()",
            ])
    }

    private static let decision = Question<DecisionAnswer>(
        prompt: .text("Accept or deny"),
        answers: [
            .init(.accept, words: ["accept", "a", "yes", "y"]),
            .init(.deny, words: ["deny", "d", "no", "n"]),
        ],
        emptyLine: .cancel, refusal: "Please type accept or deny.")
}

extension ClosurePresenter: PushConfirmationPresenting {
    func didChoose(_ decision: DecisionAnswer) async { record("didChoose(\(decision))") }
}
