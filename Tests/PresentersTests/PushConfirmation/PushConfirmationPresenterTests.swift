import Interactors
import TestSupport
import Testing

@testable import Presenters

@MainActor
@Suite("Push confirmation presenter")
struct PushConfirmationPresenterTests {
    private let backToList = PushConfirmationRouterSpy.Message.didFinish(profileId: .ada)

    // MARK: The request

    @Test("shows the request waiting, with its time and expiry, and asks accept or deny")
    func request() async {
        let (sut, view, interactor, router) = makeSUT(current: .decide(PushFixtures.library))

        await sut.viewDidLoad()

        #expect(
            view.messages == [
                .showHeading(
                    title: PushConfirmationText.decisionTitle,
                    lines: [
                        "\u{201C}Sign in to the library\u{201D}",
                        "sent 2027-01-15 07:59:30 UTC, expires in 1m 30s",
                        "Accept or deny it. An empty line leaves it pending.",
                    ]),
                .askDecision(PushConfirmationText.decisionQuestion),
            ])
        #expect(interactor.calls == [.currentStep])
        #expect(router.messages.isEmpty)
    }

    @Test("accept, then the PIN: the request is accepted, and the person goes back to the list")
    func acceptWithPin() async {
        let (sut, view, interactor, router) = await loadedSUT(
            steps: [.enterPin(ChallengeFixtures.pinRequest()), handled([(PushFixtures.library, .accepted)])])

        await sut.didChoose(DecisionAnswer.accept)
        await sut.didEnter("28461")

        #expect(
            view.messages == [
                .showLines(PushConfirmationText.pinLines(ChallengeFixtures.pinRequest())),
                .ask(PushConfirmationText.pinQuestion),
                .showProgress(PushConfirmationText.checkingPin), .hideProgress,
                .showLines(["\u{201C}Sign in to the library\u{201D}: accepted."]),
            ])
        #expect(
            interactor.calls == [.currentStep, .decide(.accept), .confirmWithPin(length: 5)])
        #expect(router.messages == [backToList])
    }

    @Test("deny denies without a PIN")
    func deny() async {
        let (sut, view, interactor, router) = await loadedSUT(steps: [
            handled([(PushFixtures.library, .denied)])
        ])

        await sut.didChoose(DecisionAnswer.deny)

        #expect(view.messages == [.showLines(["\u{201C}Sign in to the library\u{201D}: denied."])])
        #expect(interactor.calls == [.currentStep, .decide(.deny)])
        #expect(router.messages == [backToList])
    }

    @Test("the decision is accept or deny, or their short forms; an empty line leaves it pending")
    func decisionQuestion() {
        #expect(
            PushConfirmationText.decisionQuestion
                == Question(
                    prompt: .text("Accept or deny"),
                    answers: [
                        .init(.accept, words: ["accept", "a", "yes", "y"]),
                        .init(.deny, words: ["deny", "d", "no", "n"]),
                    ],
                    emptyLine: .cancel, refusal: PushConfirmationText.notADecision))
    }

    @Test("leaving the decision leaves the request pending")
    func emptyDecision() async {
        let (sut, view, interactor, router) = await loadedSUT(steps: [
            handled([(PushFixtures.library, .leftPending)])
        ])

        await sut.didCancel()

        #expect(view.messages == [.showLines(["\u{201C}Sign in to the library\u{201D}: left pending."])])
        #expect(interactor.calls == [.currentStep, .leavePending])
        #expect(router.messages == [backToList])
    }

    // MARK: The PIN

    @Test(
        "a line that cannot be a PIN costs nothing and the PIN is asked again",
        arguments: ["1234", "123456", "12a45", "１２３４５"])
    func notAPin(_ line: String) async {
        let (sut, view, interactor, _) = await loadedSUT(steps: [.enterPin(ChallengeFixtures.pinRequest())])
        await sut.didChoose(DecisionAnswer.accept)
        view.clear()

        await sut.didEnter(line)

        #expect(
            view.messages == [
                .showError(.problem(PushConfirmationText.notAPin(ChallengeFixtures.pinRequest())))
            ])
        #expect(interactor.calls == [.currentStep, .decide(.accept)])
    }

    @Test("an empty PIN leaves the request pending")
    func emptyPin() async {
        let (sut, _, interactor, router) = await loadedSUT(
            steps: [
                .enterPin(ChallengeFixtures.pinRequest()), handled([(PushFixtures.library, .leftPending)]),
            ])
        await sut.didChoose(DecisionAnswer.accept)

        await sut.didCancel()

        #expect(interactor.calls == [.currentStep, .decide(.accept), .leavePending])
        #expect(router.messages == [backToList])
    }

    @Test("a wrong PIN denies the request and ends the session here: Welcome says why")
    func wrongPin() async {
        let (sut, view, interactor, router) = await loadedSUT(
            steps: [
                .enterPin(ChallengeFixtures.pinRequest()),
                handled([(PushFixtures.library, .authenticationFailed)]),
            ])
        await sut.didChoose(DecisionAnswer.accept)
        view.clear()

        await sut.didEnter("11111")

        #expect(
            view.messages == [
                .showProgress(PushConfirmationText.checkingPin), .hideProgress,
                .showLines(["\u{201C}Sign in to the library\u{201D}: denied (wrong PIN)."]),
            ])
        let failed = PushOutcome(request: PushFixtures.library, result: .authenticationFailed)
        #expect(
            router.messages == [
                .sessionDidEnd(notice: .pushConfirmationFailed(failed, answeredWith: .pin))
            ])
        let ended: [PushConfirmationInteractorMock.Call] = [
            .currentStep, .decide(.accept), .confirmWithPin(length: 5), .endSession(.profile(.ada)),
        ]
        #expect(interactor.calls == ended)
        await sut.didChoose(DecisionAnswer.accept)
        #expect(interactor.calls == ended)
    }

    // MARK: The one-time code

    @Test("a one-time code request asks the code; garbage is refused first, without an answer")
    func oneTimeCode() async {
        let (sut, view, interactor, router) = makeSUT(
            current: .enterCode(PushFixtures.code),
            steps: [handled([(PushFixtures.library, .denied), (PushFixtures.code, .expired)])])
        await sut.viewDidLoad()
        #expect(
            view.messages == [
                .showHeading(
                    title: PushConfirmationText.codeTitle,
                    lines: [
                        "\u{201C}Enter the code\u{201D}",
                        "sent 2027-01-15 07:59:30 UTC, expires in 1m 30s",
                        "Type the one-time code given by viper-auth push. An empty line leaves it pending.",
                    ]),
                .ask(PushConfirmationText.codeQuestion),
            ])
        view.clear()

        for garbage in ["12345", "12a456", "1234567", "９３４１６９"] { await sut.didEnter(garbage) }
        await sut.didEnter(" 934169 ")

        let refused = PushConfirmationViewSpy.Message.showError(.problem(PushConfirmationText.notACode))
        #expect(
            view.messages == [
                refused, refused, refused, refused,
                .showLines([
                    "\u{201C}Sign in to the library\u{201D}: denied.",
                    "\u{201C}Enter the code\u{201D}: expired before it was answered.",
                ]),
            ])
        #expect(interactor.calls == [.currentStep, .enterCode("934169")])
        #expect(router.messages == [backToList])
    }

    @Test("an empty code leaves the request pending")
    func emptyCode() async {
        let (sut, _, interactor, router) = makeSUT(
            current: .enterCode(PushFixtures.code), steps: [handled([(PushFixtures.code, .leftPending)])])
        await sut.viewDidLoad()

        await sut.didCancel()

        #expect(interactor.calls == [.currentStep, .leavePending])
        #expect(router.messages == [backToList])
    }

    // MARK: Where the handling goes next

    @Test(
        "once this request is answered, the next one goes to a screen of its own", arguments: [true, false])
    func nextRequest(nextIsCode: Bool) async {
        let next = nextIsCode ? PushStep.enterCode(PushFixtures.code) : .decide(PushFixtures.code)
        let (sut, view, interactor, router) = await loadedSUT(steps: [next])

        await sut.didChoose(DecisionAnswer.deny)

        #expect(view.messages.isEmpty)
        #expect(router.messages == [.didReachNextRequest(PushFixtures.handling)])
        await sut.didChoose(DecisionAnswer.deny)
        #expect(interactor.calls == [.currentStep, .decide(.deny)])
        #expect(router.messages == [.didReachNextRequest(PushFixtures.handling)])
    }

    @Test(
        "a handling that fails shows the error, then goes back to the list",
        arguments: [AppError.alreadyInProgress, .serverUnreachable, .pushRequestNotFound])
    func handlingFails(_ error: AppError) async {
        let (sut, view, interactor, router) = await loadedSUT(steps: [.failed(error)])

        await sut.didChoose(DecisionAnswer.accept)

        #expect(view.messages == [.showError(.failure(ErrorPresentation(error)))])
        #expect(interactor.calls == [.currentStep, .decide(.accept)])
        #expect(router.messages == [backToList])
    }

    @Test("a handling cancelled by the engine says the request was left pending")
    func handlingCancelled() async {
        let (sut, view, _, router) = await loadedSUT(steps: [.failed(.cancelled)])

        await sut.didChoose(DecisionAnswer.accept)

        #expect(view.messages == [.showLines([PushRequestText.result(.leftPending)])])
        #expect(router.messages == [backToList])
    }

    @Test("a handling that finds the session over ends it here, then goes to Welcome")
    func handlingEndsSession() async {
        let error = AppError.profileDeregistered(.tooManyFailedAttempts)
        let (sut, _, interactor, router) = await loadedSUT(steps: [.failed(error)])

        await sut.didChoose(DecisionAnswer.accept)

        #expect(interactor.calls == [.currentStep, .decide(.accept), .endSession(.profile(.ada))])
        #expect(router.messages == [.sessionDidEnd(notice: .sessionEnded(error))])
    }

    @Test("a question push handling never asks is refused, and the person goes back to the list")
    func unexpectedQuestion() async {
        let (sut, view, _, router) = await loadedSUT(steps: [.unanswerable])

        await sut.didChoose(DecisionAnswer.accept)

        #expect(view.messages == [.showError(.problem(PushRequestText.unexpectedQuestion))])
        #expect(router.messages == [backToList])
    }

    // MARK: End of input and the trace

    @Test("end of input while the request is asked leaves it pending and routes nowhere")
    func endOfInput() async {
        let (sut, _, interactor, router) = await loadedSUT(
            steps: [
                .enterPin(ChallengeFixtures.pinRequest()), handled([(PushFixtures.library, .leftPending)]),
            ])
        await sut.didChoose(DecisionAnswer.accept)

        await sut.viewDidReachEndOfInput()

        #expect(interactor.calls == [.currentStep, .decide(.accept), .leavePending])
        #expect(router.messages.isEmpty)
        await sut.didEnter("28461")
        #expect(interactor.calls == [.currentStep, .decide(.accept), .leavePending])
    }

    // MARK: Helpers

    private func handled(_ outcomes: [(PushRequest, PushResult)]) -> PushStep {
        .handled(outcomes.map { PushOutcome(request: $0.0, result: $0.1) })
    }

    /// A screen showing the library request, answered next with `steps`; the view has recorded
    /// nothing yet.
    private func loadedSUT(steps: Script<PushStep>) async -> (
        PushConfirmationPresenter, PushConfirmationViewSpy, PushConfirmationInteractorMock,
        PushConfirmationRouterSpy
    ) {
        let (sut, view, interactor, router) = makeSUT(current: .decide(PushFixtures.library), steps: steps)
        await sut.viewDidLoad()
        view.clear()
        return (sut, view, interactor, router)
    }

    private func makeSUT(
        current: PushStep, steps: Script<PushStep> = []
    ) -> (
        PushConfirmationPresenter, PushConfirmationViewSpy, PushConfirmationInteractorMock,
        PushConfirmationRouterSpy
    ) {
        let view = PushConfirmationViewSpy()
        let interactor = PushConfirmationInteractorMock()
        interactor.currentSteps = [current]
        interactor.steps = steps
        let router = PushConfirmationRouterSpy()
        let sut = PushConfirmationPresenter(
            handling: PushFixtures.handling, interactor: interactor, router: router)
        sut.view = view
        return (sut, view, interactor, router)
    }
}
