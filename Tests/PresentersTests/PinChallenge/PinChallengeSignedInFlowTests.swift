import Interactors
import Testing

@testable import Presenters

@MainActor
@Suite("PinChallenge presenter: registering an authenticator and changing the PIN")
struct PinChallengeSignedInFlowTests {
    private struct SUT {
        let presenter: PinChallengePresenter
        let view: PinChallengeViewSpy
        let interactor: PinChallengeInteractorMock
        let router: PinChallengeRouterSpy
    }

    private static let askPin = PinChallengeViewSpy.Message.ask(.secret("PIN"))
    private static let checkingPin: [PinChallengeViewSpy.Message] = [
        .showProgress("Checking your PIN…"), .hideProgress,
    ]
    private static let registering: [PinChallengeViewSpy.Message] = [
        .showProgress("Registering the authenticator…"), .hideProgress,
    ]
    private static let registrationHeading = PinChallengeViewSpy.Message.showHeading(
        title: "Register an authenticator",
        lines: ["Enter your PIN (5 digits) to confirm it is you. An empty line cancels."])
    private static let enrolLines = PinChallengeViewSpy.Message.showLines([
        SensorText.request(.enrolment),
        "Touch the sensor: type \"yes\" to be recognised, \"no\" to fail. An empty line cancels.",
    ])
    private static let choosePassword = PinChallengeViewSpy.Message.showLines([
        "Choose the password of this authenticator; it is asked at login instead of the PIN.",
        "At least 8 characters, not only spaces. An empty line cancels.",
    ])
    private static let registered = ProfileAuthenticators(registered: [.pin, .biometric], preferred: .pin)
    private static let cancelledRegistration = "Registration cancelled: no authenticator was added."

    private func makeSUT(
        _ purpose: ChallengePurpose, answers: [ChallengeStep] = [],
        first: ChallengeStep = .enterPin(ChallengeFixtures.pinRequest())
    ) -> SUT {
        let view = PinChallengeViewSpy()
        let interactor = PinChallengeInteractorMock(currentStep: first, answers: answers)
        let router = PinChallengeRouterSpy()
        let presenter = PinChallengePresenter(
            interactor: interactor, router: router, tracer: .disabled, purpose: purpose,
            profileId: "profile-1")
        presenter.view = view
        return SUT(presenter: presenter, view: view, interactor: interactor, router: router)
    }

    private var enrol: ChallengeStep { .confirmBiometric(.enrolment) }

