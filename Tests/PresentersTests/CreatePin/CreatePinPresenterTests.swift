import Interactors
import TestSupport
import Testing

@testable import Presenters

@MainActor
@Suite("CreatePin presenter")
struct CreatePinPresenterTests {
    private struct SUT {
        let presenter: CreatePinPresenter
        let view: CreatePinViewSpy
        let interactor: CreatePinInteractorMock
        let router: CreatePinRouterSpy
    }

    private static let text = CreatePinText.registration
    private static let heading = CreatePinViewSpy.Message.showHeading(
        title: text.title, lines: PinRuleText.summary(of: PinRules()) + [text.cancelHint])
    private static let askNewPin = CreatePinViewSpy.Message.ask(CreatePinText.newPinQuestion)
    private static let askConfirmation = CreatePinViewSpy.Message.ask(CreatePinText.confirmQuestion)
    private static let registering: [CreatePinViewSpy.Message] = [
        .showProgress(text.settingPin), .hideProgress,
    ]
    private static let cancelledNotice = RouteNotice.cancelled(text.flow)
    private static let signedIn = NewPinStep.succeeded(ChallengeFixtures.session)
    private static let welcome = CreatePinViewSpy.Message.showSuccess(
        text.succeeded(ChallengeFixtures.session))

    private func makeSUT(
        currentStep: NewPinStep = .chooseNewPin(ChallengeFixtures.newPinRequest()),
        brokenRules: Script<[PinRule]> = .always([]), choices: Script<NewPinStep> = []
    ) -> SUT {
        let view = CreatePinViewSpy()
        let interactor = CreatePinInteractorMock()
        interactor.currentSteps = [currentStep]
        interactor.brokenRules = brokenRules
        interactor.choices = choices
        let router = CreatePinRouterSpy()
        let presenter = CreatePinPresenter(interactor: interactor, router: router)
        presenter.view = view
        return SUT(presenter: presenter, view: view, interactor: interactor, router: router)
    }

    private func enter(_ texts: String..., to sut: SUT) async {
        for text in texts { await sut.presenter.didEnter(text) }
    }

    @Test("explains the rules and asks for a new PIN")
    func explainsRules() async {
        let sut = makeSUT()

        await sut.presenter.viewDidLoad()

        #expect(sut.view.messages == [Self.heading, Self.askNewPin])
        #expect(sut.interactor.calls == [.currentStep])
        #expect(sut.router.messages.isEmpty)
    }

