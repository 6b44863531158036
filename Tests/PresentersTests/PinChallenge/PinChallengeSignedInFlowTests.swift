import Interactors
import TestSupport
import Testing

@testable import Presenters

@MainActor
@Suite("PinChallenge presenter: registering an authenticator and changing the PIN")
struct PinChallengeSignedInFlowTests {
    private typealias Registration = PinEntryStep<ProfileAuthenticators>
    private typealias PinChange = PinEntryStep<NewPinRequest>

    private struct SUT<Outcome: Equatable & Sendable> {
        let presenter: PinChallengePresenter<Outcome>
        let view: PinChallengeViewSpy
        let interactor: PinChallengeInteractorMock<Outcome>
        let router: PinChallengeRouterSpy
    }

    private static let registration = PinChallengeText.authenticatorRegistration
    private static let pinChange = PinChallengeText.pinChange
    private static let request = ChallengeFixtures.pinRequest()
    private static let registering: [PinChallengeViewSpy.Message] = [
        .showProgress(registration.checkingOther), .hideProgress,
    ]
    private static let registrationHeading = PinChallengeViewSpy.Message.showHeading(
        title: registration.title, lines: registration.pinIntroduction(request, afterOther: false))
    private static let enrolLines = PinChallengeViewSpy.Message.showLines([
        SensorText.request(.enrolment), registration.sensorInstructions,
    ])
    private static let askNewPassword = PinChallengeViewSpy.Message.ask(PinChallengeText.newPasswordQuestion)
    private static let askConfirmation = PinChallengeViewSpy.Message.ask(
        PinChallengeText.confirmPasswordQuestion)
    /// The PIN change the screen is built with, of `.profile1`.
    private static let change = Interactors.PinChange(
        ChallengeFlow(endedWith: .cancelled), profileId: .profile1)
    private static let registered = ProfileAuthenticators(registered: [.pin, .biometric], preferred: .pin)

    private func makeRegistration(
        steps: Script<Registration> = [], first: Registration = .enterPin(request)
    ) -> SUT<ProfileAuthenticators> {
        let view = PinChallengeViewSpy()
        let interactor = PinChallengeInteractorMock<ProfileAuthenticators>()
        interactor.currentSteps = [first]
        interactor.steps = steps
        let router = PinChallengeRouterSpy()
        let presenter = PinChallengePresenter(
            profileId: .profile1, interactor: interactor, router: router)
        presenter.view = view
        return SUT(presenter: presenter, view: view, interactor: interactor, router: router)
    }

    private func makePinChange(steps: Script<PinChange> = [], first: PinChange = .enterPin(request))
        -> SUT<NewPinRequest>
    {
        let view = PinChallengeViewSpy()
        let interactor = PinChallengeInteractorMock<NewPinRequest>()
        interactor.currentSteps = [first]
        interactor.steps = steps
        let router = PinChallengeRouterSpy()
        let presenter = PinChallengePresenter(change: Self.change, interactor: interactor, router: router)
        presenter.view = view
        return SUT(presenter: presenter, view: view, interactor: interactor, router: router)
    }

