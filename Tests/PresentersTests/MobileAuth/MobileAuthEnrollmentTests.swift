import Interactors
import TestSupport
import Testing

@testable import Presenters

@MainActor
@Suite("Mobile authentication presenter: the enrolled state")
struct MobileAuthEnrollmentTests {
    private let enrolledMenu = ["pending", "handle", "back"]
    private let notEnrolledMenu = ["enroll", "pending", "handle", "back"]
    private let enrolledIntro = [
        "Approve requests sent to this profile (viper-auth push) from this device.",
        "Enrolled for mobile authentication and push. Handle the pending requests, oldest first.",
    ]
    private let notEnrolledIntro = [
        "Approve requests sent to this profile (viper-auth push) from this device.",
        "Enroll once; then handle the pending requests, oldest first.",
    ]
    private let noPending = MobileAuthViewSpy.Message.showLines(["No pending push requests."])

    @Test("an enrolled profile's heading says so, and the menu offers no Enroll")
    func enrolledScreen() async {
        let (sut, view, interactor, router) = makeSUT(enrolled: .success(true))

        await sut.viewDidLoad()

        #expect(
            view.messages == [
                .showHeading(title: "Mobile authentication", lines: enrolledIntro), noPending,
                .showMenu(enrolledMenu),
            ])
        #expect(
            interactor.calls == [.isEnrolled(profileId: .ada), .pendingRequests(profileId: .ada)])
        #expect(router.messages.isEmpty)
    }

    @Test("a profile not enrolled is told to enroll once, and offered Enroll first")
    func notEnrolledScreen() async {
        let (sut, view, interactor, _) = makeSUT(enrolled: .success(false))

        await sut.viewDidLoad()

        #expect(
            view.messages == [
                .showHeading(title: "Mobile authentication", lines: notEnrolledIntro), noPending,
                .showMenu(notEnrolledMenu),
            ])
        #expect(
            interactor.calls == [.isEnrolled(profileId: .ada), .pendingRequests(profileId: .ada)])
    }

    @Test("once enrolled here the menu drops Enroll, and Enroll is no longer taken")
    func enrollingDropsEnroll() async {
        let (sut, view, interactor, _) = makeSUT(enrolled: .success(false))
        interactor.enrollments = [.success(())]
        await sut.viewDidLoad()
        view.clear()

        await sut.didChoose(.enroll)
        await sut.didChoose(.enroll)

        #expect(
            view.messages == [
                .showProgress(MobileAuthText.enrolling), .hideProgress,
                .showSuccess(MobileAuthText.enrolled), .showMenu(enrolledMenu),
                .showError(.problem(sut.menu.unknownChoiceMessage)),
            ])
        #expect(
            interactor.calls == [
                .isEnrolled(profileId: .ada), .pendingRequests(profileId: .ada), .enroll(profileId: .ada),
            ])
    }

    @Test(
        "an enrolled profile's menu works without Enroll",
        arguments: [
            (MobileAuthAction.refresh, [MobileAuthInteractorMock.Call.pendingRequests(profileId: .ada)]),
            (.handle, [.beginHandling(profileId: .ada), .pendingRequests(profileId: .ada)]),
        ])
    func enrolledChoices(action: MobileAuthAction, expected: [MobileAuthInteractorMock.Call]) async {
        let (sut, _, interactor, router) = makeSUT(enrolled: .success(true))
        interactor.handlingStarts = [.handled([])]
        interactor.pendingLists = [.success([]), .success([])]
        await sut.viewDidLoad()

        await sut.didChoose(action)

        #expect(
            interactor.calls == [.isEnrolled(profileId: .ada), .pendingRequests(profileId: .ada)] + expected)
        #expect(router.messages.isEmpty)
    }

    @Test("Back goes to the dashboard when the profile is enrolled")
    func enrolledBack() async {
        let (sut, _, interactor, router) = makeSUT(enrolled: .success(true))
        await sut.viewDidLoad()

        await sut.didChoose(.back)

        #expect(
            interactor.calls == [.isEnrolled(profileId: .ada), .pendingRequests(profileId: .ada)])
        #expect(router.messages == [.didFinish(profileId: .ada)])
    }

    @Test(
        "an enrollment check that fails shows the error under the heading and still offers Enroll",
        arguments: [AppError.serverUnreachable, .serverUnavailable])
    func checkFails(_ error: AppError) async {
        let (sut, view, interactor, router) = makeSUT(enrolled: .failure(error))

        await sut.viewDidLoad()

        #expect(
            view.messages == [
                .showHeading(title: "Mobile authentication", lines: notEnrolledIntro),
                .showError(.failure(ErrorPresentation(error))), noPending, .showMenu(notEnrolledMenu),
            ])
        #expect(
            interactor.calls == [.isEnrolled(profileId: .ada), .pendingRequests(profileId: .ada)])
        #expect(router.messages.isEmpty)
    }

    @Test(
        "an enrollment check that finds the session over ends it, then goes to Welcome with its words",
        arguments: [AppError.notLoggedIn, .sessionEnded(.revoked), .profileDeregistered(.unknownToServer)])
    func checkEndsSession(_ error: AppError) async {
        let (sut, view, interactor, router) = makeSUT(enrolled: .failure(error))

        await sut.viewDidLoad()

        #expect(view.messages.isEmpty)
        #expect(interactor.calls == [.isEnrolled(profileId: .ada), .endSession(.profile(.ada))])
        #expect(router.messages == [.sessionDidEnd(notice: .sessionEnded(error))])
        await sut.didChoose(.back)
        #expect(router.messages == [.sessionDidEnd(notice: .sessionEnded(error))])
    }

    private func makeSUT(enrolled: Result<Bool, AppError>)
        -> (MobileAuthPresenter, MobileAuthViewSpy, MobileAuthInteractorMock, MobileAuthRouterSpy)
    {
        let view = MobileAuthViewSpy()
        let interactor = MobileAuthInteractorMock()
        interactor.enrollmentChecks = [enrolled]
        interactor.pendingLists = [.success([])]
        let router = MobileAuthRouterSpy()
        let sut = MobileAuthPresenter(
            profileId: .ada, interactor: interactor, router: router)
        sut.view = view
        return (sut, view, interactor, router)
    }
}
