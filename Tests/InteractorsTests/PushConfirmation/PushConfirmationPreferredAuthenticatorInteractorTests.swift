import AuthEngine
import TestSupport
import Testing

@testable import Interactors

@Suite("Push confirmation interactor: confirming with the preferred authenticator, on the real engine")
struct PushConfirmationPreferredAuthenticatorInteractorTests {
    private static let password = "open sesame"

    /// An enrolled home whose preferred authenticator is `authenticator` (registered as the screens
    /// do: PIN, then the password or sensor), with one pending request.
    private func makeSUT(preferring authenticator: Authenticator) async throws -> (PushTestHome, String) {
        let home = try await PushTestHome.make()
        let authenticators = AuthenticatorsInteractor(host: home.host)
        let challenge = RegisterAuthenticatorInteractor(
            host: home.host,
            registration: try await authenticators.startRegistration(
                of: authenticator, profileId: home.profile))
        _ = await challenge.answer(SecretInput(TestAccount.pin))
        _ =
            authenticator == .password
            ? await challenge.answer(SecretInput(Self.password))
            : await challenge.confirmBiometric(.recognised)
        _ = try await authenticators.prefer(authenticator, profileId: home.profile)
        let queued = try await home.sender.queue(profile: home.profileId, message: "Sign in to the library")
        return (home, queued.id)
    }

    /// Starts handling and accepts the one request; returns the question that follows.
    private func accept(_ home: PushTestHome) async -> PushStep {
        _ = await home.beginHandling()
        return await home.confirmation.decide(.accept)
    }

    @Test("the preferred password is asked after accept, and confirms the request")
    func password() async throws {
        let (home, requestId) = try await makeSUT(preferring: .password)
        defer { home.remove() }

        #expect(await accept(home) == .enterPassword)
        let step = await home.confirmation.confirm(withPassword: SecretInput(Self.password))

        guard case .handled(let outcomes) = step else {
            Issue.record("expected the handling to finish, got \(step)")
            return
        }
        #expect(outcomes.map(\.result) == [.accepted])
        #expect(try await home.sender.waitForAnswer(requestId: requestId, seconds: 1) == .accepted)
    }

    @Test("a recognised sensor confirms the request")
    func sensorRecognised() async throws {
        let (home, requestId) = try await makeSUT(preferring: .biometric)
        defer { home.remove() }

        #expect(await accept(home) == .confirmWithSensor(.pushConfirmation))
        _ = await home.confirmation.confirmWithSensor(.recognised)

        #expect(try await home.sender.waitForAnswer(requestId: requestId, seconds: 1) == .accepted)
    }

    @Test("a sensor that does not recognise the person, or an empty password, falls back to the PIN")
    func fallbackToPin() async throws {
        for authenticator in [Authenticator.biometric, .password] {
            let (home, requestId) = try await makeSUT(preferring: authenticator)
            defer { home.remove() }
            _ = await accept(home)

            let next =
                authenticator == .biometric
                ? await home.confirmation.confirmWithSensor(.notRecognised)
                : await home.confirmation.usePinInstead()
            guard case .enterPin = next else {
                Issue.record("expected the PIN, got \(next)")
                return
            }
            _ = await home.confirmation.confirm(withPin: SecretInput(TestAccount.pin))

            #expect(try await home.sender.waitForAnswer(requestId: requestId, seconds: 1) == .accepted)
        }
    }

    @Test("a wrong password denies the request and logs the profile out")
    func wrongPassword() async throws {
        let (home, requestId) = try await makeSUT(preferring: .password)
        defer { home.remove() }
        _ = await accept(home)

        let step = await home.confirmation.confirm(withPassword: SecretInput("not my password"))

        guard case .handled(let outcomes) = step else {
            Issue.record("expected the handling to finish, got \(step)")
            return
        }
        #expect(outcomes.map(\.result) == [.authenticationFailed])
        #expect(try await home.sender.waitForAnswer(requestId: requestId, seconds: 1) == .denied)
        await #expect(throws: AppError.self) {
            try await DashboardInteractor(host: home.host).session(profileId: home.profile)
        }
    }
}
