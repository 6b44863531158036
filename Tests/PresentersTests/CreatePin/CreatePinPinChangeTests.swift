import Interactors
import Presenters
import Testing

@MainActor
@Suite("CreatePin presenter: the new PIN of a PIN change")
struct CreatePinPinChangeTests {
    private struct SUT {
        let presenter: CreatePinPresenter
        let view: CreatePinViewSpy
        let interactor: CreatePinInteractorMock
        let router: CreatePinRouterSpy
    }

    private static let heading = CreatePinViewSpy.Message.showHeading(
        title: "Choose your new PIN",
        lines: [
            "Choose a PIN of 5 digits.",
            "  - no digit more than 2 times",
            "  - not a run such as 12345 or 54321",
            "  - not a common PIN",
            "An empty line cancels the PIN change.",
        ])
    private static let cancelled = "PIN change cancelled: your PIN is unchanged."

    private func makeSUT(brokenRules: [[PinRule]] = [], choices: [ChallengeStep] = []) -> SUT {
        let view = CreatePinViewSpy()
        let interactor = CreatePinInteractorMock(
            currentStep: .createPin(ChallengeFixtures.newPinRequest()), brokenRules: brokenRules,
            choices: choices)
        let router = CreatePinRouterSpy()
        let presenter = CreatePinPresenter(
            interactor: interactor, router: router, tracer: .disabled, purpose: .pinChange,
            profileId: "profile-1")
        presenter.view = view
        return SUT(presenter: presenter, view: view, interactor: interactor, router: router)
    }

    @Test("the confirmed new PIN changes the PIN and goes back to Profile")
    func changesPin() async {
        let sut = makeSUT(brokenRules: [[]], choices: [.finished(.pinChanged(ChallengeFixtures.session))])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didSubmit("70394")
        await sut.presenter.didSubmit("70394")

        #expect(
            sut.view.messages == [
                Self.heading, .ask(.secret("New PIN")), .ask(.secret("Confirm PIN")),
                .showProgress("Changing your PIN…"), .hideProgress, .showSuccess("Your PIN is changed."),
            ])
        #expect(sut.router.messages == [.didChangePin(profileId: "profile-1")])
    }

    @Test("a PIN against the policy is refused with its rule and asked again, then a mismatch too")
    func policyAndMismatch() async {
        let sut = makeSUT(
            brokenRules: [[.notCommon], []], choices: [.finished(.pinChanged(ChallengeFixtures.session))])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didSubmit("13579")
        await sut.presenter.didSubmit("70394")
        await sut.presenter.didSubmit("70395")

        #expect(
            sut.view.messages == [
                Self.heading, .ask(.secret("New PIN")),
                .showErrors(["This PIN is too common and easy to guess."]),
                .ask(.secret("Confirm PIN")), .showErrors(["The PINs do not match. Choose a new PIN."]),
                .ask(.secret("New PIN")),
            ])
        #expect(sut.router.messages.isEmpty)
    }

    @Test("an empty line or the end of input cancels the change and goes back to Profile")
    func cancels() async {
        let sut = makeSUT()

        await sut.presenter.viewDidLoad()
        await sut.presenter.didSubmit("")

        #expect(sut.interactor.messages.last == .cancel)
        #expect(sut.router.messages == [.didEndPinChange(profileId: "profile-1", notice: Self.cancelled)])

        let other = makeSUT()
        await other.presenter.viewDidLoad()
        await other.presenter.viewDidReachEndOfInput()
        #expect(other.router.messages == [.didEndPinChange(profileId: "profile-1", notice: Self.cancelled)])
    }

    @Test("a failed change goes back to Profile with the error's words")
    func failureGoesBack() async {
        let sut = makeSUT(brokenRules: [[]], choices: [.failed(.serverUnreachable)])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didSubmit("70394")
        await sut.presenter.didSubmit("70394")

        #expect(
            sut.router.messages == [
                .didEndPinChange(
                    profileId: "profile-1",
                    notice:
                        "No connection: The authentication server could not be reached. Check the connection and try again."
                )
            ])
    }
}
