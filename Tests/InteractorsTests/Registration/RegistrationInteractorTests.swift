import AuthEngine
import TestSupport
import Testing

@testable import Interactors

@Suite("Registration interactor over the real engine")
struct RegistrationInteractorTests {
    /// Where a registration waits for CreatePin: the engine's first create-PIN challenge.
    private static let firstNewPinRequest = ChallengeStep.createPin(
        NewPinRequest(rules: PinRules(), previousProblem: nil))

    private func makeSUT(_ engine: ChallengeTestEngine) -> RegistrationInteractor {
        RegistrationInteractor(host: engine.host)
    }

    private func details(
        fullName: String = "Ada Example", email: String = "ada@example.org",
        password: String = TestAccount.password, confirmation: String = TestAccount.password
    ) -> SignUpDetails {
        SignUpDetails(
            fullName: fullName, email: email, password: SecretInput(password),
            passwordConfirmation: SecretInput(confirmation))
    }

    /// The step the registration `step` hands on stopped at, read as CreatePin reads it; the
    /// registration is then cancelled. Nil when `step` hands nothing on.
    private func newPinStep(of step: RegistrationStep, _ sut: RegistrationInteractor) async -> ChallengeStep?
    {
        guard case .needsPin(let registration) = step else { return nil }
        let kept = await registration.flow.currentStep()
        await sut.cancelRegistration(registration)
        return kept
    }

    @Test("signing in with an account's email and password starts a registration handed on at the new PIN")
    func signInStartsRegistration() async throws {
        let engine = try await ChallengeTestEngine.start()
        defer { engine.remove() }
        _ = try await engine.registerProfile(email: "lin@example.org")
        let sut = makeSUT(engine)

        let step = await sut.signIn(
            email: "lin@example.org", password: SecretInput(TestAccount.password))

        #expect(await newPinStep(of: step, sut) == Self.firstNewPinRequest)
    }

    @Test("an unknown email and a wrong password fail alike")
    func invalidCredentialsAlike() async throws {
        let engine = try await ChallengeTestEngine.start()
        defer { engine.remove() }
        _ = try await engine.registerProfile(email: "lin@example.org")
        let sut = makeSUT(engine)

        let unknownEmail = await sut.signIn(
            email: "nobody@example.org", password: SecretInput(TestAccount.password))
        let wrongPassword = await sut.signIn(
            email: "lin@example.org", password: SecretInput("wrong password"))

        #expect(unknownEmail == .failed(.invalidCredentials))
        #expect(wrongPassword == .failed(.invalidCredentials))
    }

    @Test("failed sign-ins beyond the limit lock the email out")
    func lockOut() async throws {
        let engine = try await ChallengeTestEngine.start { $0.signInLimit.maximumFailures = 2 }
        defer { engine.remove() }
        let sut = makeSUT(engine)

        var steps: [RegistrationStep] = []
        for _ in 0..<3 {
            steps.append(await sut.signIn(email: "lin@example.org", password: SecretInput("wrong password")))
        }

        #expect(steps[0] == .failed(.invalidCredentials))
        guard case .failed(.tooManySignInAttempts(let seconds)) = steps[2] else {
            Issue.record("expected a lock-out, got \(steps[2])")
            return
        }
        #expect(seconds > 0)
    }

    @Test("sign-up details are checked by the engine's rules, every broken rule reported in field order")
    func signUpProblems() async throws {
        let engine = try await ChallengeTestEngine.start()
        defer { engine.remove() }
        let sut = makeSUT(engine)

        let broken = sut.problems(
            in: details(fullName: "  ", email: "not an email", password: "short", confirmation: "other"))
        let tooLongName = sut.problems(in: details(fullName: String(repeating: "a", count: 101)))
        let valid = sut.problems(in: details())
        let hostileName = sut.problems(in: details(fullName: "Eve\u{1B}[2J\u{07}Mallory"))
        let storedBefore = sut.problems(in: details(fullName: "Zoë 李 \u{1F469}\u{200D}\u{1F52C}"))

        #expect(
            broken == [.fullNameMissing, .invalidEmail, .passwordTooShort(minimum: 8), .passwordsDoNotMatch])
        #expect(tooLongName == [.fullNameTooLong(maximum: 100)])
        #expect(valid.isEmpty)
        // The same rule as the server's, so the app refuses such a name before sending it.
        #expect(hostileName == [.fullNameHasControlCharacters])
        #expect(storedBefore.isEmpty)
    }

    @Test("signing up creates the account and starts a registration handed on at the new PIN")
    func signUpStartsRegistration() async throws {
        let engine = try await ChallengeTestEngine.start()
        defer { engine.remove() }
        let sut = makeSUT(engine)

        let kept = await newPinStep(of: await sut.signUp(details()), sut)
        let signInAfterwards = await sut.signIn(
            email: "ada@example.org", password: SecretInput(TestAccount.password))

        #expect(kept == Self.firstNewPinRequest)
        #expect(await newPinStep(of: signInAfterwards, sut) == Self.firstNewPinRequest)
    }

    @Test("signing up with an email that has an account fails as already registered")
    func emailAlreadyRegistered() async throws {
        let engine = try await ChallengeTestEngine.start()
        defer { engine.remove() }
        _ = try await engine.registerProfile(email: "ada@example.org")
        let sut = makeSUT(engine)

        let step = await sut.signUp(details(email: "ada@example.org"))

        #expect(step == .failed(.emailAlreadyRegistered))
    }

    @Test("a question no Registration screen answers (a login's PIN) ends the flow as cancelled")
    func questionForAnotherModule() async throws {
        let engine = try await ChallengeTestEngine.start()
        defer { engine.remove() }
        let lin = try await engine.registerProfile(email: "lin@example.org")
        let sut = makeSUT(engine)

        let step = await sut.begin { client, responder throws(AuthError) in
            try await client.authenticate(profileId: lin.profile.rawValue, responder: responder)
        }
        // The engine runs one flow per profile: a login left waiting would refuse this one as busy.
        let (next, login) = await engine.beginLogin(profileId: lin.profile.rawValue)
        await next.cancelAndWait()

        #expect(step == .failed(.cancelled))
        guard case .enterPin = login else {
            Issue.record("expected the next login to ask for the PIN, got \(login)")
            return
        }
    }

    @Test("before the engine has started, signing in fails as engine unavailable")
    func engineNotStarted() async {
        let host = EngineHost(
            settings: EngineSettings(homeDirectory: "/nonexistent", environment: .dev), tracer: .disabled)
        let sut = RegistrationInteractor(host: host)

        let step = await sut.signIn(
            email: "lin@example.org", password: SecretInput(TestAccount.password))

        guard case .failed(.engineUnavailable) = step else {
            Issue.record("expected engineUnavailable, got \(step)")
            return
        }
    }
}
