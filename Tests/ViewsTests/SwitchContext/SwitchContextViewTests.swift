import Presenters
import Testing
import Views

@MainActor
@Suite("SwitchContext view")
struct SwitchContextViewTests {
    @Test("prints the numbered roles under the title, then the prompt the presenter asks")
    func screen() async {
        let terminal = ScriptedTerminal(lines: ["1", "Retry", "unread"])
        let presenter = ClosurePresenter()
        let sut = SwitchContextView(presenter: presenter, terminal: terminal)
        presenter.onLoad = { [unowned sut] in
            sut.showHeading(
                title: "Switch role or school",
                lines: [
                    "  1) Teacher at Northfield Primary (Year 5)  (active)",
                    "  2) Head of Mathematics at Riverside Secondary (Mathematics Department)",
                ])
            sut.ask(Self.retry)
        }
        presenter.onIntent = { [unowned sut] _ in sut.dismiss() }

        let end = await sut.run()

        #expect(end == .dismissed)
        #expect(
            terminal.output == """

                Switch role or school
                =====================
                  1) Teacher at Northfield Primary (Year 5)  (active)
                  2) Head of Mathematics at Riverside Secondary (Mathematics Department)
                Type "retry", or an empty line to go back: 1
                ! Please type "retry", or an empty line to go back.
                Type "retry", or an empty line to go back: Retry

                """)
        #expect(presenter.intents == ["didChoose(retry)"])
        #expect(terminal.remainingLines == ["unread"])
    }

    @Test("an empty line goes back")
    func back() async {
        let terminal = ScriptedTerminal(lines: [""])
        let presenter = ClosurePresenter()
        let sut = SwitchContextView(presenter: presenter, terminal: terminal)
        presenter.onLoad = { [unowned sut] in sut.ask(Self.retry) }

        _ = await sut.run()

        #expect(presenter.intents == ["didGoBack()"])
    }

    private static let retry = Question<SwitchContextChoice>(
        prompt: .text("Type \"retry\", or an empty line to go back"),
        answers: [.init(.retry, words: ["retry"])],
        emptyLine: .goBack, refusal: "Please type \"retry\", or an empty line to go back.")
}

extension ClosurePresenter: SwitchContextPresenting {
    func didChoose(_ choice: SwitchContextChoice) async {
        switch choice {
        case .membership(let membership): record("didChoose(membership \(membership.index))")
        case .retry: record("didChoose(retry)")
        }
    }
}
