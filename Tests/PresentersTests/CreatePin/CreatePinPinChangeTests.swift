import Interactors
import TestSupport
import Testing

@testable import Presenters

@MainActor
@Suite("CreatePin presenter: the new PIN of a PIN change")
struct CreatePinPinChangeTests {
    private struct SUT {
        let presenter: CreatePinPresenter
        let view: CreatePinViewSpy
        let interactor: CreatePinInteractorMock
        let router: CreatePinRouterSpy
    }

    private static let text = CreatePinText.pinChange
    private static let heading = CreatePinViewSpy.Message.showHeading(
        title: text.title, lines: PinRuleText.summary(of: PinRules()) + [text.cancelHint])
    private static let cancelled = RouteNotice.cancelled(text.flow)

    private func makeSUT(
        currentStep: NewPinStep = .chooseNewPin(ChallengeFixtures.newPinRequest()),
        brokenRules: Script<[PinRule]> = .always([]),
        choices: Script<NewPinStep> = []
    ) -> SUT {
        let view = CreatePinViewSpy()
        let interactor = CreatePinInteractorMock()
        interactor.currentSteps = [currentStep]
        interactor.brokenRules = brokenRules
        interactor.choices = choices
        let router = CreatePinRouterSpy()
        let presenter = CreatePinPresenter(
            profileId: .profile1, interactor: interactor, router: router)
        presenter.view = view
        return SUT(presenter: presenter, view: view, interactor: interactor, router: router)
    }

    @Test("the confirmed new PIN changes the PIN and goes back to Profile")
    func changesPin() async {
        let sut = makeSUT(choices: [.succeeded(ChallengeFixtures.session)])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didEnter("70394")
        await sut.presenter.didEnter("70394")

        #expect(
            sut.view.messages == [
                Self.heading, .ask(CreatePinText.newPinQuestion), .ask(CreatePinText.confirmQuestion),
                .showProgress(Self.text.settingPin), .hideProgress,
                .showSuccess(Self.text.succeeded(ChallengeFixtures.session)),
            ])
        #expect(
            sut.interactor.calls == [
                .currentStep, .brokenRules(SecretInput("70394")), .choose(SecretInput("70394")),
            ])
        #expect(sut.router.messages == [.didChangePin(profileId: .profile1)])
    }

    @Test("a PIN against the policy is refused with its rule and asked again, then a mismatch too")
    func policyAndMismatch() async {
        let sut = makeSUT(brokenRules: [[.notCommon], []])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didEnter("13579")
        await sut.presenter.didEnter("70394")
        await sut.presenter.didEnter("70395")

        #expect(
            sut.view.messages == [
                Self.heading, .ask(CreatePinText.newPinQuestion),
                .showError(.problem(PinRuleText.message(for: .notCommon))),
                .ask(CreatePinText.confirmQuestion), .showError(.problem(CreatePinText.mismatch)),
                .ask(CreatePinText.newPinQuestion),
            ])
        #expect(
            sut.interactor.calls == [
                .currentStep, .brokenRules(SecretInput("13579")), .brokenRules(SecretInput("70394")),
            ])
        #expect(sut.router.messages.isEmpty)
    }

    @Test("an empty line or the end of input cancels the change and goes back to Profile")
    func cancels() async {
        let sut = makeSUT()

        await sut.presenter.viewDidLoad()
        await sut.presenter.didCancel()

        #expect(sut.interactor.calls == [.currentStep, .cancel])
        #expect(sut.router.messages == [.didEndPinChange(profileId: .profile1, notice: Self.cancelled)])

        let other = makeSUT()
        await other.presenter.viewDidLoad()
        await other.presenter.viewDidReachEndOfInput()
        #expect(other.interactor.calls == [.currentStep, .cancel])
        #expect(other.router.messages == [.didEndPinChange(profileId: .profile1, notice: Self.cancelled)])
    }

    @Test("a failed change goes back to Profile with the error's words")
    func failureGoesBack() async {
        let sut = makeSUT(choices: [.failed(.serverUnreachable)])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didEnter("70394")
        await sut.presenter.didEnter("70394")

        #expect(
            sut.router.messages == [
                .didEndPinChange(profileId: .profile1, notice: .flowFailed(.serverUnreachable))
            ])
        #expect(
            sut.interactor.calls == [
                .currentStep, .brokenRules(SecretInput("70394")), .choose(SecretInput("70394")),
            ])
    }

    @Test(
        "a session found over when the new PIN is set is ended here, then Welcome says why",
        arguments: [AppError.sessionEnded(.revoked), .notLoggedIn, .profileDeregistered(.unknownToServer)])
    func sessionOver(error: AppError) async {
        let sut = makeSUT(choices: [.failed(error)])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didEnter("70394")
        await sut.presenter.didEnter("70394")

        #expect(
            sut.interactor.calls == [
                .currentStep, .brokenRules(SecretInput("70394")), .choose(SecretInput("70394")),
                .endSession(.profile(.profile1)),
            ])
        #expect(sut.router.messages == [.sessionDidEnd(notice: .sessionEnded(error))])
    }

}
