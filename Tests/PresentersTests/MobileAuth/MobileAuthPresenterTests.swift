import Interactors
import TestSupport
import Testing

@testable import Presenters

@MainActor
@Suite("Mobile authentication presenter")
struct MobileAuthPresenterTests {
    private let menu = ["enroll", "pending", "handle", "back"]
    private let intro = MobileAuthText.introduction(isEnrolled: false)
    private let noPending = MobileAuthViewSpy.Message.showLines([MobileAuthText.noPending])

    // MARK: The screen

    @Test("shows the title, each pending request with its kind, time and expiry, and the menu")
    func screen() async {
        let (sut, view, interactor, router) = makeSUT(pendingLists: [
            .success([PushFixtures.library, PushFixtures.code])
        ])

        await sut.viewDidLoad()

        #expect(
            view.messages == [
                .showHeading(title: MobileAuthText.title, lines: intro),
                .showLines([
                    "Pending push requests (2):",
                    "  1. \u{201C}Sign in to the library\u{201D} (accept or deny)",
                    "     sent 2027-01-15 07:59:30 UTC, expires in 1m 30s",
                    "  2. \u{201C}Enter the code\u{201D} (one-time code)",
                    "     sent 2027-01-15 07:59:30 UTC, expires in 1m 30s",
                ]),
                .showMenu(menu),
            ])
        #expect(
            interactor.calls == [.isEnrolled(profileId: .ada), .pendingRequests(profileId: .ada)])
        #expect(router.messages.isEmpty)
    }

    @Test("without pending requests it says so")
    func nothingPending() async {
        let (sut, view, interactor, _) = makeSUT()

        await sut.viewDidLoad()

        #expect(
            view.messages == [
                .showHeading(title: MobileAuthText.title, lines: intro), noPending, .showMenu(menu),
            ])
        #expect(
            interactor.calls == [.isEnrolled(profileId: .ada), .pendingRequests(profileId: .ada)])
    }

    @Test(
        "a listing that fails now shows the error and still the menu",
        arguments: [AppError.serverUnreachable, .serverUnavailable, .alreadyInProgress])
    func listingError(_ error: AppError) async {
        let (sut, view, interactor, router) = makeSUT(pendingLists: [.failure(error)])

        await sut.viewDidLoad()

        #expect(
            view.messages == [
                .showHeading(title: MobileAuthText.title, lines: intro),
                .showError(.failure(ErrorPresentation(error))), .showMenu(menu),
            ])
        #expect(
            interactor.calls == [.isEnrolled(profileId: .ada), .pendingRequests(profileId: .ada)])
        #expect(router.messages.isEmpty)
    }

    @Test(
        "an error that ends the session ends it here, then goes to Welcome with its words",
        arguments: [AppError.profileDeregistered(.unknownToServer), .deviceNotRecognised, .notLoggedIn])
    func listingErrorEndsSession(_ error: AppError) async {
        let (sut, _, interactor, router) = makeSUT(pendingLists: [.failure(error)])

        await sut.viewDidLoad()

        #expect(
            interactor.calls == [
                .isEnrolled(profileId: .ada), .pendingRequests(profileId: .ada), .endSession(.profile(.ada)),
            ])
        #expect(router.messages == [.sessionDidEnd(notice: .sessionEnded(error))])
        await sut.didChoose(.back)
        #expect(router.messages == [.sessionDidEnd(notice: .sessionEnded(error))])
    }

    // MARK: The menu

    @Test(
        "Enroll enrolls with a spinner, says so, and shows the menu again, now without Enroll")
    func enroll() async {
        let (sut, view, interactor, _) = await loadedSUT()
        interactor.enrollments = [.success(())]

        await sut.didChoose(.enroll)

        #expect(
            view.messages == [
                .showProgress(MobileAuthText.enrolling), .hideProgress,
                .showSuccess(MobileAuthText.enrolled), .showMenu(["pending", "handle", "back"]),
            ])
        #expect(
            interactor.calls == [
                .isEnrolled(profileId: .ada), .pendingRequests(profileId: .ada), .enroll(profileId: .ada),
            ])
    }

    @Test(
        "an enrollment that fails shows the error and the menu again",
        arguments: [AppError.serverUnreachable, .notEnrolled, .rejected(.malformedRequest)])
    func enrollFails(_ error: AppError) async {
        let (sut, view, interactor, router) = await loadedSUT()
        interactor.enrollments = [.failure(error)]

        await sut.didChoose(.enroll)

        #expect(
            view.messages == [
                .showProgress(MobileAuthText.enrolling), .hideProgress,
                .showError(.failure(ErrorPresentation(error))),
                .showMenu(menu),
            ])
        #expect(
            interactor.calls == [
                .isEnrolled(profileId: .ada), .pendingRequests(profileId: .ada), .enroll(profileId: .ada),
            ])
        #expect(router.messages.isEmpty)
    }

    @Test("an enrollment refused because the session ended ends it here too, then goes to Welcome")
    func enrollEndsSession() async {
        let (sut, _, interactor, router) = await loadedSUT()
        let error = AppError.sessionEnded(.revoked)
        interactor.enrollments = [.failure(error)]

        await sut.didChoose(.enroll)

        #expect(
            interactor.calls == [
                .isEnrolled(profileId: .ada), .pendingRequests(profileId: .ada), .enroll(profileId: .ada),
                .endSession(.profile(.ada)),
            ])
        #expect(router.messages == [.sessionDidEnd(notice: .sessionEnded(error))])
    }

    @Test("Show pending requests reads them again")
    func refresh() async {
        let (sut, view, interactor, _) = await loadedSUT()
        interactor.pendingLists = [.success([PushFixtures.library])]

        await sut.didChoose(.refresh)

        #expect(
            view.messages == [
                .showLines([
                    "Pending push requests (1):",
                    "  1. \u{201C}Sign in to the library\u{201D} (accept or deny)",
                    "     sent 2027-01-15 07:59:30 UTC, expires in 1m 30s",
                ]),
                .showMenu(menu),
            ])
        #expect(
            interactor.calls == [
                .isEnrolled(profileId: .ada), .pendingRequests(profileId: .ada),
                .pendingRequests(profileId: .ada),
            ])
    }

    @Test("Back goes to the dashboard of the profile")
    func back() async {
        let (sut, _, interactor, router) = await loadedSUT()

        await sut.didChoose(.back)

        #expect(router.messages == [.didFinish(profileId: .ada)])
        #expect(
            interactor.calls == [.isEnrolled(profileId: .ada), .pendingRequests(profileId: .ada)])
    }

    @Test("end of input at the menu changes nothing")
    func endOfInputAtMenu() async {
        let (sut, view, interactor, router) = await loadedSUT()

        await sut.viewDidReachEndOfInput()

        #expect(view.messages.isEmpty)
        #expect(
            interactor.calls == [.isEnrolled(profileId: .ada), .pendingRequests(profileId: .ada)])
        #expect(router.messages.isEmpty)
    }

    // MARK: Beginning the handling

    @Test(
        "Handle begins the handling; the first request waiting goes to its confirmation screen")
    func handleGoesToConfirmation() async {
        let (sut, view, interactor, router) = await loadedSUT()
        interactor.handlingStarts = [.requestWaiting(.sample)]

        await sut.didChoose(.handle)

        #expect(view.messages.isEmpty)
        #expect(
            interactor.calls == [
                .isEnrolled(profileId: .ada), .pendingRequests(profileId: .ada),
                .beginHandling(profileId: .ada),
            ])
        #expect(router.messages == [.didStartHandling(.sample)])
        await sut.didChoose(.back)
        #expect(router.messages == [.didStartHandling(.sample)])
    }

    @Test("with nothing pending, handling says so and stays here")
    func nothingToHandle() async {
        let (sut, view, interactor, router) = await loadedSUT()
        interactor.handlingStarts = [.handled([])]
        interactor.pendingLists = [.success([])]

        await sut.didChoose(.handle)

        #expect(
            view.messages == [.showLines([PushRequestText.noneHandled]), noPending, .showMenu(menu)])
        #expect(interactor.calls == afterHandling)
        #expect(router.messages.isEmpty)
    }

    @Test("a handling that ended at once shows each result, then the list and menu again")
    func handledAtOnce() async {
        let (sut, view, interactor, _) = await loadedSUT()
        interactor.handlingStarts = [
            .handled([
                PushOutcome(request: PushFixtures.library, result: .expired),
                PushOutcome(request: PushFixtures.code, result: .leftPending),
            ])
        ]
        interactor.pendingLists = [.success([])]

        await sut.didChoose(.handle)

        #expect(
            view.messages == [
                .showLines([
                    "\u{201C}Sign in to the library\u{201D}: expired before it was answered.",
                    "\u{201C}Enter the code\u{201D}: left pending.",
                ]),
                noPending, .showMenu(menu),
            ])
        #expect(interactor.calls == afterHandling)
    }

    @Test(
        "a handling that cannot start shows the error, then the list and menu again",
        arguments: [AppError.alreadyInProgress, .serverUnreachable, .pushRequestNotFound])
    func handlingFails(_ error: AppError) async {
        let (sut, view, interactor, router) = await loadedSUT()
        interactor.handlingStarts = [.failed(error)]
        interactor.pendingLists = [.success([])]

        await sut.didChoose(.handle)

        #expect(
            view.messages == [.showError(.failure(ErrorPresentation(error))), noPending, .showMenu(menu)])
        #expect(interactor.calls == afterHandling)
        #expect(router.messages.isEmpty)
    }

    @Test("a handling the engine cancelled says the request was left pending")
    func handlingCancelled() async {
        let (sut, view, interactor, router) = await loadedSUT()
        interactor.handlingStarts = [.failed(.cancelled)]
        interactor.pendingLists = [.success([])]

        await sut.didChoose(.handle)

        #expect(
            view.messages == [
                .showLines([PushRequestText.result(.leftPending)]), noPending, .showMenu(menu),
            ])
        #expect(interactor.calls == afterHandling)
        #expect(router.messages.isEmpty)
    }

    @Test("a handling that finds the session over ends it here, then goes to Welcome")
    func handlingEndsSession() async {
        let (sut, _, interactor, router) = await loadedSUT()
        let error = AppError.profileDeregistered(.tooManyFailedAttempts)
        interactor.handlingStarts = [.failed(error)]

        await sut.didChoose(.handle)

        #expect(
            interactor.calls == [
                .isEnrolled(profileId: .ada), .pendingRequests(profileId: .ada),
                .beginHandling(profileId: .ada),
                .endSession(.profile(.ada)),
            ])
        #expect(router.messages == [.sessionDidEnd(notice: .sessionEnded(error))])
    }

    @Test("a question push handling never asks is refused, and the list and menu are shown again")
    func unexpectedQuestion() async {
        let (sut, view, interactor, router) = await loadedSUT()
        interactor.handlingStarts = [.unanswerable]
        interactor.pendingLists = [.success([])]

        await sut.didChoose(.handle)

        #expect(
            view.messages == [
                .showError(.problem(PushRequestText.unexpectedQuestion)), noPending, .showMenu(menu),
            ])
        #expect(interactor.calls == afterHandling)
        #expect(router.messages.isEmpty)
    }

    // MARK: Helpers

    /// The loaded screen's calls, then a handling begun and the list read again.
    private let afterHandling: [MobileAuthInteractorMock.Call] = [
        .isEnrolled(profileId: .ada), .pendingRequests(profileId: .ada), .beginHandling(profileId: .ada),
        .pendingRequests(profileId: .ada),
    ]

    /// The screen loaded with nothing pending for a profile not enrolled; the record of what it
    /// showed is cleared.
    private func loadedSUT() async -> (
        MobileAuthPresenter, MobileAuthViewSpy, MobileAuthInteractorMock, MobileAuthRouterSpy
    ) {
        let (sut, view, interactor, router) = makeSUT()
        await sut.viewDidLoad()
        view.clear()
        return (sut, view, interactor, router)
    }

    private func makeSUT(pendingLists: Script<Result<[PushRequest], AppError>> = [.success([])])
        -> (MobileAuthPresenter, MobileAuthViewSpy, MobileAuthInteractorMock, MobileAuthRouterSpy)
    {
        let view = MobileAuthViewSpy()
        let interactor = MobileAuthInteractorMock()
        interactor.enrollmentChecks = [.success(false)]
        interactor.pendingLists = pendingLists
        let router = MobileAuthRouterSpy()
        let sut = MobileAuthPresenter(
            profileId: .ada, interactor: interactor, router: router)
        sut.view = view
        return (sut, view, interactor, router)
    }
}
