import Interactors
import TestSupport
import Testing

@testable import Presenters

@MainActor
@Suite("Startup presenter")
struct StartupPresenterTests {
    private let cannotStart = AppError.engineUnavailable(
        .serverData(.fileSystem(.createDirectory, path: "/home/lin/file/server", errorNumber: 20)))

    @Test("a restored session goes straight to its dashboard, showing only a spinner")
    func restoredSession() async {
        let (sut, view, interactor, router) = makeSUT(restores: [.success(.restored(.lin))])

        await sut.viewDidLoad()

        #expect(view.messages == [.showProgress(StartupText.progress), .hideProgress])
        #expect(interactor.calls == [.start])
        #expect(router.messages == [.didRestoreSession(profileId: .lin)])
    }

    @Test("without a session it goes to Welcome, passing on why a stored one was discarded")
    func noSession() async {
        let (sut, view, interactor, router) = makeSUT(restores: [.success(.noSession(discarded: .expired))])

        await sut.viewDidLoad()

        #expect(view.messages == [.showProgress(StartupText.progress), .hideProgress])
        #expect(interactor.calls == [.start])
        #expect(router.messages == [.foundNoSession(notice: .sessionDiscarded(.expired))])
    }

    @Test(
        "each profile start-up removed is said once, as a notice naming it, before the next screen",
        arguments: [RoutedStart.restored, .welcome])
    func removedProfiles(_ start: RoutedStart) async {
        let restore: SessionRestore =
            switch start {
            case .restored: .restored(.lin)
            case .welcome: .noSession(discarded: nil)
            }
        let (sut, view, interactor, router) = makeSUT(restores: [.success(restore)])
        let ada = RegisteredProfile(
            id: ProfileID(rawValue: "prf_ada"), email: "ada@example.org", fullName: "Ada Lovelace")
        let lin = RegisteredProfile(id: .lin, email: "lin@example.org", fullName: "Lin Example")
        interactor.removedProfiles =
            ([
                ProfileRemoval(profile: ada, cause: .unknownToServer),
                ProfileRemoval(profile: lin, cause: .disconnected),
            ])

        await sut.viewDidLoad()

        #expect(
            view.messages == [
                .showProgress(StartupText.progress), .hideProgress,
                .showNotice(
                    "Ada Lovelace <ada@example.org>: The server no longer knows this profile; "
                        + "it was removed from this device."),
                .showNotice(
                    "Lin Example <lin@example.org>: The profile was disconnected and removed from this device."
                ),
            ])
        #expect(
            router.messages
                == (start == .restored
                    ? [.didRestoreSession(profileId: .lin)] : [.foundNoSession(notice: nil)]))
    }

    enum RoutedStart: Sendable {
        case restored
        case welcome
    }

    @Test("without any stored session it goes to Welcome with no notice")
    func nothingStored() async {
        let (sut, _, _, router) = makeSUT(restores: [.success(.noSession(discarded: nil))])

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
        let (sut, view, _, router) = makeSUT(restores: [.failure(error)])

        await sut.viewDidLoad()

        #expect(
            view.messages == [
                .showProgress(StartupText.progress), .hideProgress,
                .showStartFailure(title: StartupText.title, ErrorPresentation(error), menu: ["retry"]),
            ])
        #expect(router.messages.isEmpty)
    }

    @Test("retry starts again and goes on once the engine starts")
    func retry() async {
        let (sut, view, interactor, router) = makeSUT(restores: [
            .failure(cannotStart), .success(.restored(.lin)),
        ])

        await sut.viewDidLoad()
        await sut.didChoose(.retry)

        #expect(
            view.messages == [
                .showProgress(StartupText.progress), .hideProgress,
                .showStartFailure(title: StartupText.title, ErrorPresentation(cannotStart), menu: ["retry"]),
                .showProgress(StartupText.progress), .hideProgress,
            ])
        #expect(interactor.calls == [.start, .start])
        #expect(router.messages == [.didRestoreSession(profileId: .lin)])
    }

    @Test("a retry that fails again shows the error and the menu again")
    func retryFailsAgain() async {
        let (sut, view, interactor, router) = makeSUT(restores: [
            .failure(cannotStart), .failure(cannotStart),
        ])

        await sut.viewDidLoad()
        await sut.didChoose(.retry)

        let failure = StartupViewSpy.Message.showStartFailure(
            title: StartupText.title, ErrorPresentation(cannotStart), menu: ["retry"])
        #expect(
            view.messages == [
                .showProgress(StartupText.progress), .hideProgress, failure,
                .showProgress(StartupText.progress), .hideProgress,
                failure,
            ])
        #expect(interactor.calls == [.start, .start])
        #expect(router.messages.isEmpty)
    }

    @Test("end of input at the Retry menu ends quietly: no new start, no routing")
    func endOfInput() async {
        let (sut, view, interactor, router) = makeSUT(restores: [.failure(cannotStart)])

        await sut.viewDidLoad()
        let shownBefore = view.messages
        await sut.viewDidReachEndOfInput()

        #expect(view.messages == shownBefore)
        #expect(interactor.calls == [.start])
        #expect(router.messages.isEmpty)
    }

    private func makeSUT(
        restores: Script<Result<SessionRestore, AppError>>
    ) -> (StartupPresenter, StartupViewSpy, StartupInteractorMock, StartupRouterSpy) {
        let view = StartupViewSpy()
        let interactor = StartupInteractorMock()
        interactor.restores = restores
        let router = StartupRouterSpy()
        let sut = StartupPresenter(interactor: interactor, router: router)
        sut.view = view
        return (sut, view, interactor, router)
    }
}
