import Interactors
import TestSupport
import Testing

@testable import Presenters

@MainActor
@Suite("Clock presenter")
struct ClockPresenterTests {
    private let atRealTime = ClockReading(now: 1_800_000_000, offsetSeconds: 0)
    private let tenMinutesAhead = ClockReading(now: 1_800_000_600, offsetSeconds: 600)

    @Test("clock: prints the home's time and that it is real time")
    func showsTheClock() async {
        let (sut, view, interactor) = makeSUT()
        interactor.readings = [.success(atRealTime)]

        let outcome = await sut.run(.show)

        #expect(outcome == .done)
        #expect(view.messages == [.result("Home clock: 2027-01-15 08:00:00 UTC, real time.")])
        #expect(interactor.calls == [.clockReading])
    }

    @Test("clock advance: prints how far and where the clock stands now")
    func advances() async {
        let (sut, view, interactor) = makeSUT()
        interactor.readings = [.success(tenMinutesAhead)]

        let outcome = await sut.run(.advance(seconds: 600))

        #expect(outcome == .done)
        #expect(
            view.messages == [
                .result("Home clock advanced by 10m: now 2027-01-15 08:10:00 UTC, 10m ahead of real time.")
            ])
        #expect(interactor.calls == [.advanceClock(seconds: 600)])
    }

    @Test("clock reset from ahead: the time, then the warning about what was issued meanwhile")
    func resetsAndWarns() async {
        let (sut, view, interactor) = makeSUT()
        interactor.resets = [.success(ClockResetAnswer(reading: atRealTime, wasAhead: true))]

        let outcome = await sut.run(.reset)

        #expect(outcome == .done)
        #expect(
            view.messages == [
                .result("Home clock back to real time: 2027-01-15 08:00:00 UTC."),
                .note(
                    "Tokens, push requests and codes issued while the clock was ahead are dated in what is now "
                        + "the future: a session renews its tokens at its next use, or ends if it cannot (log in again)."
                ),
            ])
    }

    @Test("clock reset at real time: no warning")
    func resetsWithoutWarning() async {
        let (sut, view, interactor) = makeSUT()
        interactor.resets = [.success(ClockResetAnswer(reading: atRealTime, wasAhead: false))]

        #expect(await sut.run(.reset) == .done)
        #expect(view.messages == [.result("Home clock back to real time: 2027-01-15 08:00:00 UTC.")])
    }

    @Test(
        "a failure names the command and the error, and fails",
        arguments: [
            (ClockRequest.show, "clock"), (.advance(seconds: 60), "clock advance"), (.reset, "clock reset"),
        ])
    func fails(request: ClockRequest, words: String) async {
        let (sut, view, interactor) = makeSUT()
        interactor.readings = [.failure(.serverUnreachable)]
        interactor.resets = [.failure(.serverUnreachable)]

        let outcome = await sut.run(request)

        #expect(outcome == .failed)
        #expect(
            view.messages == [
                .failure("viper-auth \(words): The authentication server could not be reached.")
            ])
    }

    @Test("the view is held weakly")
    func viewIsWeak() {
        let sut = ClockPresenter(interactor: SimulationInteractorMock())
        do {
            let view = CommandViewSpy()
            sut.view = view
        }
        #expect(sut.view == nil)
    }

    private func makeSUT() -> (ClockPresenter, CommandViewSpy, SimulationInteractorMock) {
        let interactor = SimulationInteractorMock()
        let view = CommandViewSpy()
        let sut = ClockPresenter(interactor: interactor)
        sut.view = view
        return (sut, view, interactor)
    }
}
