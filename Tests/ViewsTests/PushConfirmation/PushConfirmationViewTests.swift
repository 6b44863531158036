import Presenters
import Testing
import Views

extension ClosurePresenter: PushConfirmationPresenting {}

@MainActor
@Suite("Push confirmation view")
struct PushConfirmationViewTests {
    @Test("prints the request's heading, then the lines of each question")
    func screen() async {
        let terminal = ScriptedTerminal(lines: ["accept"])
        let presenter = ClosurePresenter()
        let sut = PushConfirmationView(presenter: presenter, terminal: terminal)
        presenter.onLoad = {
            sut.showHeading(title: "Push request", lines: ["\u{201C}Sign in\u{201D}", "Accept or deny it."])
            sut.ask(.text("Accept or deny"))
        }
        presenter.onLine = { _ in
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
                Accept or deny: accept
                \u{201C}Sign in\u{201D}: accepted.

                """)
        #expect(presenter.lines == ["accept"])
    }
}
