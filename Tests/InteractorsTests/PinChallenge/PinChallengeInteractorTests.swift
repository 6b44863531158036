import AuthEngine
import TestSupport
import Testing

@testable import Interactors

@Suite("PinChallenge interactor of a login over the real engine")
struct PinChallengeInteractorTests {
    private func makeSUT(_ flow: ChallengeFlow) -> PinChallengeInteractor {
        PinChallengeInteractor(attempt: LoginAttempt(flow))
    }

    private func pinRequest(failures: Int) -> PinEntryStep<UserSession> {
        .enterPin(PinRequest(pinLength: 5, previousFailures: failures, maximumFailures: 3))
    }

    @Test("the current step is the PIN request the login stopped at")
    func currentStepIsEnterPin() async throws {
        let engine = try await ChallengeTestEngine.start()
        defer { engine.remove() }
        let profileId = try await engine.registerProfile().profile.rawValue
        let started = await engine.beginLogin(profileId: profileId)
        let sut = makeSUT(started.flow)

        let step = await sut.currentStep()
        await sut.cancel()

        #expect(started.step == .enterPin(PinRequest(pinLength: 5, previousFailures: 0, maximumFailures: 3)))
        #expect(step == pinRequest(failures: 0))
    }

    @Test("the right PIN signs in, and the login then reads as ended")
    func rightPinSignsIn() async throws {
        let engine = try await ChallengeTestEngine.start()
        defer { engine.remove() }
        let profileId = try await engine.registerProfile().profile.rawValue
        let sut = makeSUT(await engine.beginLogin(profileId: profileId).flow)

        let step = await sut.answer(SecretInput(TestAccount.pin))

        guard case .succeeded(let session) = step else {
            Issue.record("expected a signed-in session, got \(step)")
            return
        }
        #expect(session.profile.rawValue == profileId)
        #expect(await sut.currentStep() == step)
    }

    @Test("a wrong PIN asks again with one attempt fewer, the login still in progress")
    func wrongPinAsksAgain() async throws {
        let engine = try await ChallengeTestEngine.start()
        defer { engine.remove() }
        let profileId = try await engine.registerProfile().profile.rawValue
        let sut = makeSUT(await engine.beginLogin(profileId: profileId).flow)

        let step = await sut.answer(SecretInput("13579"))
        let current = await sut.currentStep()
        await sut.cancel()

        #expect(step == pinRequest(failures: 1))
        #expect(current == step)
    }

    @Test("the third wrong PIN deregisters the profile and removes it from the device")
    func thirdWrongPinDeregisters() async throws {
        let engine = try await ChallengeTestEngine.start()
        defer { engine.remove() }
        let profileId = try await engine.registerProfile().profile.rawValue
        let sut = makeSUT(await engine.beginLogin(profileId: profileId).flow)

        var steps: [PinEntryStep<UserSession>] = []
        for wrongPin in ["13579", "97531", "11223"] {
            steps.append(await sut.answer(SecretInput(wrongPin)))
        }

        #expect(
            steps == [
                pinRequest(failures: 1), pinRequest(failures: 2),
                .failed(.profileDeregistered(.tooManyFailedAttempts)),
            ])
        #expect(await sut.currentStep() == .failed(.profileDeregistered(.tooManyFailedAttempts)))
        #expect(try await engine.client.profiles().isEmpty)
    }

    @Test("cancelling ends the login without using an attempt")
    func cancelUsesNoAttempt() async throws {
        let engine = try await ChallengeTestEngine.start()
        defer { engine.remove() }
        let profileId = try await engine.registerProfile().profile.rawValue
        let flow = await engine.beginLogin(profileId: profileId).flow
        let sut = makeSUT(flow)

        await sut.cancel()
        let ended = await flow.nextStep()
        let afterwards = await sut.currentStep()
        let nextLogin = await engine.beginLogin(profileId: profileId)
        await nextLogin.flow.cancelAndWait()

        #expect(ended == .failed(.cancelled))
        #expect(afterwards == .failed(.cancelled))
        #expect(
            nextLogin.step == .enterPin(PinRequest(pinLength: 5, previousFailures: 0, maximumFailures: 3)))
    }

    @Test("a question no PIN check answers is declined once, here: the flow is ended and reads as cancelled")
    func foreignQuestionIsDeclined() async throws {
        let engine = try await ChallengeTestEngine.start()
        defer { engine.remove() }
        // A registration asks for a new PIN, which a login's PIN screen has no question for.
        let (flow, registration) = await engine.beginSignUp()
        let sut = makeSUT(flow)

        let step = await sut.currentStep()

        guard case .createPin = registration else {
            Issue.record("expected the registration to ask a new PIN, got \(registration)")
            return
        }
        #expect(step == .failed(.cancelled))
        #expect(await flow.nextStep() == .failed(.cancelled))
        #expect(await sut.currentStep() == .failed(.cancelled))
        #expect(try await engine.client.profiles().isEmpty)
    }
}
