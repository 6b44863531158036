import AuthEngine
import TestSupport
import Testing

@testable import Interactors

@Suite("Profile interactor, with PinChallenge and CreatePin answering, on the real engine")
struct ProfileInteractorTests {
    private static let newPin = "70394"

    @Test("the device list has this device, marked")
    func devices() async throws {
        let engine = try await ChallengeTestEngine.start()
        defer { engine.remove() }
        let profileId = try await engine.registerProfile().profile
        let sut = ProfileInteractor(host: engine.host)

        let devices = try await sut.devices(profileId: profileId)

        #expect(devices.count == 1)
        #expect(devices.first?.isThisDevice == true)
    }

    @Test("the ID token holds the account's claims")
    func idToken() async throws {
        let engine = try await ChallengeTestEngine.start()
        defer { engine.remove() }
        let profileId = try await engine.registerProfile().profile
        let sut = ProfileInteractor(host: engine.host)

        let token = try await sut.idToken(profileId: profileId)

        #expect(token.claims["email"] == .string("lin@example.org"))
        #expect(token.issuedAt != nil && token.expiresAt != nil)
    }

    @Test("a PIN change asks the current PIN, then a new one; the new PIN then logs in, the old does not")
    func changesPin() async throws {
        let engine = try await ChallengeTestEngine.start()
        defer { engine.remove() }
        let profileId = try await engine.registerProfile().profile
        let sut = ProfileInteractor(host: engine.host)

        let change = try await sut.startPinChange(profileId: profileId)
        let currentPin = ChangePinCurrentInteractor(host: engine.host, change: change)
        let newPinScreen = ChangePinNewInteractor(host: engine.host, change: change)
        let current = await currentPin.currentStep()
        let wrong = await currentPin.answer(SecretInput("13579"))
        let newPinStep = await currentPin.answer(SecretInput(TestAccount.pin))
        let asked = await newPinScreen.currentStep()
        let changed = await newPinScreen.choose(SecretInput(Self.newPin))

        #expect(current == .enterPin(PinRequest(pinLength: 5, previousFailures: 0, maximumFailures: 3)))
        #expect(wrong == .enterPin(PinRequest(pinLength: 5, previousFailures: 1, maximumFailures: 3)))
        guard case .succeeded(let request) = newPinStep, case .succeeded(let session) = changed else {
            Issue.record("expected a new-PIN request then a change, got \(newPinStep), \(changed)")
            return
        }
        #expect(asked == .chooseNewPin(request))
        #expect(session.owner == .profile(profileId))
        #expect(change.profileId == profileId)

        let challenge = PinChallengeInteractor(
            attempt: LoginAttempt(await engine.beginLogin(profileId: profileId.rawValue).flow))
        let oldPin = await challenge.answer(SecretInput(TestAccount.pin))
        let newPin = await challenge.answer(SecretInput(Self.newPin))
        #expect(oldPin == .enterPin(PinRequest(pinLength: 5, previousFailures: 1, maximumFailures: 3)))
        guard case .succeeded = newPin else {
            Issue.record("expected the new PIN to sign in, got \(newPin)")
            return
        }
    }

    @Test("a PIN change cancelled at the new PIN leaves the old PIN working")
    func cancelledChangeKeepsPin() async throws {
        let engine = try await ChallengeTestEngine.start()
        defer { engine.remove() }
        let profileId = try await engine.registerProfile().profile
        let sut = ProfileInteractor(host: engine.host)

        let change = try await sut.startPinChange(profileId: profileId)
        _ = await ChangePinCurrentInteractor(host: engine.host, change: change)
            .answer(SecretInput(TestAccount.pin))
        await ChangePinNewInteractor(host: engine.host, change: change).cancel()

        let challenge = PinChallengeInteractor(
            attempt: LoginAttempt(await engine.beginLogin(profileId: profileId.rawValue).flow))
        let login = await challenge.answer(SecretInput(TestAccount.pin))
        guard case .succeeded = login else {
            Issue.record("expected the old PIN to sign in, got \(login)")
            return
        }
    }

    @Test("a PIN change for an unknown profile fails at once")
    func unknownProfile() async throws {
        let engine = try await ChallengeTestEngine.start()
        defer { engine.remove() }
        let sut = ProfileInteractor(host: engine.host)

        await #expect(throws: AppError.profileNotFound) {
            try await sut.startPinChange(profileId: ProfileID(rawValue: "prf_nobody"))
        }
    }
}
