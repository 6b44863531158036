import Interactors
import Presenters
import Testing

@MainActor
@Suite("Startup presenter")
struct StartupPresenterTests {
    private let cannotStart = AppError.engineUnavailable(
        .serverData(.fileSystem(.createDirectory, path: "/home/lin/file/server", errorNumber: 20)))

    @Test("a restored session goes straight to its dashboard, showing only a spinner")
    func restoredSession() async {
        let (sut, view, interactor, router) = makeSUT(results: [.success(.restored(profileId: "prf_1"))])

        await sut.viewDidLoad()

        #expect(view.messages == [.showProgress("Starting…"), .hideProgress])
        #expect(interactor.calls == [.start])
        #expect(router.messages == [.didRestoreSession(profileId: "prf_1")])
    }

    @Test("without a session it goes to Welcome, passing on why a stored one was discarded")
    func noSession() async {
        let notice = "Your session has expired. Please log in."
        let (sut, view, _, router) = makeSUT(results: [.success(.noSession(discarded: .expired))])

        await sut.viewDidLoad()

        #expect(view.messages == [.showProgress("Starting…"), .hideProgress])
        #expect(router.messages == [.foundNoSession(notice: notice)])
    }

    @Test("without any stored session it goes to Welcome with no notice")
    func nothingStored() async {
        let (sut, _, _, router) = makeSUT(results: [.success(.noSession(discarded: nil))])

        await sut.viewDidLoad()

        #expect(router.messages == [.foundNoSession(notice: nil)])
    }

    @Test(
        "a start error is shown with a Retry-only menu and goes nowhere",
        arguments: [
            AppError.engineUnavailable(
                .serverData(.fileSystem(.createDirectory, path: "/home/lin/file/server", errorNumber: 20))),
            AppError.storage(.corrupt(document: "profiles.json")),
        ])
    func startError(_ error: AppError) async {
        let (sut, view, _, router) = makeSUT(results: [.failure(error)])

        await sut.viewDidLoad()

        #expect(
            view.messages == [
                .showProgress("Starting…"), .hideProgress,
                .showStartFailure(ErrorPresentation(error), menu: ["retry"]),
            ])
        #expect(router.messages.isEmpty)
    }

    @Test("retry starts again and goes on once the engine starts", arguments: ["retry", "1", " RETRY "])
    func retry(_ line: String) async {
        let (sut, view, interactor, router) = makeSUT(results: [
            .failure(cannotStart), .success(.restored(profileId: "prf_1")),
        ])

        await sut.viewDidLoad()
        await sut.didSubmit(line)

        #expect(
            view.messages == [
                .showProgress("Starting…"), .hideProgress,
                .showStartFailure(ErrorPresentation(cannotStart), menu: ["retry"]),
                .showProgress("Starting…"), .hideProgress,
            ])
        #expect(interactor.calls == [.start, .start])
        #expect(router.messages == [.didRestoreSession(profileId: "prf_1")])
    }

    @Test("a retry that fails again shows the error and the menu again")
    func retryFailsAgain() async {
        let (sut, view, _, router) = makeSUT(results: [.failure(cannotStart), .failure(cannotStart)])

        await sut.viewDidLoad()
        await sut.didSubmit("retry")

        let failure = StartupViewSpy.Message.showStartFailure(ErrorPresentation(cannotStart), menu: ["retry"])
        #expect(
            view.messages == [
                .showProgress("Starting…"), .hideProgress, failure, .showProgress("Starting…"), .hideProgress,
                failure,
            ])
        #expect(router.messages.isEmpty)
    }

    @Test(
        "garbage at the Retry menu gets the unknown-choice message and no new start",
        arguments: ["", "2", "quit"])
    func garbage(_ line: String) async {
        let (sut, view, interactor, router) = makeSUT(results: [.failure(cannotStart)])

        await sut.viewDidLoad()
        await sut.didSubmit(line)

        #expect(view.messages.last == .showProblem("Please type 1 or \"retry\"."))
        #expect(interactor.calls == [.start])
        #expect(router.messages.isEmpty)
    }

    @Test("end of input at the Retry menu ends quietly: no new start, no routing")
    func endOfInput() async {
        let (sut, view, interactor, router) = makeSUT(results: [.failure(cannotStart)])

        await sut.viewDidLoad()
        let shownBefore = view.messages
        await sut.viewDidReachEndOfInput()

        #expect(view.messages == shownBefore)
        #expect(interactor.calls == [.start])
        #expect(router.messages.isEmpty)
    }

    @Test("each hop is traced: view, interactor, back, router")
    func traces() async {
        let hops = HopRecorder()
        let (sut, _, _, _) = makeSUT(results: [.success(.restored(profileId: "prf_1"))], tracer: hops.tracer)

        await sut.viewDidLoad()

        #expect(
            hops.lines == [
                "trace: Startup: View -> Presenter: screen loaded",
                "trace: Startup: Presenter -> Interactor: start the engine and restore a session",
                "trace: Startup: Interactor -> Presenter: session restored for profile prf_1",
                "trace: Startup: Presenter -> Router: session restored",
            ])
    }

    private func makeSUT(
        results: [Result<SessionRestore, AppError>], tracer: Tracer = .disabled
    ) -> (StartupPresenter, StartupViewSpy, StartupInteractorMock, StartupRouterSpy) {
        let view = StartupViewSpy()
        let interactor = StartupInteractorMock(results: results)
        let router = StartupRouterSpy()
        let sut = StartupPresenter(interactor: interactor, router: router, tracer: tracer)
        sut.view = view
        return (sut, view, interactor, router)
    }
}
