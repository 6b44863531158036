import Interactors
import Presenters
import Testing

@MainActor
@Suite("CreatePin presenter")
struct CreatePinPresenterTests {
    private struct SUT {
        let presenter: CreatePinPresenter
        let view: CreatePinViewSpy
        let interactor: CreatePinInteractorMock
        let router: CreatePinRouterSpy
    }

    private static let heading = CreatePinViewSpy.Message.showHeading(
        title: "Create your PIN",
        lines: [
            "Choose a PIN of 5 digits.",
            "  - no digit more than 2 times",
            "  - not a run such as 12345 or 54321",
            "  - not a common PIN",
            "An empty line cancels the registration.",
        ])
    private static let askNewPin = CreatePinViewSpy.Message.ask(.secret("New PIN"))
    private static let askConfirmation = CreatePinViewSpy.Message.ask(.secret("Confirm PIN"))
    private static let registering: [CreatePinViewSpy.Message] = [
        .showProgress("Registering this device…"), .hideProgress,
    ]
    private static let cancelledNotice = "Registration cancelled: this device was not registered."
    private static let signedIn = ChallengeStep.finished(.signedIn(ChallengeFixtures.session))

    private func makeSUT(
        currentStep: ChallengeStep? = .createPin(ChallengeFixtures.newPinRequest()),
        brokenRules: [[PinRule]] = [], choices: [ChallengeStep] = [], tracer: Tracer = .disabled
    ) -> SUT {
        let view = CreatePinViewSpy()
        let interactor = CreatePinInteractorMock(
            currentStep: currentStep, brokenRules: brokenRules, choices: choices)
        let router = CreatePinRouterSpy()
        let presenter = CreatePinPresenter(interactor: interactor, router: router, tracer: tracer)
        presenter.view = view
        return SUT(presenter: presenter, view: view, interactor: interactor, router: router)
    }

    private func submit(_ lines: String..., to sut: SUT) async {
        for line in lines { await sut.presenter.didSubmit(line) }
    }

    @Test("explains the rules and asks for a new PIN")
    func explainsRules() async {
        let sut = makeSUT()

        await sut.presenter.viewDidLoad()

        #expect(sut.view.messages == [Self.heading, Self.askNewPin])
        #expect(sut.interactor.messages == [.currentStep])
        #expect(sut.router.messages.isEmpty)
    }

