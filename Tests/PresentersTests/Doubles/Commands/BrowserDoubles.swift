import Interactors
import Presenters
import TestSupport

/// The Browser view: records what it was told to show, and answers each prompt with the next of
/// `lines` (nil once they run out: end of input).
@MainActor
final class BrowserViewSpy: BrowserViewInterface {
    enum Message: Equatable {
        case result(String)
        case note(String)
        case failure(String)
        case title(String)
        case body([String])
        case menu([String])
        case error(String)
        case success(String)
        case line(String)
        case progress(String)
        case hideProgress
        case ask(Prompt)
    }

    private(set) var messages: [Message] = []
    var lines: [String] = []

    func showResult(_ line: String) { messages.append(.result(line)) }
    func showNote(_ line: String) { messages.append(.note(line)) }
    func showFailure(_ line: String) { messages.append(.failure(line)) }
    func showTitle(_ text: String) { messages.append(.title(text)) }
    func showBody(_ lines: [String]) { messages.append(.body(lines)) }
    func showMenu(_ menu: Menu<BrowserChoice>) { messages.append(.menu(menu.items.map(\.keyword))) }
    func showError(_ text: String) { messages.append(.error(text)) }
    func showSuccess(_ text: String) { messages.append(.success(text)) }
    func showLine(_ text: String) { messages.append(.line(text)) }
    func showProgress(_ message: String) { messages.append(.progress(message)) }
    func hideProgress() { messages.append(.hideProgress) }

    func answer(_ prompt: Prompt) -> String? {
        messages.append(.ask(prompt))
        return lines.isEmpty ? nil : lines.removeFirst()
    }
}

@MainActor
final class BrowserInteractorMock: BrowserInteracting {
    enum Call: Equatable {
        case open
        case address(String)
        case signIn(authorizeURL: String, email: String)
        case cancel(authorizeURL: String)
        case forgotPassword(authorizeURL: String)
        case signInOnTheWeb(String)
        case registrationCode(email: String)
    }

    private(set) var calls: [Call] = []
    var openFailure: CompanionError?
    var addresses: Script<BrowserCallAnswer<BrowserAddress>> = []
    var webUsers: Script<BrowserCallAnswer<WebUser>> = []
    /// What the page answers each sign-in, cancel, "forgot password" or code request.
    var pageAnswers: Script<HostedPageAnswer?> = []

    nonisolated func open() throws(CompanionError) {
        let failure = MainActor.assumeIsolated { () -> CompanionError? in
            calls.append(.open)
            return openFailure
        }
        if let failure { throw failure }
    }

    @MainActor func address(_ url: String) async throws(CompanionError) -> BrowserAddress {
        calls.append(.address(url))
        return try addresses.next().get()
    }

    nonisolated func isPlausibleEmail(_ email: String) -> Bool { email.contains("@") }

    @MainActor func signIn(authorizeURL: String, email: String, password: SecretInput) async
        -> HostedPageAnswer
    {
        calls.append(.signIn(authorizeURL: authorizeURL, email: email))
        return pageAnswer()
    }

    @MainActor func cancel(authorizeURL: String) async -> HostedPageAnswer {
        calls.append(.cancel(authorizeURL: authorizeURL))
        return pageAnswer()
    }

    @MainActor func forgotPassword(authorizeURL: String) async -> HostedPageAnswer {
        calls.append(.forgotPassword(authorizeURL: authorizeURL))
        return pageAnswer()
    }

    @MainActor func signInOnTheWeb(_ url: String) async throws(CompanionError) -> WebUser {
        calls.append(.signInOnTheWeb(url))
        return try webUsers.next().get()
    }

    @MainActor func registrationCode(email: String, password: SecretInput) async -> HostedPageAnswer {
        calls.append(.registrationCode(email: email))
        return pageAnswer()
    }

    private func pageAnswer() -> HostedPageAnswer {
        pageAnswers.next() ?? .refused(.serviceUnavailable)
    }
}

/// A browser call's answer (`Result` is a scripted answer for `AppError` only).
enum BrowserCallAnswer<Value>: ScriptedAnswer {
    case success(Value)
    case failure(CompanionError)

    static var unscripted: BrowserCallAnswer { .failure(.linkUnknownOrUsed) }

    func get() throws(CompanionError) -> Value {
        switch self {
        case .success(let value): value
        case .failure(let error): throw error
        }
    }
}
