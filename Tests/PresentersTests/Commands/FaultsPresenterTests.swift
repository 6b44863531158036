import Interactors
import TestSupport
import Testing

@testable import Presenters

@MainActor
@Suite("Faults presenter")
struct FaultsPresenterTests {
    private let refreshFault = try? PlannedFault(
        method: "POST", path: "/v1/auth/refresh", kind: .status(503), remaining: 2)

    @Test("faults: a heading, then each fault with what it does and how many more times")
    func lists() async throws {
        let fault = try #require(refreshFault)
        let (sut, view, interactor) = makeSUT()
        interactor.faultLists = [.success([fault])]

        #expect(await sut.run(.list) == .done)
        #expect(
            view.messages == [
                .result("Faults in force (1); the first that matches a request applies:"),
                .result("  POST /v1/auth/refresh: answers 503, 2 more times"),
            ])
        #expect(interactor.calls == [.faults])
    }

    @Test("faults with none in force: one sentence")
    func listsNone() async {
        let (sut, view, interactor) = makeSUT()
        interactor.faultLists = [.success([])]

        #expect(await sut.run(.list) == .done)
        #expect(view.messages == [.result("No faults in force.")])
    }

    @Test("faults add: says what the fault does, for how many requests")
    func adds() async throws {
        let fault = try #require(refreshFault)
        let (sut, view, interactor) = makeSUT()
        interactor.faultChanges = [nil]

        #expect(await sut.run(.add(fault)) == .done)
        #expect(
            view.messages == [
                .result("Fault added: POST /v1/auth/refresh answers 503 for the next 2 requests.")
            ])
        #expect(interactor.calls == [.addFault(fault)])
    }

    @Test("faults clear: says requests reach the server as usual")
    func clears() async {
        let (sut, view, interactor) = makeSUT()
        interactor.faultChanges = [nil]

        #expect(await sut.run(.clear) == .done)
        #expect(view.messages == [.result("Faults cleared: requests reach the server as usual.")])
        #expect(interactor.calls == [.clearFaults])
    }

    @Test("a failure names the command and the error, and fails")
    func fails() async {
        let (sut, view, interactor) = makeSUT()
        interactor.faultChanges = [.serverUnreachable]

        #expect(await sut.run(.clear) == .failed)
        #expect(
            view.messages == [
                .failure("viper-auth faults clear: The authentication server could not be reached.")
            ])
    }

    private func makeSUT() -> (FaultsPresenter, CommandViewSpy, SimulationInteractorMock) {
        let interactor = SimulationInteractorMock()
        let view = CommandViewSpy()
        let sut = FaultsPresenter(interactor: interactor)
        sut.view = view
        return (sut, view, interactor)
    }
}
