import AuthEngine
import TestSupport
import Testing

@testable import Interactors

@Suite("A challenge flow steps through the real engine")
struct ChallengeFlowTests {
    private static let firstPinRequest = PinRequest(pinLength: 5, previousFailures: 0, maximumFailures: 3)

    private func signUpFlow(_ engine: ChallengeTestEngine) async -> ChallengeFlow {
        let client = engine.client
        let form = TestAccount.signUpForm()
        return await ChallengeFlow.start { responder throws(AuthError) -> FlowCompletion in
            .signedIn(UserSession(try await client.signUp(form, responder: responder)))
        }
    }

    private func loginFlow(_ engine: ChallengeTestEngine, profileId: String) async -> ChallengeFlow {
        let client = engine.client
        return await ChallengeFlow.start { responder throws(AuthError) -> FlowCompletion in
            .signedIn(UserSession(try await client.authenticate(profileId: profileId, responder: responder)))
        }
    }

    @Test("a registration asks for a new PIN, asks again with the rule the engine refused, then signs in")
    func registrationSteps() async throws {
        let engine = try await ChallengeTestEngine.start()
        defer { engine.remove() }
        let flow = await signUpFlow(engine)

        var steps = [await flow.nextStep()]
        await flow.respond(.secret(SecretInput("12345")))
        steps.append(await flow.nextStep())
        await flow.respond(.secret(SecretInput(TestAccount.pin)))
        steps.append(await flow.nextStep())

        let profile = try #require(try await engine.client.profiles().first)
        #expect(steps.count == 3)
        #expect(steps[0] == .createPin(NewPinRequest(rules: PinRules(), previousProblem: nil)))
        #expect(steps[1] == .createPin(NewPinRequest(rules: PinRules(), previousProblem: .noSequence)))
        guard case .finished(.signedIn(let session)) = steps[2] else {
            Issue.record("expected a signed-in session, got \(steps[2])")
            return
        }
        #expect(session.profile.rawValue == profile.id)
        #expect(session.email == "lin@example.org")
        #expect(session.fullName == "Lin Example")
    }

