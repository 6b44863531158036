import AuthEngine
import TestSupport
import Testing

@testable import Interactors

@Suite("Registration interactor: two-step, one-time code and stateless, over the real engine")
struct IdentityProviderInteractorTests {
    private static let email = "lin@example.org"
    private static let password = SecretInput(TestAccount.password)

    /// An engine with an account for `email` (signed up, the registration cancelled at the PIN),
    /// the interactor, and the hosted login page on the same server.
    private func makeSUT() async throws -> (RegistrationInteractor, HostedLoginPage, ChallengeTestEngine) {
        let engine = try await ChallengeTestEngine.start()
        await engine.beginSignUp(email: Self.email).flow.cancelAndWait()
        let page = try HostedLoginPage.open(settings: engine.settings)
        return (RegistrationInteractor(host: engine.host), page, engine)
    }

    /// The registration `step` hands on to CreatePin, or nil when it hands none on.
    private func handedOn(_ step: RegistrationStep) -> Enrolment? {
        guard case .needsPin(let registration) = step else { return nil }
        return registration
    }

    // MARK: Two-step

    @Test(
        "two-step: the challenge code typed back leads to the new PIN; a wrong one says how many tries are left"
    )
    func twoStep() async throws {
        let (sut, _, engine) = try await makeSUT()
        defer { engine.remove() }

        let opened = await sut.startTwoStepRegistration(email: Self.email, password: Self.password)
        guard case .answerChallengeCode(let code, let status, let registration) = opened else {
            throw UnexpectedStep(step: opened)
        }
        let wrong = await sut.answerChallengeCode("not the code", to: registration)
        let right = await sut.answerChallengeCode(code, to: registration)
        await sut.cancelRegistration(registration)

        #expect(status == nil)
        #expect(code.count == 6)
        #expect(
            wrong == .answerChallengeCode(code: code, status: .wrongAnswer(remainingTries: 2), registration))
        #expect(right == .needsPin(registration))
    }

    @Test("two-step: wrong answers up to the limit fail the registration; wrong credentials fail at once")
    func twoStepFailures() async throws {
        let (sut, _, engine) = try await makeSUT()
        defer { engine.remove() }

        let opened = await sut.startTwoStepRegistration(email: Self.email, password: Self.password)
        guard case .answerChallengeCode(_, _, let registration) = opened else {
            throw UnexpectedStep(step: opened)
        }
        var last = RegistrationStep.failed(.cancelled)
        for _ in 0..<3 { last = await sut.answerChallengeCode("000000x", to: registration) }
        let refused = await sut.startTwoStepRegistration(
            email: Self.email, password: SecretInput("wrong password"))

        #expect(last == .failed(.customRegistrationFailed))
        #expect(refused == .failed(.invalidCredentials))
    }

    // MARK: One-time code

    @Test("one-time code: a code from the account page registers once; reused or made up, it is invalid")
    func oneTimeCode() async throws {
        let (sut, page, engine) = try await makeSUT()
        defer { engine.remove() }
        guard
            case .accepted(let code) = await page.registrationCode(email: Self.email, password: Self.password)
        else {
            Issue.record("no code issued")
            return
        }

        let first = await sut.registerWithOneTimeCode(code)
        if let registration = handedOn(first) { await sut.cancelRegistration(registration) }
        let again = await sut.registerWithOneTimeCode(code)
        let madeUp = await sut.registerWithOneTimeCode("made-up")
        let refusedPage = await page.registrationCode(
            email: Self.email, password: SecretInput("wrong password"))

        #expect(handedOn(first) != nil)
        #expect(again == .failed(.invalidOneTimeCode))
        #expect(madeUp == .failed(.invalidOneTimeCode))
        #expect(refusedPage == .refused(.invalidCredentials))
    }

    // MARK: Stateless

    @Test("stateless: a session without a profile, shown by the dashboard and ended there")
    func stateless() async throws {
        let (sut, _, engine) = try await makeSUT()
        defer { engine.remove() }
        let dashboard = DashboardInteractor(host: engine.host)

        let session = try await sut.startStatelessSession(email: Self.email, password: Self.password)
        let shown = try await dashboard.statelessSession()
        let ended = await dashboard.endSession(owner: .stateless)

        #expect(session.email == Self.email)
        #expect(session.owner == .stateless)
        #expect(shown == session)
        #expect(ended == .loggedOut)
        await #expect(throws: AppError.notLoggedIn) { try await dashboard.statelessSession() }
        #expect(await dashboard.endSession(owner: .stateless) == .alreadyLoggedOut)
        #expect(try await engine.client.profiles().isEmpty)
    }

    @Test("stateless: wrong credentials are refused like any sign-in")
    func statelessRefused() async throws {
        let (sut, _, engine) = try await makeSUT()
        defer { engine.remove() }

        await #expect(throws: AppError.invalidCredentials) {
            try await sut.startStatelessSession(email: Self.email, password: SecretInput("wrong password"))
        }
    }

    @Test("the --home the app was given is what the screens repeat for a second terminal")
    func homeOption() throws {
        let settings = try EngineSettings.resolve(
            homeFlag: "/tmp/some home", environment: [:], appEnvironment: .dev)
        let host = EngineHost(settings: settings, tracer: .disabled)
        let defaulted = try EngineSettings.resolve(
            homeFlag: nil, environment: ["VIPER_AUTH_HOME": "/tmp/x"], appEnvironment: .dev)

        #expect(
            RegistrationInteractor(host: host).homeOption
                == "/tmp/some home")
        #expect(defaulted.homeOption == nil)
    }
}

/// A registration stopped at a step the test did not expect.
private struct UnexpectedStep: Error {
    let step: RegistrationStep
}
