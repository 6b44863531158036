import AuthEngine
import TestSupport
import Testing

@testable import Interactors

@Suite("The hosted login page of viper-auth browser, over the real server")
struct HostedLoginPageTests {
    private func makeSUT() async throws -> (HostedLoginPage, ChallengeTestEngine) {
        let engine = try await ChallengeTestEngine.start()
        return (try HostedLoginPage.open(settings: engine.settings), engine)
    }

    @Test("an authorize URL the app made is served; other addresses are bad, with the typed reason")
    func addresses() async throws {
        let (sut, engine) = try await makeSUT()
        defer { engine.remove() }
        let (flow, url) = try await engine.beginHostedPageSignIn()
        await flow.cancelAndWait()
        let otherPage = url.replacingPrefix("https://login.viper-auth.local", with: "https://evil.example")

        #expect(try await sut.address(url) == .authorize(url))
        await #expect(throws: CompanionError.badSignInAddress(.anotherLoginPage)) {
            try await sut.address(otherPage)
        }
        await #expect(throws: CompanionError.badSignInAddress(.notAnAddress)) {
            try await sut.address("not a url")
        }
        #expect(
            try await sut.address("https://web.viper-auth.local/sso?token=t")
                == .appToWeb("https://web.viper-auth.local/sso?token=t"))
    }

    @Test("a wrong password is refused as such and may be tried again")
    func wrongPassword() async throws {
        let (sut, engine) = try await makeSUT()
        defer { engine.remove() }
        _ = try await engine.registerProfile()
        let (flow, url) = try await engine.beginHostedPageSignIn()

        let refused = await sut.signIn(
            authorizeURL: url, email: "lin@example.org", password: SecretInput("wrong"))
        let accepted = await sut.signIn(
            authorizeURL: url, email: "lin@example.org", password: SecretInput(TestAccount.password))
        await flow.cancelAndWait()

        #expect(refused == .refused(.invalidCredentials))
        guard case .accepted(let redirect) = accepted else {
            Issue.record("the second try was refused")
            return
        }
        #expect(redirect.hasPrefix("viperauth://callback?code="))
    }

    @Test("an app-to-web URL shows who is signed in on the web, once")
    func appToWeb() async throws {
        let (sut, engine) = try await makeSUT()
        defer { engine.remove() }
        let session = try await engine.registerProfile()
        let url = try await engine.client.appToWebURL(profileId: session.profile.rawValue)

        let user = try await sut.signInOnTheWeb(url)

        #expect(user.email == "lin@example.org")
        #expect(user.fullName == "Lin Example")
        await #expect(throws: CompanionError.linkUnknownOrUsed) { try await sut.signInOnTheWeb(url) }
        await #expect(throws: CompanionError.badAppToWebAddress) {
            try await sut.signInOnTheWeb("https://web.viper-auth.local/sso?token=")
        }
    }

    @Test("a home that cannot be opened is reported with the step and the directory, not a crash")
    func unusableHome() {
        let settings = EngineSettings(homeDirectory: "/proc/viper-auth-cannot-be-here", environment: .dev)
        let error = #expect(throws: CompanionError.self) { try HostedLoginPage.open(settings: settings) }
        guard case .serverDataUnavailable(.fileSystem(.createDirectory, let path, _)?) = error else {
            Issue.record("expected the server directory's creation to fail, got \(String(describing: error))")
            return
        }
        #expect(path.hasPrefix("/proc/viper-auth-cannot-be-here"))
    }
}

extension String {
    fileprivate func replacingPrefix(_ prefix: String, with replacement: String) -> String {
        hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
    }
}