    @Test("a login counts each wrong PIN down and deregisters the profile after the third")
    func wrongPinsDeregister() async throws {
        let engine = try await ChallengeTestEngine.start()
        defer { engine.remove() }
        let profileId = try await engine.registerProfile().profile.rawValue
        let flow = await loginFlow(engine, profileId: profileId)

        var steps = [await flow.nextStep()]
        for wrongPin in ["13579", "97531", "11223"] {
            await flow.respond(.secret(SecretInput(wrongPin)))
            steps.append(await flow.nextStep())
        }

        #expect(
            steps == [
                .enterPin(PinRequest(pinLength: 5, previousFailures: 0, maximumFailures: 3)),
                .enterPin(PinRequest(pinLength: 5, previousFailures: 1, maximumFailures: 3)),
                .enterPin(PinRequest(pinLength: 5, previousFailures: 2, maximumFailures: 3)),
                .failed(.profileDeregistered(.tooManyFailedAttempts)),
            ])
        #expect(try await engine.client.profiles().isEmpty)
    }

    @Test("the right PIN after a wrong one signs in")
    func wrongThenRightPin() async throws {
        let engine = try await ChallengeTestEngine.start()
        defer { engine.remove() }
        let profileId = try await engine.registerProfile().profile.rawValue
        let flow = await loginFlow(engine, profileId: profileId)

        _ = await flow.nextStep()
        await flow.respond(.secret(SecretInput("13579")))
        let afterWrong = await flow.nextStep()
        await flow.respond(.secret(SecretInput(TestAccount.pin)))
        let afterRight = await flow.nextStep()

        #expect(afterWrong == .enterPin(PinRequest(pinLength: 5, previousFailures: 1, maximumFailures: 3)))
        guard case .finished(.signedIn(let session)) = afterRight else {
            Issue.record("expected a signed-in session, got \(afterRight)")
            return
        }
        #expect(session.profile.rawValue == profileId)
    }

    @Test("cancelling at the new PIN ends the flow as cancelled with nothing stored on the device")
    func cancelAtCreatePin() async throws {
        let engine = try await ChallengeTestEngine.start()
        defer { engine.remove() }
        let flow = await signUpFlow(engine)

        let first = await flow.nextStep()
        await flow.cancelAndWait()
        let last = await flow.nextStep()

        #expect(first == .createPin(NewPinRequest(rules: PinRules(), previousProblem: nil)))
        #expect(last == .failed(.cancelled))
        #expect(try await engine.client.profiles().isEmpty)
    }

    @Test("cancelling at the PIN uses no attempt: the next login starts from zero failures")
    func cancelAtPinUsesNoAttempt() async throws {
        let engine = try await ChallengeTestEngine.start()
        defer { engine.remove() }
        let profileId = try await engine.registerProfile().profile.rawValue
        let flow = await loginFlow(engine, profileId: profileId)

        _ = await flow.nextStep()
        await flow.cancelAndWait()
        let last = await flow.nextStep()
        let nextLogin = await loginFlow(engine, profileId: profileId)
        let nextFirst = await nextLogin.nextStep()
        await nextLogin.cancelAndWait()

        #expect(last == .failed(.cancelled))
        #expect(nextFirst == .enterPin(Self.firstPinRequest))
        #expect(try await engine.client.profiles().map(\.id) == [profileId])
    }

    @Test("an empty answer at the PIN is a cancel, never an attempt")
    func emptyPinIsCancel() async throws {
        let engine = try await ChallengeTestEngine.start()
        defer { engine.remove() }
        let profileId = try await engine.registerProfile().profile.rawValue
        let flow = await loginFlow(engine, profileId: profileId)

        _ = await flow.nextStep()
        await flow.respond(.secret(SecretInput("")))
        let last = await flow.nextStep()
        let nextLogin = await loginFlow(engine, profileId: profileId)
        let nextFirst = await nextLogin.nextStep()
        await nextLogin.cancelAndWait()

        #expect(last == .failed(.cancelled))
        #expect(nextFirst == .enterPin(Self.firstPinRequest))
    }

    @Test("cancelAndWait before the first question is read ends the flow as cancelled, nothing stored")
    func cancelBeforeFirstQuestion() async throws {
        let engine = try await ChallengeTestEngine.start()
        defer { engine.remove() }
        let flow = await signUpFlow(engine)

        await flow.cancelAndWait()
        let steps = [await flow.nextStep(), await flow.nextStep()]

        #expect(steps == [.failed(.cancelled), .failed(.cancelled)])
        #expect(try await engine.client.profiles().isEmpty)
    }

    @Test("cancelAndWait after the flow ended changes nothing: it still reads as signed in")
    func cancelAfterEnd() async throws {
        let engine = try await ChallengeTestEngine.start()
        defer { engine.remove() }
        let flow = await signUpFlow(engine)
        _ = await flow.nextStep()
        await flow.respond(.secret(SecretInput(TestAccount.pin)))
        let finished = await flow.nextStep()

        await flow.cancelAndWait()
        let afterCancel = await flow.nextStep()

        #expect(afterCancel == finished)
        #expect(try await engine.client.profiles().count == 1)
    }

    @Test("every nextStep after the end returns the final step again")
    func nextStepAfterEnd() async throws {
        let engine = try await ChallengeTestEngine.start()
        defer { engine.remove() }
        let flow = await loginFlow(engine, profileId: "no-such-profile")

        let steps = [await flow.nextStep(), await flow.nextStep(), await flow.nextStep()]

        #expect(steps == [.failed(.profileNotFound), .failed(.profileNotFound), .failed(.profileNotFound)])
    }

    @Test("currentStep reads the first question when none was read, then repeats the last one read")
    func currentStepRepeatsLastStep() async throws {
        let engine = try await ChallengeTestEngine.start()
        defer { engine.remove() }
        let flow = await signUpFlow(engine)

        let first = await flow.currentStep()
        let again = await flow.currentStep()
        await flow.respond(.secret(SecretInput("12345")))
        let second = await flow.nextStep()
        let current = await flow.currentStep()
        await flow.cancelAndWait()

        #expect(first == .createPin(NewPinRequest(rules: PinRules(), previousProblem: nil)))
        #expect(again == first)
        #expect(current == second)
        #expect(second == .createPin(NewPinRequest(rules: PinRules(), previousProblem: .noSequence)))
    }
}
