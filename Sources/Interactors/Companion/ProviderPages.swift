import AuthEngine
import Synchronization

/// The OpenID provider's HTML pages played over HTTP, for `viper-auth browser` given an
/// `http://…/oauth2/authorize?…` or `…/oauth2/device` address: it reads each page's form, posts
/// it as a browser would, and follows a redirect to a loopback address, so the app waiting there
/// receives the code as it would from a browser. Nothing here needs the app's home.
package final class ProviderPages: Sendable {
    private let client: WebPageClient
    /// The form the last page showed, which the next answer submits.
    private let current = Mutex<(kind: ProviderPageKind, address: WebAddress, form: HTMLForm)?>(nil)

    /// Pages fetched with `client`.
    package init(client: WebPageClient = WebPageClient()) {
        self.client = client
    }

    /// The kind of page `url` names, when it is a provider page played over HTTP; nil otherwise.
    package static func kind(of url: String) -> ProviderPageKind? {
        guard let address = WebAddress(url) else { return nil }
        switch address.path {
        case "/oauth2/authorize": return .signIn
        case "/oauth2/device": return .deviceApproval
        default: return nil
        }
    }

    /// The page at `url`.
    package func load(_ url: String) async -> ProviderPageStep {
        guard let address = WebAddress(url), let kind = Self.kind(of: url) else { return .unexpected }
        return await step(kind: kind, at: address) { () async throws(TransportError) in
            try await client.get(address)
        }
    }

    /// Submits the form of the page shown last as `answer` says.
    package func submit(_ answer: ProviderFormAnswer) async -> ProviderPageStep {
        guard let page = current.withLock({ $0 }) else { return .unexpected }
        let (buttonValue, typed) = Self.fields(for: answer, on: page.form)
        guard let button = page.form.button(valued: buttonValue) else { return .unexpected }
        let action = page.address.resolving(page.form.action) ?? page.address
        return await step(kind: page.kind, at: action) { () async throws(TransportError) in
            try await client.submit(page.form, of: page.address, pressing: button, typed: typed)
        }
    }

    /// The button's value and what is typed into which input, for `answer`.
    private static func fields(for answer: ProviderFormAnswer, on form: HTMLForm) -> (
        String, [String: String]
    ) {
        let email = form.input(ofType: "email")?.name ?? "email"
        let password = form.input(ofType: "password")?.name ?? "password"
        switch answer {
        case .signIn(let address, let secret):
            return ("sign-in", [email: address, password: secret.text])
        case .cancel:
            return ("cancel", [:])
        case .forgotPassword:
            return ("forgot-password", [:])
        case .decide(let approves, let userCode, let address, let secret):
            return (
                approves ? "approve" : "deny", ["user_code": userCode, email: address, password: secret.text]
            )
        }
    }

    /// What the request `send` makes leads to; a redirect to loopback is followed once.
    private func step(
        kind: ProviderPageKind, at address: WebAddress,
        _ send: () async throws(TransportError) -> WebPageResponse?
    ) async -> ProviderPageStep {
        current.withLock { $0 = nil }
        let response: WebPageResponse?
        do {
            response = try await send()
        } catch {
            return .unreachable
        }
        switch response {
        case nil:
            return .unexpected
        case .redirect(_, let location):
            guard let target = address.resolving(location), target.isLoopback else {
                return .redirect(location)
            }
            return .returnedToApp(await returnToApp(target))
        case .page(let status, let page):
            if let form = page.form, (200..<300).contains(status) {
                current.withLock { $0 = (kind, address, form) }
                let userCode = form.inputs.first { $0.name == "user_code" }?.value ?? ""
                return .form(ProviderPage(kind: kind, alert: page.alert, userCode: userCode))
            }
            if status >= 400 { return .errorPage(page.alert) }
            return kind == .deviceApproval && (200..<300).contains(status) ? .decided : .unexpected
        }
    }

    /// Hands the redirect to the listener at `address`, as the browser's next request.
    private func returnToApp(_ address: WebAddress) async -> LoopbackReturn {
        do {
            switch try await client.get(address) {
            case .page(let status, _) where (200..<300).contains(status): return .accepted
            case .page, .redirect: return .refused
            }
        } catch {
            return .notListening
        }
    }
}