    @Test("the PIN, then the sensor, registers the biometric authenticator and goes back saying so")
    func registersBiometric() async {
        let sut = makeSUT(
            .authenticatorRegistration,
            answers: [enrol, .finished(.authenticatorRegistered(Self.registered))])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didSubmit("24680")
        await sut.presenter.didSubmit("yes")

        #expect(
            sut.view.messages == [Self.registrationHeading, Self.askPin] + Self.checkingPin
                + [Self.enrolLines, .ask(.text("Sensor"))] + Self.registering)
        #expect(
            sut.interactor.messages == [
                .currentStep, .answer(SecretInput("24680")), .confirmBiometric(.recognised),
            ])
        #expect(
            sut.router.messages == [
                .didRegisterAuthenticator(
                    profileId: "profile-1", notice: "The biometric authenticator is registered.")
            ])
    }

    @Test("a sensor that does not recognise the person registers nothing and goes back saying so")
    func sensorFailureRegistersNothing() async {
        let sut = makeSUT(.authenticatorRegistration, answers: [enrol, .failed(.cancelled)])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didSubmit("24680")
        await sut.presenter.didSubmit("no")

        #expect(
            sut.router.messages == [
                .didEndFlow(profileId: "profile-1", notice: "Not recognised. \(Self.cancelledRegistration)")
            ])
    }

    @Test("\"pin\" is no answer when enrolling the sensor", arguments: ["pin", "maybe"])
    func pinIsGarbageWhenEnrolling(line: String) async {
        let sut = makeSUT(
            .authenticatorRegistration, answers: [enrol], first: .enterPin(ChallengeFixtures.pinRequest()))

        await sut.presenter.viewDidLoad()
        await sut.presenter.didSubmit("24680")
        await sut.presenter.didSubmit(line)

        #expect(sut.view.messages.last == .showError("Please type \"yes\" or \"no\"."))
        #expect(sut.interactor.messages == [.currentStep, .answer(SecretInput("24680"))])
    }

    @Test(
        "a new password follows an account password's rules: at least 8 characters, not only spaces",
        arguments: ["short", "1234567", "          "])
    func newPasswordRules(password: String) async {
        let sut = makeSUT(
            .authenticatorRegistration,
            answers: [
                .enterPassword(previousAttemptFailed: false),
                .finished(.authenticatorRegistered(Self.registered)),
            ])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didSubmit("24680")
        await sut.presenter.didSubmit(password)
        await sut.presenter.didSubmit("open sesame")
        await sut.presenter.didSubmit("open sesame")

        #expect(
            sut.view.messages == [Self.registrationHeading, Self.askPin] + Self.checkingPin + [
                Self.choosePassword, .ask(.secret("New password")),
                .showError("The password must be at least 8 characters long."),
                .ask(.secret("New password")), .ask(.secret("Confirm password")),
            ] + Self.registering)
        #expect(
            sut.interactor.messages == [
                .currentStep, .answer(SecretInput("24680")), .answer(SecretInput("open sesame")),
            ])
    }

    @Test("the password is chosen twice; a mismatch asks both again")
    func choosesPasswordWithConfirmation() async {
        let sut = makeSUT(
            .authenticatorRegistration,
            answers: [
                .enterPassword(previousAttemptFailed: false),
                .finished(.authenticatorRegistered(Self.registered)),
            ])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didSubmit("24680")
        await sut.presenter.didSubmit("open sesame")
        await sut.presenter.didSubmit("open sesam")
        await sut.presenter.didSubmit("open sesame")
        await sut.presenter.didSubmit("open sesame")

        #expect(
            sut.view.messages == [Self.registrationHeading, Self.askPin] + Self.checkingPin + [
                Self.choosePassword, .ask(.secret("New password")), .ask(.secret("Confirm password")),
                .showError("The passwords do not match. Choose the password again."),
                .ask(.secret("New password")), .ask(.secret("Confirm password")),
            ] + Self.registering)
        #expect(
            sut.interactor.messages == [
                .currentStep, .answer(SecretInput("24680")), .answer(SecretInput("open sesame")),
            ])
        #expect(
            sut.router.messages == [
                .didRegisterAuthenticator(
                    profileId: "profile-1", notice: "The password authenticator is registered.")
            ])
    }

    @Test("an empty new password cancels the registration and goes back to Authenticators")
    func emptyPasswordCancels() async {
        let sut = makeSUT(.authenticatorRegistration, answers: [.enterPassword(previousAttemptFailed: false)])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didSubmit("24680")
        await sut.presenter.didSubmit("")

        #expect(sut.interactor.messages == [.currentStep, .answer(SecretInput("24680")), .cancel])
        #expect(
            sut.router.messages == [.didEndFlow(profileId: "profile-1", notice: Self.cancelledRegistration)])
    }

    @Test("an empty PIN cancels the registration and goes back to Authenticators")
    func emptyPinCancelsRegistration() async {
        let sut = makeSUT(.authenticatorRegistration)

        await sut.presenter.viewDidLoad()
        await sut.presenter.didSubmit("")

        #expect(sut.interactor.messages == [.currentStep, .cancel])
        #expect(
            sut.router.messages == [.didEndFlow(profileId: "profile-1", notice: Self.cancelledRegistration)])
    }

    @Test("the last wrong PIN of a registration deregisters: Welcome says why")
    func registrationDeregisters() async {
        let sut = makeSUT(
            .authenticatorRegistration, answers: [.failed(.profileDeregistered(.tooManyFailedAttempts))])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didSubmit("13579")

        #expect(
            sut.router.messages == [
                .didDeregister(
                    notice:
                        "Too many wrong PIN attempts: the profile was deregistered and removed from this device."
                )
            ])
    }

    @Test("the current PIN of a PIN change leads to the new PIN")
    func pinChangeAsksNewPin() async {
        let sut = makeSUT(.pinChange, answers: [.createPin(ChallengeFixtures.newPinRequest())])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didSubmit("24680")

        #expect(
            sut.view.messages == [
                .showHeading(
                    title: "Change your PIN",
                    lines: ["Enter your current PIN (5 digits). An empty line cancels."]),
                Self.askPin,
            ] + Self.checkingPin)
        #expect(sut.router.messages == [.needsNewPin(profileId: "profile-1")])
    }

    @Test("a wrong current PIN is counted and asked again")
    func wrongCurrentPin() async {
        let sut = makeSUT(
            .pinChange,
            answers: [
                .enterPin(ChallengeFixtures.pinRequest(failures: 1)),
                .createPin(ChallengeFixtures.newPinRequest()),
            ])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didSubmit("13579")
        await sut.presenter.didSubmit("24680")

        #expect(sut.view.messages.contains(.showError("Wrong PIN. 2 attempts left.")))
        #expect(sut.router.messages == [.needsNewPin(profileId: "profile-1")])
    }

    @Test(
        "a PIN change cancelled or failed goes back to Profile with the reason",
        arguments: [
            ("", "PIN change cancelled: your PIN is unchanged."),
            (
                "24680",
                "No connection: The authentication server could not be reached. Check the connection and try again."
            ),
        ])
    func pinChangeEnds(line: String, notice: String) async {
        let sut = makeSUT(.pinChange, answers: [.failed(.serverUnreachable)])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didSubmit(line)

        #expect(sut.router.messages == [.didEndFlow(profileId: "profile-1", notice: notice)])
    }

    @Test("without a flow in progress it goes back at once, saying so")
    func nothingInProgress() async {
        let view = PinChallengeViewSpy()
        let interactor = PinChallengeInteractorMock(currentStep: nil)
        let router = PinChallengeRouterSpy()
        let presenter = PinChallengePresenter(
            interactor: interactor, router: router, tracer: .disabled, purpose: .pinChange,
            profileId: "profile-1")
        presenter.view = view

        await presenter.viewDidLoad()

        #expect(
            router.messages == [.didEndFlow(profileId: "profile-1", notice: "No PIN change is in progress.")])
    }
}