    @Test("the PIN, then the sensor, registers the biometric authenticator and goes back saying so")
    func registersBiometric() async {
        let sut = makeRegistration(steps: [.touchSensor(.enrolment), .succeeded(Self.registered)])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didEnter("24680")
        await sut.presenter.didChoose(SensorAnswer.recognised)

        #expect(
            sut.view.messages == [Self.registrationHeading, PinChallengeFixtures.askPin]
                + PinChallengeFixtures.checkingPin
                + [Self.enrolLines, .askSensor(Self.registration.sensorQuestion)] + Self.registering)
        #expect(
            sut.interactor.calls == [
                .currentStep, .answer(SecretInput("24680")), .confirmBiometric(.recognised),
            ])
        #expect(
            sut.router.messages == [
                .didRegisterAuthenticator(
                    profileId: .profile1, notice: .authenticatorRegistered(.biometric))
            ])
    }

    @Test("a sensor that does not recognise the person registers nothing and goes back saying so")
    func sensorFailureRegistersNothing() async {
        let sut = makeRegistration(steps: [.touchSensor(.enrolment), .failed(.cancelled)])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didEnter("24680")
        await sut.presenter.didChoose(SensorAnswer.notRecognised)

        #expect(
            sut.router.messages == [
                .didEndRegistration(
                    profileId: .profile1,
                    notice: .cancelled(.authenticatorRegistration, after: .sensorNotRecognised))
            ])
    }

    @Test("enrolling the sensor offers no PIN instead: yes or no, and an empty line cancels")
    func noPinWhenEnrolling() {
        #expect(
            Self.registration.sensorQuestion
                == Question(
                    prompt: .text("Sensor"),
                    answers: [
                        .init(.recognised, words: ["yes", "y"]), .init(.notRecognised, words: ["no", "n"]),
                    ],
                    emptyLine: .cancel, refusal: "Please type \"yes\" or \"no\"."))
    }

    @Test(
        "a new password follows an account password's rules: at least 8 characters, not only spaces",
        arguments: [
            ("short", SignUpProblem.passwordTooShort(minimum: 8)), ("1234567", .passwordTooShort(minimum: 8)),
            ("          ", .passwordTooShort(minimum: 8)),
        ])
    func newPasswordRules(password: String, problem: SignUpProblem) async {
        let sut = makeRegistration(steps: [.choosePassword, .succeeded(Self.registered)])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didEnter("24680")
        await sut.presenter.didEnter(password)
        await sut.presenter.didEnter("open sesame")
        await sut.presenter.didEnter("open sesame")

        #expect(
            sut.view.messages == [Self.registrationHeading, PinChallengeFixtures.askPin]
                + PinChallengeFixtures.checkingPin + [
                    .showLines(PinChallengeText.choosePassword), Self.askNewPassword,
                    .showError(.problem(SignUpProblemText.message(for: problem))), Self.askNewPassword,
                    Self.askConfirmation,
                ] + Self.registering)
        #expect(
            sut.interactor.calls == [
                .currentStep, .answer(SecretInput("24680")), .answer(SecretInput("open sesame")),
            ])
    }

    @Test("the password is chosen twice; a mismatch asks both again")
    func choosesPasswordWithConfirmation() async {
        let sut = makeRegistration(steps: [.choosePassword, .succeeded(Self.registered)])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didEnter("24680")
        await sut.presenter.didEnter("open sesame")
        await sut.presenter.didEnter("open sesam")
        await sut.presenter.didEnter("open sesame")
        await sut.presenter.didEnter("open sesame")

        #expect(
            sut.view.messages == [Self.registrationHeading, PinChallengeFixtures.askPin]
                + PinChallengeFixtures.checkingPin + [
                    .showLines(PinChallengeText.choosePassword), Self.askNewPassword, Self.askConfirmation,
                    .showError(.problem(PinChallengeText.passwordMismatch)), Self.askNewPassword,
                    Self.askConfirmation,
                ] + Self.registering)
        #expect(
            sut.interactor.calls == [
                .currentStep, .answer(SecretInput("24680")), .answer(SecretInput("open sesame")),
            ])
        #expect(
            sut.router.messages == [
                .didRegisterAuthenticator(
                    profileId: .profile1, notice: .authenticatorRegistered(.password))
            ])
    }

    @Test("an empty new password cancels the registration and goes back to Authenticators")
    func emptyPasswordCancels() async {
        let sut = makeRegistration(steps: [.choosePassword])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didEnter("24680")
        await sut.presenter.didCancel()

        #expect(sut.interactor.calls == [.currentStep, .answer(SecretInput("24680")), .cancel])
        #expect(
            sut.router.messages == [
                .didEndRegistration(profileId: .profile1, notice: .cancelled(.authenticatorRegistration))
            ])
    }

    @Test("an empty PIN cancels the registration and goes back to Authenticators")
    func emptyPinCancelsRegistration() async {
        let sut = makeRegistration()

        await sut.presenter.viewDidLoad()
        await sut.presenter.didCancel()

        #expect(sut.interactor.calls == [.currentStep, .cancel])
        #expect(
            sut.router.messages == [
                .didEndRegistration(profileId: .profile1, notice: .cancelled(.authenticatorRegistration))
            ])
    }

    @Test("the last wrong PIN of a registration deregisters: Welcome says why")
    func registrationDeregisters() async {
        let sut = makeRegistration(steps: [.failed(.profileDeregistered(.tooManyFailedAttempts))])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didEnter("13579")

        #expect(
            sut.router.messages == [
                .didDeregister(notice: .deregistered(.tooManyFailedAttempts))
            ])
        #expect(sut.interactor.calls == [.currentStep, .answer(SecretInput("13579"))])
    }

    @Test("the current PIN of a PIN change leads to the new PIN")
    func pinChangeAsksNewPin() async {
        let sut = makePinChange(steps: [.succeeded(ChallengeFixtures.newPinRequest())])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didEnter("24680")

        #expect(
            sut.view.messages == [
                .showHeading(
                    title: Self.pinChange.title,
                    lines: Self.pinChange.pinIntroduction(Self.request, afterOther: false)),
                PinChallengeFixtures.askPin,
            ] + PinChallengeFixtures.checkingPin)
        #expect(sut.router.messages == [.didAcceptPin(Self.change)])
    }

    @Test("a wrong current PIN is counted and asked again")
    func wrongCurrentPin() async {
        let wrong = ChallengeFixtures.pinRequest(failures: 1)
        let sut = makePinChange(steps: [.enterPin(wrong), .succeeded(ChallengeFixtures.newPinRequest())])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didEnter("13579")
        await sut.presenter.didEnter("24680")

        #expect(
            sut.view.messages == [
                .showHeading(
                    title: Self.pinChange.title,
                    lines: Self.pinChange.pinIntroduction(Self.request, afterOther: false)),
                PinChallengeFixtures.askPin,
            ] + PinChallengeFixtures.checkingPin + [
                .showError(.problem(PinChallengeText.wrongPinWithAttempts(wrong)))
            ]
                + PinChallengeFixtures.checkingPin)
        #expect(
            sut.interactor.calls == [
                .currentStep, .answer(SecretInput("13579")), .answer(SecretInput("24680")),
            ])
        #expect(sut.router.messages == [.didAcceptPin(Self.change)])
    }

    @Test(
        "a PIN change cancelled or failed goes back to Profile with the reason",
        arguments: [
            (nil, RouteNotice.cancelled(.pinChange), [PinChallengeInteractorMock<NewPinRequest>.Call.cancel]),
            ("24680", .flowFailed(.serverUnreachable), [.answer(SecretInput("24680"))]),
        ])
    func pinChangeEnds(
        pin: String?, notice: RouteNotice, calls: [PinChallengeInteractorMock<NewPinRequest>.Call]
    ) async {
        let sut = makePinChange(steps: [.failed(.serverUnreachable)])

        await sut.presenter.viewDidLoad()
        if let pin { await sut.presenter.didEnter(pin) } else { await sut.presenter.didCancel() }

        #expect(sut.router.messages == [.didEndPinChange(profileId: .profile1, notice: notice)])
        #expect(sut.interactor.calls == [.currentStep] + calls)
    }

    @Test(
        "a session found over during a PIN change is ended here, then Welcome says why",
        arguments: [AppError.sessionEnded(.revoked), .notLoggedIn, .deviceNotRecognised])
    func pinChangeFindsSessionOver(error: AppError) async {
        let sut = makePinChange(steps: [.failed(error)])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didEnter("24680")

        #expect(
            sut.interactor.calls == [
                .currentStep, .answer(SecretInput("24680")), .endSession(.profile(.profile1)),
            ])
        #expect(sut.router.messages == [.sessionDidEnd(notice: .sessionEnded(error))])
    }

    @Test("a session found over while registering an authenticator is ended here, then Welcome says why")
    func registrationFindsSessionOver() async {
        let sut = makeRegistration(steps: [
            .touchSensor(.enrolment), .failed(.sessionEnded(.lifetimeReached)),
        ])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didEnter("24680")
        await sut.presenter.didChoose(SensorAnswer.recognised)

        #expect(
            sut.interactor.calls == [
                .currentStep, .answer(SecretInput("24680")), .confirmBiometric(.recognised),
                .endSession(.profile(.profile1)),
            ])
        #expect(
            sut.router.messages == [
                .sessionDidEnd(notice: .sessionEnded(.sessionEnded(.lifetimeReached)))
            ])
    }

}
