import Interactors
import TestSupport
import Testing

@testable import Presenters

@MainActor
@Suite("Status presenter")
struct StatusPresenterTests {
    private let empty = StatusReport(profiles: [], checkedAt: 5)

    @Test("text: the report's lines, for the view to print")
    func text() async {
        let (sut, view, interactor) = makeSUT()
        interactor.reports = [.success(empty)]

        #expect(await sut.run(.text) == .done)
        #expect(view.messages == [.report(["No profiles are registered on this device."])])
        #expect(interactor.calls == [.report])
    }

    @Test("text with the clock ahead: the reset command repeats the --home given")
    func resetCommandRepeatsTheHome() async {
        let (sut, view, interactor) = makeSUT(homeOption: "/tmp/h")
        interactor.reports = [
            .success(
                StatusReport(
                    profiles: [], checkedAt: 5,
                    simulation: SimulationStatus(clockOffsetSeconds: .success(600), faults: .success([]))))
        ]

        #expect(await sut.run(.text) == .done)
        #expect(
            view.messages == [
                .report([
                    "Simulated clock: 10m ahead of real time. Back to real time: viper-auth clock reset --home '/tmp/h'",
                    "", "No profiles are registered on this device.",
                ])
            ])
    }

    @Test("--json: one line of JSON")
    func json() async {
        let (sut, view, interactor) = makeSUT()
        interactor.reports = [.success(empty)]

        #expect(await sut.run(.json) == .done)
        #expect(
            view.messages == [
                .json(
                    #"{"checkedAt":5,"profiles":[],"simulation":{"clockOffsetSeconds":0,"faults":[]}}"#
                )
            ])
    }

    @Test("a home that cannot be read: the error after the command's name, and a failure")
    func fails() async {
        let (sut, view, interactor) = makeSUT()
        interactor.reports = [.failure(.serverUnreachable)]

        #expect(await sut.run(.json) == .failed)
        #expect(
            view.messages == [.failure("viper-auth status: The authentication server could not be reached.")])
    }

    private func makeSUT(homeOption: String? = nil) -> (StatusPresenter, CommandViewSpy, StatusInteractorMock)
    {
        let interactor = StatusInteractorMock()
        let view = CommandViewSpy()
        let sut = StatusPresenter(interactor: interactor, homeOption: homeOption, serverOption: nil)
        sut.view = view
        return (sut, view, interactor)
    }
}
