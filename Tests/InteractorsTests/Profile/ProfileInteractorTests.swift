import AuthEngine
import Testing

@testable import Interactors

@Suite("Profile interactor, with PinChallenge and CreatePin answering, on the real engine")
struct ProfileInteractorTests {
    private static let newPin = "70394"

    @Test("the device list has this device, marked")
    func devices() async throws {
        let engine = try await ChallengeTestEngine.start()
        defer { engine.remove() }
        let profileId = try await engine.registerProfile().profileId
        let sut = ProfileInteractor(host: engine.host, flowInProgress: engine.flowInProgress)

        let devices = try await sut.devices(profileId: profileId)

        #expect(devices.count == 1)
        #expect(devices.first?.isThisDevice == true)
    }

    @Test("the ID token holds the account's claims")
    func idToken() async throws {
        let engine = try await ChallengeTestEngine.start()
        defer { engine.remove() }
        let profileId = try await engine.registerProfile().profileId
        let sut = ProfileInteractor(host: engine.host, flowInProgress: engine.flowInProgress)

        let token = try await sut.idToken(profileId: profileId)

        #expect(token.claims["email"] == .string("lin@example.org"))
        #expect(token.issuedAt != nil && token.expiresAt != nil)
    }

    @Test("a PIN change asks the current PIN, then a new one; the new PIN then logs in, the old does not")
    func changesPin() async throws {
        let engine = try await ChallengeTestEngine.start()
        defer { engine.remove() }
        let profileId = try await engine.registerProfile().profileId
        let sut = ProfileInteractor(host: engine.host, flowInProgress: engine.flowInProgress)
        let challenge = PinChallengeInteractor(flowInProgress: engine.flowInProgress)
        let createPin = CreatePinInteractor(flowInProgress: engine.flowInProgress)

        try await sut.startPinChange(profileId: profileId)
        let current = await challenge.currentStep()
        let wrong = await challenge.answer(SecretInput("13579"))
        let newPinStep = await challenge.answer(SecretInput(ChallengeTestEngine.validPin))
        let changed = await createPin.choose(SecretInput(Self.newPin))

        #expect(current == .enterPin(PinRequest(pinLength: 5, previousFailures: 0, maximumFailures: 3)))
        #expect(wrong == .enterPin(PinRequest(pinLength: 5, previousFailures: 1, maximumFailures: 3)))
        guard case .createPin = newPinStep, case .finished(.pinChanged(let session)) = changed else {
            Issue.record("expected a new-PIN request then a change, got \(newPinStep), \(changed)")
            return
        }
        #expect(session.profileId == profileId)

        _ = await engine.beginLogin(profileId: profileId)
        let oldPin = await challenge.answer(SecretInput(ChallengeTestEngine.validPin))
        let newPin = await challenge.answer(SecretInput(Self.newPin))
        #expect(oldPin == .enterPin(PinRequest(pinLength: 5, previousFailures: 1, maximumFailures: 3)))
        guard case .finished(.signedIn) = newPin else {
            Issue.record("expected the new PIN to sign in, got \(newPin)")
            return
        }
    }

    @Test("a PIN change cancelled at the new PIN leaves the old PIN working")
    func cancelledChangeKeepsPin() async throws {
        let engine = try await ChallengeTestEngine.start()
        defer { engine.remove() }
        let profileId = try await engine.registerProfile().profileId
        let sut = ProfileInteractor(host: engine.host, flowInProgress: engine.flowInProgress)
        let challenge = PinChallengeInteractor(flowInProgress: engine.flowInProgress)

        try await sut.startPinChange(profileId: profileId)
        _ = await challenge.answer(SecretInput(ChallengeTestEngine.validPin))
        await CreatePinInteractor(flowInProgress: engine.flowInProgress).cancel()

        _ = await engine.beginLogin(profileId: profileId)
        let login = await challenge.answer(SecretInput(ChallengeTestEngine.validPin))
        guard case .finished(.signedIn) = login else {
            Issue.record("expected the old PIN to sign in, got \(login)")
            return
        }
    }

    @Test("a PIN change for an unknown profile fails at once and leaves no flow")
    func unknownProfile() async throws {
        let engine = try await ChallengeTestEngine.start()
        defer { engine.remove() }
        let sut = ProfileInteractor(host: engine.host, flowInProgress: engine.flowInProgress)

        await #expect(throws: AppError.profileNotFound) {
            try await sut.startPinChange(profileId: "prf_nobody")
        }
        #expect(await engine.flowInProgress.currentStep() == nil)
    }
}
