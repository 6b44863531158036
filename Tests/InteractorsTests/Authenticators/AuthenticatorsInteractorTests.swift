import AuthEngine
import TestSupport
import Testing

@testable import Interactors

@Suite("Authenticators interactor, with PinChallenge answering, on the real engine")
struct AuthenticatorsInteractorTests {
    private static let password = "open sesame"

    private struct SUT {
        let engine: ChallengeTestEngine
        let authenticators: AuthenticatorsInteractor
        let welcome: WelcomeInteractor
        let profileId: ProfileID

        /// Starts registering `authenticator` as the Authenticators screen does; the PIN check's
        /// use cases over it, as its route builds them.
        func startRegistration(of authenticator: Authenticator) async throws
            -> RegisterAuthenticatorInteractor
        {
            RegisterAuthenticatorInteractor(
                host: engine.host,
                registration: try await authenticators.startRegistration(
                    of: authenticator, profileId: profileId))
        }

        /// Starts a login as the Welcome screen does; the PIN check's use cases over it, or nil
        /// when it asked nothing.
        func startLogin() async throws -> PinChallengeInteractor? {
            guard case .needsPin(let attempt) = try await welcome.startLogin(profileId: profileId) else {
                return nil
            }
            return PinChallengeInteractor(attempt: attempt)
        }
    }

    private func makeSUT() async throws -> SUT {
        let engine = try await ChallengeTestEngine.start()
        let profileId = try await engine.registerProfile().profile
        return SUT(
            engine: engine, authenticators: AuthenticatorsInteractor(host: engine.host),
            welcome: WelcomeInteractor(host: engine.host), profileId: profileId)
    }

    /// Registers the password authenticator as the screens do: start, PIN, password; the
    /// registration's last step, and its use cases.
    private func registerPassword(_ sut: SUT) async throws -> (
        PinEntryStep<ProfileAuthenticators>, RegisterAuthenticatorInteractor
    ) {
        let registration = try await sut.startRegistration(of: .password)
        let afterPin = await registration.answer(SecretInput(TestAccount.pin))
        guard afterPin == .choosePassword else { return (afterPin, registration) }
        return (await registration.answer(SecretInput(Self.password)), registration)
    }

    @Test("a new profile has the PIN only, preferred")
    func pinOnly() async throws {
        let sut = try await makeSUT()
        defer { sut.engine.remove() }

        let list = try await sut.authenticators.authenticators(profileId: sut.profileId)

        #expect(list == ProfileAuthenticators(registered: [.pin], preferred: .pin))
    }

    @Test("a registration asks the PIN first, then the password, and registers it")
    func registersPassword() async throws {
        let sut = try await makeSUT()
        defer { sut.engine.remove() }

        let (step, registration) = try await registerPassword(sut)

        #expect(step == .succeeded(ProfileAuthenticators(registered: [.pin, .password], preferred: .pin)))
        #expect(await registration.currentStep() == step)
    }

    @Test("the biometric registration asks the sensor after the PIN; a refusal registers nothing")
    func biometricRefused() async throws {
        let sut = try await makeSUT()
        defer { sut.engine.remove() }

        let registration = try await sut.startRegistration(of: .biometric)
        let afterPin = await registration.answer(SecretInput(TestAccount.pin))
        let end = await registration.confirmBiometric(.notRecognised)

        #expect(afterPin == .touchSensor(.enrolment))
        #expect(end == .failed(.cancelled))
        #expect(
            try await sut.authenticators.authenticators(profileId: sut.profileId)
                == ProfileAuthenticators(registered: [.pin], preferred: .pin))
    }

    @Test("a login with the preferred password signs in; a declined password falls back to the PIN")
    func loginWithPreferredPassword() async throws {
        let sut = try await makeSUT()
        defer { sut.engine.remove() }
        _ = try await registerPassword(sut)
        _ = try await sut.authenticators.prefer(.password, profileId: sut.profileId)

        let login = try #require(try await sut.startLogin())
        #expect(await login.currentStep() == .enterPassword(previousAttemptFailed: false))
        let signedIn = await login.answer(SecretInput(Self.password))

        let nextLogin = try #require(try await sut.startLogin())
        let fallback = await nextLogin.decline()
        await nextLogin.cancel()

        guard case .succeeded(let session) = signedIn else {
            Issue.record("expected a session, got \(signedIn)")
            return
        }
        #expect(session.owner == .profile(sut.profileId))
        #expect(fallback == .enterPin(PinRequest(pinLength: 5, previousFailures: 0, maximumFailures: 3)))
    }

    @Test("a wrong preferred password falls back to the PIN with the attempt counted")
    func wrongPasswordCounts() async throws {
        let sut = try await makeSUT()
        defer { sut.engine.remove() }
        _ = try await registerPassword(sut)
        _ = try await sut.authenticators.prefer(.password, profileId: sut.profileId)

        let login = try #require(try await sut.startLogin())
        let fallback = await login.answer(SecretInput("not it"))
        let signedIn = await login.answer(SecretInput(TestAccount.pin))

        #expect(fallback == .enterPin(PinRequest(pinLength: 5, previousFailures: 1, maximumFailures: 3)))
        guard case .succeeded = signedIn else {
            Issue.record("expected a session, got \(signedIn)")
            return
        }
    }

    @Test("removing the preferred authenticator makes the PIN preferred and says so")
    func removingPreferred() async throws {
        let sut = try await makeSUT()
        defer { sut.engine.remove() }
        _ = try await registerPassword(sut)
        _ = try await sut.authenticators.prefer(.password, profileId: sut.profileId)

        let outcome = try await sut.authenticators.remove(.password, profileId: sut.profileId)

        #expect(
            outcome
                == AuthenticatorRemovalOutcome(
                    remaining: ProfileAuthenticators(registered: [.pin], preferred: .pin),
                    preferredResetToPin: true))
    }

    @Test("preferring or removing what is not registered is refused with the app's error")
    func notRegistered() async throws {
        let sut = try await makeSUT()
        defer { sut.engine.remove() }

        await #expect(throws: AppError.authenticatorNotRegistered) {
            try await sut.authenticators.prefer(.biometric, profileId: sut.profileId)
        }
        await #expect(throws: AppError.authenticatorNotRegistered) {
            try await sut.authenticators.remove(.password, profileId: sut.profileId)
        }
    }

    @Test("a registration for an unknown profile fails at once")
    func unknownProfile() async throws {
        let sut = try await makeSUT()
        defer { sut.engine.remove() }

        await #expect(throws: AppError.profileNotFound) {
            try await sut.authenticators.startRegistration(
                of: .password, profileId: ProfileID(rawValue: "prf_nobody"))
        }
    }
}
