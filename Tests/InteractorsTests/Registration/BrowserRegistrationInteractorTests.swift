import AuthEngine
import TestSupport
import Testing

@testable import Interactors

/// The browser registration as command-line tools sign in, over the in-process engine: the test
/// plays the browser over real HTTP, against the login page the app serves on loopback and the
/// app's loopback listener.
@Suite("Registration interactor: the system browser and the device code, over the real engine")
struct BrowserRegistrationInteractorTests {
    private static let email = "lin@example.org"
    private static let browser = TestBrowser(email: email, password: TestAccount.password)

    /// An engine with an account for `email` (signed up, the registration cancelled at the PIN),
    /// `$BROWSER` set to `browserCommand`, and the interactor.
    private func makeSUT(browserCommand: String = "true", timeLimit: Duration = .seconds(300)) async throws
        -> (RegistrationInteractor, ChallengeTestEngine)
    {
        let engine = try await ChallengeTestEngine.start(adjust: {
            $0.browserVariable = browserCommand
            $0.browserTimeLimit = timeLimit
        })
        await engine.beginSignUp(email: Self.email).flow.cancelAndWait()
        return (RegistrationInteractor(host: engine.host), engine)
    }

    private func signIn(_ step: RegistrationStep) throws -> BrowserSignIn {
        guard case .openBrowser(let signIn) = step else { throw UnexpectedBrowserStep(step: step) }
        return signIn
    }

    /// Whether `url` stops answering within a second: a server's stop is graceful, so its port
    /// closes on its own thread shortly after it is asked to.
    private static func closes(_ url: String) async -> Bool {
        for _ in 0..<100 {
            if await TestBrowser.get(url) == nil { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return false
    }

    /// No profile was written on the device, whatever happened.
    private func expectNoProfile(_ engine: ChallengeTestEngine) async throws {
        #expect(try await engine.client.profiles().isEmpty)
    }

    @Test("browser: the login page served on loopback, its redirect to the listener, then the new PIN")
    func browserComesBack() async throws {
        let (sut, engine) = try await makeSUT()
        defer { engine.remove() }

        let signIn = try signIn(await sut.startBrowserRegistration())
        let opened = await sut.openBrowser(for: signIn)
        let landing = await Self.browser.signIn(at: signIn.url)
        let step = await sut.waitForBrowser(signIn)
        guard case .needsPin(let registration) = step else { throw UnexpectedBrowserStep(step: step) }
        let end = await registration.flow.reply(.secret(SecretInput(TestAccount.pin)))

        #expect(opened == nil)
        #expect(signIn.url.hasPrefix("http://127.0.0.1:"))
        #expect(signIn.url.contains("/oauth2/authorize?"))
        #expect(landing?.status == 200)
        #expect(landing?.body.contains("return to the terminal") == true)
        guard case .finished(.signedIn(let session)) = end else {
            Issue.record("expected a signed-in session, got \(end)")
            return
        }
        #expect(session.email == Self.email)
        // The step is over: the page is no longer served.
        #expect(await Self.closes(signIn.url))
    }

    @Test(
        "browser: cancel and forgot password on the page end the attempt with their reason, nothing registered",
        arguments: [
            ("cancel", BrowserSignInProblem.cancelledAtLoginPage), ("forgot-password", .forgotPassword),
        ])
    func errorRedirect(action: String, problem: BrowserSignInProblem) async throws {
        let (sut, engine) = try await makeSUT()
        defer { engine.remove() }

        let signIn = try signIn(await sut.startBrowserRegistration())
        _ = await Self.browser.signIn(at: signIn.url, action: action)
        let step = await sut.waitForBrowser(signIn)

        #expect(step == .failed(.browserLoginFailed(reason: problem)))
        #expect(await signIn.registration.flow.nextStep() == .failed(.cancelled))
        try await expectNoProfile(engine)
    }

    @Test("browser: a browser that never comes back ends at the time limit, nothing registered")
    func timeLimit() async throws {
        let (sut, engine) = try await makeSUT(timeLimit: .milliseconds(50))
        defer { engine.remove() }

        let signIn = try signIn(await sut.startBrowserRegistration())
        let step = await sut.waitForBrowser(signIn)

        #expect(step == .failed(.browserLoginFailed(reason: .noRedirectInTime(seconds: 0))))
        try await expectNoProfile(engine)
    }

    @Test("browser: a pasted redirect answers; a line that is no redirect is refused and the wait goes on")
    func pasted() async throws {
        let (sut, engine) = try await makeSUT()
        defer { engine.remove() }
        let signIn = try signIn(await sut.startBrowserRegistration())

        await #expect(throws: AppError.browserLoginFailed(reason: .notAnAddress)) {
            try await sut.answerBrowserRedirect("hello", to: signIn)
        }
        await #expect(throws: AppError.browserLoginFailed(reason: .notARedirectToThisApp)) {
            try await sut.answerBrowserRedirect("viperauth://callback?code=x&state=y", to: signIn)
        }
        // The redirect a browser on another machine ended on, copied from its address bar.
        let page = await TestBrowser.get(signIn.url)
        #expect(page?.status == 200)
        let step = try await sut.answerBrowserRedirect(
            signIn.redirectURI + "?code=made-up&state=" + PercentEncoding.encode(signIn.state), to: signIn)

        #expect(step == .failed(.authorizationCodeRejected))
        try await expectNoProfile(engine)
    }

    @Test("browser: a redirect of another sign-in (wrong state) pasted ends the attempt")
    func pastedWrongState() async throws {
        let (sut, engine) = try await makeSUT()
        defer { engine.remove() }
        let signIn = try signIn(await sut.startBrowserRegistration())

        let step = try await sut.answerBrowserRedirect(
            signIn.redirectURI + "?code=c&state=another", to: signIn)

        #expect(step == .failed(.browserLoginFailed(reason: .belongsToAnotherSignIn)))
        try await expectNoProfile(engine)
    }

    @Test("browser: cancelling closes the listener and the page and ends the registration")
    func cancel() async throws {
        let (sut, engine) = try await makeSUT()
        defer { engine.remove() }
        let signIn = try signIn(await sut.startBrowserRegistration())

        await sut.cancelBrowserRegistration(signIn)

        #expect(await sut.waitForBrowser(signIn) == .failed(.cancelled))
        #expect(await signIn.registration.flow.nextStep() == .failed(.cancelled))
        #expect(await Self.closes(signIn.url))
        #expect(await Self.closes(signIn.redirectURI))
        try await expectNoProfile(engine)
    }

    @Test("browser: a $BROWSER that cannot start is reported by name; the sign-in still waits")
    func launcherFails() async throws {
        let (sut, engine) = try await makeSUT(browserCommand: "/nonexistent/viper-auth-no-browser")
        defer { engine.remove() }
        let signIn = try signIn(await sut.startBrowserRegistration())

        let problem = await sut.openBrowser(for: signIn)
        _ = await Self.browser.signIn(at: signIn.url)
        let step = await sut.waitForBrowser(signIn)

        #expect(problem == .couldNotStart(program: "viper-auth-no-browser"))
        guard case .needsPin(let registration) = step else { throw UnexpectedBrowserStep(step: step) }
        await sut.cancelRegistration(registration)
        try await expectNoProfile(engine)
    }
}

private struct UnexpectedBrowserStep: Error {
    let step: RegistrationStep
}