    @Test("lists only the rules the server applies")
    func listsOnlyAppliedRules() async {
        let rules = PinRules(
            requiredLength: 6, maximumSimilarDigits: 1, forbidsSequences: false, refusesCommonPins: false)
        let sut = makeSUT(currentStep: .chooseNewPin(ChallengeFixtures.newPinRequest(rules: rules)))

        await sut.presenter.viewDidLoad()

        #expect(
            sut.view.messages == [
                .showHeading(
                    title: Self.text.title,
                    lines: ["Choose a PIN of 6 digits.", "  - no digit more than once", Self.text.cancelHint]),
                Self.askNewPin,
            ])
        #expect(sut.interactor.calls == [.currentStep])
    }

    @Test("a confirmed PIN registers the device, says so and routes to the dashboard")
    func confirmedPinSignsIn() async {
        let sut = makeSUT(choices: [Self.signedIn])

        await sut.presenter.viewDidLoad()
        await enter("24680", "24680", to: sut)

        #expect(
            sut.view.messages == [Self.heading, Self.askNewPin, Self.askConfirmation] + Self.registering + [
                Self.welcome
            ])
        #expect(
            sut.interactor.calls == [
                .currentStep, .brokenRules(SecretInput("24680")), .choose(SecretInput("24680")),
            ])
        #expect(sut.router.messages == [.didSignIn(owner: .profile(.profile1))])
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
        await enter("12345", to: sut)

        #expect(sut.view.messages == [Self.heading, Self.askNewPin, .showError(.problem(message))])
        #expect(sut.interactor.calls == [.currentStep, .brokenRules(SecretInput("12345"))])
        #expect(sut.router.messages.isEmpty)
    }

    @Test("every rule a PIN breaks is shown at once, then a good PIN goes on to the confirmation")
    func everyBrokenRuleShown() async {
        let sut = makeSUT(brokenRules: [[.noSequence, .notCommon], []])

        await sut.presenter.viewDidLoad()
        await enter("12345", "24680", to: sut)

        #expect(
            sut.view.messages == [
                Self.heading, Self.askNewPin,
                .showError(.problem(PinRuleText.message(for: .noSequence))),
                .showError(.problem(PinRuleText.message(for: .notCommon))),
                Self.askConfirmation,
            ])
        #expect(
            sut.interactor.calls == [
                .currentStep, .brokenRules(SecretInput("12345")), .brokenRules(SecretInput("24680")),
            ])
    }

    @Test("a confirmation that differs says so and asks for a new PIN, as often as it takes")
    func mismatchAsksAgain() async {
        let sut = makeSUT(choices: [Self.signedIn])

        await sut.presenter.viewDidLoad()
        await enter("24680", "24681", "24680", "", "24680", "24680", to: sut)

        let mismatch = CreatePinViewSpy.Message.showError(.problem(CreatePinText.mismatch))
        #expect(
            sut.view.messages == [
                Self.heading, Self.askNewPin,
                Self.askConfirmation, mismatch, Self.askNewPin,
                Self.askConfirmation, mismatch, Self.askNewPin,
                Self.askConfirmation,
            ] + Self.registering + [Self.welcome])
        #expect(
            sut.interactor.calls == [
                .currentStep,
                .brokenRules(SecretInput("24680")), .brokenRules(SecretInput("24680")),
                .brokenRules(SecretInput("24680")), .choose(SecretInput("24680")),
            ])
        #expect(sut.router.messages == [.didSignIn(owner: .profile(.profile1))])
    }

    @Test("a PIN the engine refuses shows that rule's message and asks for a new PIN")
    func engineRefusalAsksAgain() async {
        let refused = NewPinStep.chooseNewPin(ChallengeFixtures.newPinRequest(refusedFor: .notCommon))
        let sut = makeSUT(choices: [refused, Self.signedIn])

        await sut.presenter.viewDidLoad()
        await enter("24680", "24680", "36912", "36912", to: sut)

        #expect(
            sut.view.messages == [Self.heading, Self.askNewPin, Self.askConfirmation] + Self.registering + [
                .showError(.problem(PinRuleText.message(for: .notCommon))), Self.askNewPin,
                Self.askConfirmation,
            ] + Self.registering + [Self.welcome])
        #expect(
            sut.interactor.calls == [
                .currentStep, .brokenRules(SecretInput("24680")), .choose(SecretInput("24680")),
                .brokenRules(SecretInput("36912")), .choose(SecretInput("36912")),
            ])
        #expect(sut.router.messages == [.didSignIn(owner: .profile(.profile1))])
    }

    @Test("a request the screen opens on that already carries a refusal shows it first")
    func openingRequestWithRefusal() async {
        let sut = makeSUT(
            currentStep: .chooseNewPin(ChallengeFixtures.newPinRequest(refusedFor: .noSequence)))

        await sut.presenter.viewDidLoad()

        #expect(
            sut.view.messages == [
                Self.heading,
                .showError(.problem(PinRuleText.message(for: .noSequence))), Self.askNewPin,
            ])
        #expect(sut.interactor.calls == [.currentStep])
    }

    @Test("cancelling at New PIN cancels the registration")
    func cancels() async {
        let sut = makeSUT()

        await sut.presenter.viewDidLoad()
        await sut.presenter.didCancel()

        #expect(sut.interactor.calls == [.currentStep, .cancel])
        #expect(sut.router.messages == [.didEnd(notice: Self.cancelledNotice)])
        #expect(sut.view.messages == [Self.heading, Self.askNewPin])
    }

    @Test("the end of input at either prompt cancels the registration", arguments: [[], ["24680"]])
    func endOfInputCancels(textsFirst: [String]) async {
        let sut = makeSUT()

        await sut.presenter.viewDidLoad()
        for text in textsFirst { await sut.presenter.didEnter(text) }
        await sut.presenter.viewDidReachEndOfInput()

        #expect(
            sut.interactor.calls == [.currentStep] + textsFirst.map { .brokenRules(SecretInput($0)) } + [
                .cancel
            ])
        #expect(sut.router.messages == [.didEnd(notice: Self.cancelledNotice)])
    }

    @Test(
        "a registration that fails ends with the error's words; one the engine cancelled says so",
        arguments: [
            (AppError.registrationExpired, RouteNotice.flowFailed(.registrationExpired)),
            (AppError.serverUnavailable, RouteNotice.flowFailed(.serverUnavailable)),
            (AppError.notLoggedIn, RouteNotice.flowFailed(.notLoggedIn)),
            (AppError.cancelled, .cancelled(CreatePinText.registration.flow)),
        ])
    func failureEndsRegistration(error: AppError, notice: RouteNotice) async {
        let sut = makeSUT(choices: [.failed(error)])

        await sut.presenter.viewDidLoad()
        await enter("24680", "24680", to: sut)

        #expect(sut.router.messages == [.didEnd(notice: notice)])
        #expect(sut.view.messages == [Self.heading, Self.askNewPin, Self.askConfirmation] + Self.registering)
        #expect(
            sut.interactor.calls == [
                .currentStep, .brokenRules(SecretInput("24680")), .choose(SecretInput("24680")),
            ])
    }

}
