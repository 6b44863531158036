import AuthEngine
import TestSupport
import Testing

@testable import Interactors

/// The device grant over the in-process engine: the test approves or denies on the device page the
/// app serves on loopback, over real HTTP, while the engine polls (every 5 s, the server's interval).
@Suite("Registration interactor: the device code, over the real engine")
struct DeviceRegistrationInteractorTests {
    private static let email = "lin@example.org"
    private static let browser = TestBrowser(email: email, password: TestAccount.password)

    private func makeSUT(clock: ManualWallClock? = nil) async throws -> (
        RegistrationInteractor, ChallengeTestEngine
    ) {
        let engine = try await ChallengeTestEngine.start(adjust: { settings in
            if let clock { settings.clock = clock }
        })
        await engine.beginSignUp(email: Self.email).flow.cancelAndWait()
        return (RegistrationInteractor(host: engine.host), engine)
    }

    private func signIn(_ step: RegistrationStep) throws -> DeviceSignIn {
        guard case .showDeviceCode(let signIn) = step else { throw UnexpectedDeviceStep(step: step) }
        return signIn
    }

    @Test("device: the page on loopback, the code approved there, then the new PIN")
    func approved() async throws {
        let (sut, engine) = try await makeSUT()
        defer { engine.remove() }

        let signIn = try signIn(await sut.startDeviceRegistration())
        let code = signIn.code
        async let step = sut.waitForDeviceApproval(signIn)
        let decided = await Self.browser.decide(at: code.verificationURI, userCode: code.userCode)
        guard case .needsPin(let registration) = await step else {
            throw UnexpectedDeviceStep(step: await step)
        }
        let end = await registration.flow.reply(.secret(SecretInput(TestAccount.pin)))

        #expect(code.verificationURI.hasPrefix("http://127.0.0.1:"))
        #expect(code.verificationURI.hasSuffix("/oauth2/device"))
        #expect(code.completeVerificationURI?.hasPrefix(code.verificationURI + "?user_code=") == true)
        #expect(decided?.status == 200)
        guard case .finished(.signedIn(let session)) = end else {
            Issue.record("expected a signed-in session, got \(end)")
            return
        }
        #expect(session.email == Self.email)
    }

    @Test("device: a denied code ends the registration with nothing registered")
    func denied() async throws {
        let (sut, engine) = try await makeSUT()
        defer { engine.remove() }

        let signIn = try signIn(await sut.startDeviceRegistration())
        async let step = sut.waitForDeviceApproval(signIn)
        _ = await Self.browser.decide(
            at: signIn.code.verificationURI, userCode: signIn.code.userCode, action: "deny")

        #expect(await step == .failed(.deviceSignInDenied))
        #expect(try await engine.client.profiles().isEmpty)
    }

    @Test("device: a code nobody approves expires on the home's clock, nothing registered")
    func expired() async throws {
        let clock = ManualWallClock(now: 1_800_000_000)
        let (sut, engine) = try await makeSUT(clock: clock)
        defer { engine.remove() }

        let signIn = try signIn(await sut.startDeviceRegistration())
        clock.advance(by: signIn.code.expiresInSeconds + 1)
        let step = await sut.waitForDeviceApproval(signIn)

        #expect(step == .failed(.deviceCodeExpired))
        #expect(try await engine.client.profiles().isEmpty)
    }

    @Test("device: cancelling stops the polling at once and ends the registration")
    func cancelled() async throws {
        let (sut, engine) = try await makeSUT()
        defer { engine.remove() }

        let signIn = try signIn(await sut.startDeviceRegistration())
        let waiting = Task { await sut.waitForDeviceApproval(signIn) }
        try await Task.sleep(for: .milliseconds(100))
        await sut.cancelDeviceRegistration(signIn)

        #expect(await waiting.value == .failed(.cancelled))
        #expect(try await engine.client.profiles().isEmpty)
    }
}

private struct UnexpectedDeviceStep: Error {
    let step: RegistrationStep
}
