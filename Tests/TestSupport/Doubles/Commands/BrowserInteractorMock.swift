import Interactors

/// The hosted page of `browser`, for its presenter's and view's tests.
@MainActor
package final class BrowserInteractorMock: BrowserInteracting {
    /// A call made to the mock, with its arguments (never a password).
    package enum Call: Equatable {
        case open
        case address(String)
        case signIn(authorizeURL: String, email: String)
        case cancel(authorizeURL: String)
        case forgotPassword(authorizeURL: String)
        case signInOnTheWeb(String)
        case registrationCode(email: String)
        case loadProviderPage(String)
        case submitSignIn(email: String)
        case submitCancel
        case submitForgotPassword
        case submitDecision(approves: Bool, userCode: String, email: String)
    }

    /// Every call made, with its arguments, in order.
    package private(set) var calls: [Call] = []

    /// A mock with nothing scripted.
    package init() {}
    /// Why the page cannot be opened; nil opens it.
    package var openFailure: CompanionError?
    /// What each address typed leads to, or why it is refused.
    package var addresses: Script<BrowserCallAnswer<BrowserAddress>> = []
    /// The user each app-to-web link signs in, or why it is refused.
    package var webUsers: Script<BrowserCallAnswer<WebUser>> = []
    /// What the page answers each sign-in, cancel, "forgot password" or code request.
    package var pageAnswers: Script<HostedPageAnswer?> = []
    /// The provider pages by address; any other address is the home's hosted page.
    package var providerPages: [String: ProviderPageKind] = [:]
    /// Where each load or submit of a provider page leads (`.unexpected` once they run out).
    package var providerSteps: Script<ProviderPageStep?> = []

    /// Records the call and fails as `openFailure` says.
    nonisolated package func open() throws(CompanionError) {
        let failure = MainActor.assumeIsolated { () -> CompanionError? in
            calls.append(.open)
            return openFailure
        }
        if let failure { throw failure }
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func address(_ url: String) async throws(CompanionError) -> BrowserAddress {
        calls.append(.address(url))
        return try addresses.next().get()
    }

    /// An address has the shape of one when it holds an `@`.
    nonisolated package func isPlausibleEmail(_ email: String) -> Bool { email.contains("@") }

    /// Records the call and gives the next scripted answer.
    @MainActor package func signIn(authorizeURL: String, email: String, password: SecretInput) async
        -> HostedPageAnswer
    {
        calls.append(.signIn(authorizeURL: authorizeURL, email: email))
        return pageAnswer()
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func cancel(authorizeURL: String) async -> HostedPageAnswer {
        calls.append(.cancel(authorizeURL: authorizeURL))
        return pageAnswer()
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func forgotPassword(authorizeURL: String) async -> HostedPageAnswer {
        calls.append(.forgotPassword(authorizeURL: authorizeURL))
        return pageAnswer()
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func signInOnTheWeb(_ url: String) async throws(CompanionError) -> WebUser {
        calls.append(.signInOnTheWeb(url))
        return try webUsers.next().get()
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func registrationCode(email: String, password: SecretInput) async -> HostedPageAnswer {
        calls.append(.registrationCode(email: email))
        return pageAnswer()
    }

    /// The kind `providerPages` gives `url`.
    nonisolated package func providerPageKind(_ url: String) -> ProviderPageKind? {
        MainActor.assumeIsolated { providerPages[url] }
    }

    /// Records the call and gives the next scripted step.
    @MainActor package func loadProviderPage(_ url: String) async -> ProviderPageStep {
        calls.append(.loadProviderPage(url))
        return providerSteps.next() ?? .unexpected
    }

    /// Records the call (never the password) and gives the next scripted step.
    @MainActor package func submitProviderPage(_ answer: ProviderFormAnswer) async -> ProviderPageStep {
        switch answer {
        case .signIn(let email, _): calls.append(.submitSignIn(email: email))
        case .cancel: calls.append(.submitCancel)
        case .forgotPassword: calls.append(.submitForgotPassword)
        case .decide(let approves, let userCode, let email, _):
            calls.append(.submitDecision(approves: approves, userCode: userCode, email: email))
        }
        return providerSteps.next() ?? .unexpected
    }

    private func pageAnswer() -> HostedPageAnswer {
        pageAnswers.next() ?? .refused(.serviceUnavailable)
    }
}

/// A browser call's answer (`Result` is a scripted answer for `AppError` only).
package enum BrowserCallAnswer<Value>: ScriptedAnswer {
    case success(Value)
    case failure(CompanionError)

    /// A link that is unknown or used.
    package static var unscripted: BrowserCallAnswer { .failure(.linkUnknownOrUsed) }

    /// The answer, or the error it stands for.
    package func get() throws(CompanionError) -> Value {
        switch self {
        case .success(let value): value
        case .failure(let error): throw error
        }
    }
}
