import Presenters
import Testing
import Views

/// Only what the PinChallenge screen shows itself; the verbs every view shares are
/// `TerminalViewTests`'.
@MainActor
@Suite("PinChallenge view")
struct PinChallengeViewTests {
    @Test("the first question comes under the title, a later one as lines of its own")
    func headingThenLines() async {
        let terminal = ScriptedTerminal(lines: ["no"])
        let presenter = ClosurePresenter()
        let sut = PinChallengeView(presenter: presenter, terminal: terminal)
        presenter.onLoad = {
            sut.showHeading(title: "Log in", lines: ["Touch the sensor: type \"yes\" to be recognised."])
            sut.ask(.text("Sensor"))
        }
        presenter.onLine = { _ in
            sut.showLines(["Log in with your PIN instead (5 digits). An empty line cancels."])
            sut.ask(.secret("PIN"))
        }

        let end = await sut.run()

        #expect(end == .endOfInput)
        #expect(
            terminal.output == """

                Log in
                ======
                Touch the sensor: type "yes" to be recognised.
                Sensor: no
                Log in with your PIN instead (5 digits). An empty line cancels.
                PIN: 
                """)
    }
}
