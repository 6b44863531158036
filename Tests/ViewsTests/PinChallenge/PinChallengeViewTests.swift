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
        presenter.onLoad = { [unowned sut] in
            sut.showHeading(title: "Log in", lines: ["Touch the sensor: type \"yes\" to be recognised."])
            sut.ask(Self.sensor)
        }
        presenter.onIntent = { [unowned sut] _ in
            sut.showLines(["Log in with your PIN instead (5 digits). An empty line cancels."])
            sut.ask(Question<Never>.field(.secret("PIN"), emptyLine: .cancel))
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
        #expect(presenter.intents == ["didChoose(notRecognised)"])
    }

    @Test(
        "the sensor takes its words, case and spaces ignored, an empty line cancels, and anything else is re-asked"
    )
    func sensorLineToIntent() async {
        let terminal = ScriptedTerminal(lines: [" YES ", "n", "pin", "maybe", "1", ""])
        let presenter = ClosurePresenter()
        let sut = PinChallengeView(presenter: presenter, terminal: terminal)
        presenter.onLoad = { [unowned sut] in sut.ask(Self.sensor) }

        _ = await sut.run()

        #expect(
            presenter.intents == [
                "didChoose(recognised)", "didChoose(notRecognised)", "didChoose(usePin)", "didCancel()",
            ])
        #expect(terminal.output.components(separatedBy: "! Please type yes, no or pin.\n").count == 3)
    }

    @Test("the PIN is entered as typed; an empty line cancels")
    func pinLineToIntent() async {
        let terminal = ScriptedTerminal(lines: [" 2468 ", ""])
        let presenter = ClosurePresenter()
        let sut = PinChallengeView(presenter: presenter, terminal: terminal)
        presenter.onLoad = { [unowned sut] in
            sut.ask(Question<Never>.field(.secret("PIN"), emptyLine: .cancel))
        }

        _ = await sut.run()

        #expect(presenter.intents == ["didEnter( 2468 )", "didCancel()"])
    }

    private static let sensor = Question<SensorAnswer>(
        prompt: .text("Sensor"),
        answers: [
            .init(.recognised, words: ["yes", "y"]), .init(.notRecognised, words: ["no", "n"]),
            .init(.usePin, words: ["pin"]),
        ],
        emptyLine: .cancel, refusal: "Please type yes, no or pin.")
}

extension ClosurePresenter: PinChallengePresenting {
    func didChoose(_ answer: SensorAnswer) async { record("didChoose(\(answer))") }
}