    @Test("lists only the rules the server applies")
    func listsOnlyAppliedRules() async {
        let rules = PinRules(
            requiredLength: 6, maximumSimilarDigits: 1, forbidsSequences: false, refusesCommonPins: false)
        let sut = makeSUT(currentStep: .createPin(ChallengeFixtures.newPinRequest(rules: rules)))

        await sut.presenter.viewDidLoad()

        #expect(
            sut.view.messages == [
                .showHeading(
                    title: "Create your PIN",
                    lines: [
                        "Choose a PIN of 6 digits.", "  - no digit more than once",
                        "An empty line cancels the registration.",
                    ]),
                Self.askNewPin,
            ])
    }

    @Test("a confirmed PIN registers the device, says so and routes to the dashboard")
    func confirmedPinSignsIn() async {
        let sut = makeSUT(choices: [Self.signedIn])

        await sut.presenter.viewDidLoad()
        await submit("24680", "24680", to: sut)

        #expect(
            sut.view.messages == [Self.heading, Self.askNewPin, Self.askConfirmation] + Self.registering + [
                .showSuccess("Your PIN is set. Welcome, Lin Example.")
            ])
        #expect(
            sut.interactor.messages == [
                .currentStep, .brokenRules(SecretInput("24680")), .choose(SecretInput("24680")),
            ])
        #expect(sut.router.messages == [.didSignIn(profileId: "profile-1")])
    }

    @Test(
        "a PIN that breaks a rule gets that rule's message and the new PIN is asked again",
        arguments: [
            (PinRule.wrongLength(required: 5), "The PIN must be exactly 5 digits long."),
            (PinRule.digitsOnly, "The PIN may contain only the digits 0 to 9."),
            (PinRule.tooManySimilarDigits(maximum: 2), "No digit may appear more than 2 times in the PIN."),
            (PinRule.tooManySimilarDigits(maximum: 1), "Each digit may appear only once in the PIN."),
            (PinRule.noSequence, "The PIN cannot be a run of consecutive digits, such as 12345 or 54321."),
            (PinRule.notCommon, "This PIN is too common and easy to guess."),
        ])
    func ruleMessage(rule: PinRule, message: String) async {
        let sut = makeSUT(brokenRules: [[rule]])

        await sut.presenter.viewDidLoad()
        await submit("12345", to: sut)

        #expect(sut.view.messages == [Self.heading, Self.askNewPin, .showErrors([message])])
        #expect(sut.interactor.messages == [.currentStep, .brokenRules(SecretInput("12345"))])
        #expect(sut.router.messages.isEmpty)
    }

    @Test("every rule a PIN breaks is shown at once, then a good PIN goes on to the confirmation")
    func everyBrokenRuleShown() async {
        let sut = makeSUT(brokenRules: [[.noSequence, .notCommon], []])

        await sut.presenter.viewDidLoad()
        await submit("12345", "24680", to: sut)

        #expect(
            sut.view.messages == [
                Self.heading, Self.askNewPin,
                .showErrors([
                    "The PIN cannot be a run of consecutive digits, such as 12345 or 54321.",
                    "This PIN is too common and easy to guess.",
                ]),
                Self.askConfirmation,
            ])
    }

    @Test("a confirmation that differs says so and asks for a new PIN, as often as it takes")
    func mismatchAsksAgain() async {
        let sut = makeSUT(choices: [Self.signedIn])

        await sut.presenter.viewDidLoad()
        await submit("24680", "24681", "24680", "", "24680", "24680", to: sut)

        let mismatch = CreatePinViewSpy.Message.showErrors(["The PINs do not match. Choose a new PIN."])
        #expect(
            sut.view.messages == [
                Self.heading, Self.askNewPin,
                Self.askConfirmation, mismatch, Self.askNewPin,
                Self.askConfirmation, mismatch, Self.askNewPin,
                Self.askConfirmation,
            ] + Self.registering + [.showSuccess("Your PIN is set. Welcome, Lin Example.")])
        #expect(
            sut.interactor.messages == [
                .currentStep,
                .brokenRules(SecretInput("24680")), .brokenRules(SecretInput("24680")),
                .brokenRules(SecretInput("24680")), .choose(SecretInput("24680")),
            ])
        #expect(sut.router.messages == [.didSignIn(profileId: "profile-1")])
    }

    @Test("a PIN the engine refuses shows that rule's message and asks for a new PIN")
    func engineRefusalAsksAgain() async {
        let refused = ChallengeStep.createPin(ChallengeFixtures.newPinRequest(refusedFor: .notCommon))
        let sut = makeSUT(choices: [refused, Self.signedIn])

        await sut.presenter.viewDidLoad()
        await submit("24680", "24680", "36912", "36912", to: sut)

        #expect(
            sut.view.messages == [Self.heading, Self.askNewPin, Self.askConfirmation] + Self.registering + [
                .showErrors(["This PIN is too common and easy to guess."]), Self.askNewPin,
                Self.askConfirmation,
            ] + Self.registering + [.showSuccess("Your PIN is set. Welcome, Lin Example.")])
        #expect(sut.router.messages == [.didSignIn(profileId: "profile-1")])
    }

    @Test("a request the screen opens on that already carries a refusal shows it first")
    func openingRequestWithRefusal() async {
        let sut = makeSUT(currentStep: .createPin(ChallengeFixtures.newPinRequest(refusedFor: .noSequence)))

        await sut.presenter.viewDidLoad()

        #expect(
            sut.view.messages == [
                Self.heading,
                .showErrors(["The PIN cannot be a run of consecutive digits, such as 12345 or 54321."]),
                Self.askNewPin,
            ])
    }

    @Test("an empty line at New PIN cancels the registration")
    func emptyLineCancels() async {
        let sut = makeSUT()

        await sut.presenter.viewDidLoad()
        await submit("", to: sut)

        #expect(sut.interactor.messages == [.currentStep, .cancel])
        #expect(sut.router.messages == [.didEnd(notice: Self.cancelledNotice)])
        #expect(sut.view.messages == [Self.heading, Self.askNewPin])
    }

    @Test("the end of input at either prompt cancels the registration", arguments: [[], ["24680"]])
    func endOfInputCancels(linesFirst: [String]) async {
        let sut = makeSUT()

        await sut.presenter.viewDidLoad()
        for line in linesFirst { await sut.presenter.didSubmit(line) }
        await sut.presenter.viewDidReachEndOfInput()

        #expect(sut.interactor.messages.last == .cancel)
        #expect(!sut.interactor.messages.contains { if case .choose = $0 { true } else { false } })
        #expect(sut.router.messages == [.didEnd(notice: Self.cancelledNotice)])
    }

    @Test(
        "a registration that fails ends with the error's words",
        arguments: [
            (
                AppError.registrationExpired,
                "Registration expired: The registration took too long and has expired. Start the registration again."
            ),
            (
                AppError.serverUnavailable,
                "Server unavailable: The authentication server could not complete the request. Try again in a moment."
            ),
            (AppError.cancelled, "Registration cancelled: this device was not registered."),
        ])
    func failureEndsRegistration(error: AppError, notice: String) async {
        let sut = makeSUT(choices: [.failed(error)])

        await sut.presenter.viewDidLoad()
        await submit("24680", "24680", to: sut)

        #expect(sut.router.messages == [.didEnd(notice: notice)])
        #expect(sut.view.messages == [Self.heading, Self.askNewPin, Self.askConfirmation] + Self.registering)
    }

    @Test("without a registration in progress it goes back to Welcome at once")
    func noRegistrationInProgress() async {
        let sut = makeSUT(currentStep: nil)

        await sut.presenter.viewDidLoad()

        #expect(sut.view.messages.isEmpty)
        #expect(sut.router.messages == [.didEnd(notice: "No registration is in progress.")])
    }

    @Test("a flow that asks for an existing PIN instead is cancelled, not answered")
    func enterPinIsCancelled() async {
        let sut = makeSUT(currentStep: .enterPin(ChallengeFixtures.pinRequest()))

        await sut.presenter.viewDidLoad()

        #expect(sut.interactor.messages == [.currentStep, .cancel])
        #expect(sut.router.messages == [.didEnd(notice: Self.cancelledNotice)])
    }

    @Test("traces each hop without the PIN or the rules it breaks")
    func tracesWithoutSecrets() async {
        let log = ModuleTraceLog()
        let sut = makeSUT(brokenRules: [[.noSequence]], choices: [Self.signedIn], tracer: log.tracer)

        await sut.presenter.viewDidLoad()
        await submit("12345", "24680", "24680", to: sut)

        #expect(
            log.lines == [
                "trace: CreatePin: Presenter -> Interactor: current step",
                "trace: CreatePin: Interactor -> Presenter: new PIN requested",
                "trace: CreatePin: View -> Presenter: new PIN (5 characters)",
                "trace: CreatePin: Presenter -> Interactor: check the PIN rules",
                "trace: CreatePin: Interactor -> Presenter: rules broken: 1",
                "trace: CreatePin: View -> Presenter: new PIN (5 characters)",
                "trace: CreatePin: Presenter -> Interactor: check the PIN rules",
                "trace: CreatePin: Interactor -> Presenter: rules broken: 0",
                "trace: CreatePin: View -> Presenter: confirmation (5 characters)",
                "trace: CreatePin: Presenter -> Interactor: choose the PIN (5 characters)",
                "trace: CreatePin: Interactor -> Presenter: signed in to profile profile-1",
                "trace: CreatePin: Presenter -> Router: signed in",
            ])
        #expect(
            !log.lines.contains { $0.contains("12345") || $0.contains("24680") || $0.contains("sequence") })
    }
}
