import AuthEngine

/// A browser for tests, over real HTTP: it opens an authorize URL, posts the login form back as a
/// browser would (with the engine's `WebPageClient`), and follows the redirect to wherever it
/// leads, such as an app's loopback listener.
package struct TestBrowser: Sendable {
    /// A page the browser was answered with.
    package struct Visit: Sendable {
        /// The HTTP status.
        package let status: Int
        /// Where a redirect points; nil when the answer is not one.
        package let location: String?
        /// The page's HTML; empty for the answer to a submitted form, which callers read by its
        /// status and redirect.
        package let body: String
    }

    /// The email posted on the login page.
    package let email: String
    /// The password posted with it.
    package let password: String

    /// A browser that signs in as `email` with `password`.
    package init(email: String, password: String) {
        self.email = email
        self.password = password
    }

    /// Opens `url`, presses `action` (`sign-in`, `cancel`, `forgot-password`) on its login page, and
    /// follows the redirect; the last page visited, or nil when a step did not answer as a
    /// browser expects.
    package func signIn(at url: String, action: String = "sign-in") async -> Visit? {
        guard let answer = await submit(at: url, pressing: action, typed: [:]), let location = answer.location
        else { return nil }
        return await Self.get(location)
    }

    /// Opens the device verification page at `url`, enters `userCode` and presses `action`
    /// (`approve`, `deny`); the page that answered.
    package func decide(at url: String, userCode: String, action: String = "approve") async -> Visit? {
        await submit(at: url, pressing: action, typed: ["user_code": userCode])
    }

    /// GETs the page at `url` and submits its form with the engine's `WebPageClient`, as
    /// `viper-auth browser` does: to the form's action, with its hidden fields, the credentials and
    /// `typed` in the inputs of those names, and the button valued `button`. Nil when the page has
    /// no such form or button.
    private func submit(at url: String, pressing button: String, typed: [String: String]) async -> Visit? {
        let client = WebPageClient()
        guard let address = WebAddress(url),
            case .page(status: 200, let page)? = try? await client.get(address),
            let form = page.form, let pressed = form.button(valued: button),
            let answer = try? await client.submit(
                form, of: address, pressing: pressed,
                typed: typed.merging(["email": email, "password": password]) { typed, _ in typed })
        else { return nil }
        switch answer {
        case .redirect(let status, let location): return Visit(status: status, location: location, body: "")
        case .page(let status, _): return Visit(status: status, location: nil, body: "")
        }
    }

    /// GETs `url` (`http://HOST:PORT/path?query`).
    package static func get(_ url: String) async -> Visit? {
        guard let origin = origin(of: url) else { return nil }
        let target = String(url.dropFirst(origin.count))
        return await send(EngineRequest(method: .get, target: target.isEmpty ? "/" : target), to: origin)
    }

    private static func send(_ request: EngineRequest, to origin: String) async -> Visit? {
        guard let server = try? HTTPServerURL.parse(origin),
            let response = try? await HTTPClientTransport(server: server).send(request)
        else { return nil }
        return Visit(
            status: response.status, location: response.header("Location"),
            body: String(decoding: response.body, as: UTF8.self))
    }

    /// `http://HOST:PORT` of `url`.
    private static func origin(of url: String) -> String? {
        guard url.hasPrefix("http://") else { return nil }
        let rest = url.dropFirst("http://".count)
        let end = rest.firstIndex(where: { $0 == "/" || $0 == "?" }) ?? rest.endIndex
        return "http://" + rest[..<end]
    }
}
