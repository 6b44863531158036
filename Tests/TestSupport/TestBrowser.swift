import AuthEngine

/// A browser for tests, over real HTTP: it opens an authorize URL, posts the login form back as a
/// browser would (its hidden fields, the credentials, the button pressed), and follows the
/// redirect to wherever it leads, such as an app's loopback listener.
package struct TestBrowser: Sendable {
    /// A page the browser was answered with.
    package struct Visit: Sendable {
        /// The HTTP status.
        package let status: Int
        /// Where a redirect points; nil when the answer is not one.
        package let location: String?
        /// The page's HTML.
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
        guard let answer = await submit(at: url, path: "/oauth2/authorize", [("action", action)]),
            let location = answer.location
        else { return nil }
        return await Self.get(location)
    }

    /// Opens the device verification page at `url`, enters `userCode` and presses `action`
    /// (`approve`, `deny`); the page that answered.
    package func decide(at url: String, userCode: String, action: String = "approve") async -> Visit? {
        await submit(at: url, path: "/oauth2/device", [("user_code", userCode), ("action", action)])
    }

    /// GETs the form at `url` and posts it to `path` on the same server with its hidden fields, the
    /// credentials and `fields`.
    private func submit(at url: String, path: String, _ fields: [(name: String, value: String)]) async
        -> Visit?
    {
        guard let page = await Self.get(url), page.status == 200, let origin = Self.origin(of: url) else {
            return nil
        }
        // The hidden inputs as a browser posts them back, read as the app's own browser reads them.
        let hidden = HTMLPageReader.read(page.body.utf8).form?.hiddenFields ?? []
        let form = hidden.map { ($0.name, $0.value) } + [("email", email), ("password", password)] + fields
        return await Self.send(
            EngineRequest(
                method: .post, path: path, headers: ["Content-Type": "application/x-www-form-urlencoded"],
                body: Array(FormFields(form).encoded.utf8)), to: origin)
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
