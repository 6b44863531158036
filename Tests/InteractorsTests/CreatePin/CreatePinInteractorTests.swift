import AuthEngine
import TestSupport
import Testing

@testable import Interactors

@Suite("CreatePin interactor of a registration over the real engine")
struct CreatePinInteractorTests {
    private func makeSUT(_ flow: ChallengeFlow) -> CreatePinInteractor {
        CreatePinInteractor(enrolment: Enrolment(flow))
    }

    @Test("the current step is the new-PIN request the registration stopped at, with the server's rules")
    func currentStepIsCreatePin() async throws {
        let engine = try await ChallengeTestEngine.start()
        defer { engine.remove() }
        let started = await engine.beginSignUp()
        let sut = makeSUT(started.flow)

        let step = await sut.currentStep()
        await sut.cancel()

        guard case .createPin(let first) = started.step, case .chooseNewPin(let request) = step else {
            Issue.record("expected a new-PIN request, got \(step)")
            return
        }
        #expect(request == first)
        #expect(request.pinLength == 5)
        #expect(request.rules == PinRules(requiredLength: 5, maximumSimilarDigits: 2))
    }

    @Test(
        "the engine's PIN policy reports every rule a PIN breaks",
        arguments: [
            ("24680", []),
            ("1111", [.wrongLength(required: 5), .tooManySimilarDigits(maximum: 2)]),
            ("12a45", [.digitsOnly]),
            ("12345", [.noSequence, .notCommon]),
            ("11111", [.tooManySimilarDigits(maximum: 2), .notCommon]),
            ("123", [.wrongLength(required: 5), .noSequence]),
        ] as [(String, [PinRule])])
    func brokenRules(pin: String, expected: [PinRule]) {
        let sut = makeSUT(ChallengeFlow(endedWith: .cancelled))

        #expect(sut.brokenRules(of: SecretInput(pin), under: PinRules()) == expected)
    }

    @Test("choosing a PIN registers the device and signs in; the flow then reads as ended")
    func chooseSignsIn() async throws {
        let engine = try await ChallengeTestEngine.start()
        defer { engine.remove() }
        let sut = makeSUT(await engine.beginSignUp(email: "lin@example.org").flow)

        let step = await sut.choose(SecretInput(TestAccount.pin))
        let afterwards = await sut.currentStep()

        let profile = try #require(try await engine.client.profiles().first)
        guard case .succeeded(let session) = step else {
            Issue.record("expected a signed-in session, got \(step)")
            return
        }
        #expect(session.profile.rawValue == profile.id)
        #expect(session.email == "lin@example.org")
        #expect(afterwards == step)
    }

    @Test("a PIN the engine refuses comes back as a new request with the rule it broke")
    func refusedPinComesBack() async throws {
        let engine = try await ChallengeTestEngine.start()
        defer { engine.remove() }
        let sut = makeSUT(await engine.beginSignUp().flow)

        let step = await sut.choose(SecretInput("00000"))
        let current = await sut.currentStep()
        await sut.cancel()

        let expected = NewPinStep.chooseNewPin(
            NewPinRequest(rules: PinRules(), previousProblem: .tooManySimilarDigits(maximum: 2)))
        #expect(step == expected)
        #expect(current == expected)
    }

    @Test("cancelling ends the registration with nothing stored on the device")
    func cancelStoresNothing() async throws {
        let engine = try await ChallengeTestEngine.start()
        defer { engine.remove() }
        let flow = await engine.beginSignUp().flow
        let sut = makeSUT(flow)

        await sut.cancel()

        #expect(await flow.nextStep() == .failed(.cancelled))
        #expect(await sut.currentStep() == .failed(.cancelled))
        #expect(try await engine.client.profiles().isEmpty)
    }

    @Test(
        "a question no new-PIN screen answers is declined once, here: the flow is ended and reads as cancelled"
    )
    func foreignQuestionIsDeclined() async throws {
        let engine = try await ChallengeTestEngine.start()
        defer { engine.remove() }
        let profileId = try await engine.registerProfile().profile.rawValue
        // A login asks for the existing PIN, which the new-PIN screen has no question for.
        let flow = await engine.beginLogin(profileId: profileId).flow
        let sut = makeSUT(flow)

        let step = await sut.currentStep()

        #expect(step == .failed(.cancelled))
        #expect(await flow.nextStep() == .failed(.cancelled))
        // No attempt was used: the next login starts with all of them.
        let nextLogin = await engine.beginLogin(profileId: profileId)
        await nextLogin.flow.cancelAndWait()
        #expect(
            nextLogin.step == .enterPin(PinRequest(pinLength: 5, previousFailures: 0, maximumFailures: 3)))
    }

    @Test("choosing a PIN in a registration already ended reads as how it ended")
    func chooseAfterTheEnd() async {
        let sut = makeSUT(ChallengeFlow(endedWith: .cancelled))

        #expect(await sut.choose(SecretInput(TestAccount.pin)) == .failed(.cancelled))
    }
}
