/// What a server answered a page request with, as a browser acts on it.
package enum WebPageResponse: Sendable, Equatable {
    /// A document: its status and what the page holds (an empty page for a body that is not HTML).
    case page(status: Int, HTMLPage)
    /// A redirect (3xx with a `Location`): where to, as written.
    case redirect(status: Int, location: String)
}

/// Visits pages and submits their forms over the engine's HTTP client, as a browser would with
/// scripts, cookies and images left out: what `viper-auth browser` and the tests' `$BROWSER` do.
package struct WebPageClient: Sendable {
    private let configuration: HTTPClientConfiguration

    /// A client with `configuration`'s limits; by default a page must answer within 30 seconds
    /// (a password check is the slowest thing behind one) and be at most 1 MiB.
    package init(
        configuration: HTTPClientConfiguration = HTTPClientConfiguration(
            maxResponseBytes: HTMLPageReader.maxPageBytes)
    ) {
        self.configuration = configuration
    }

    /// `GET address`.
    package func get(_ address: WebAddress) async throws(TransportError) -> WebPageResponse {
        try await send(EngineRequest(method: .get, target: address.target, headers: Self.accept), to: address)
    }

    /// Submits `form` of the page at `page` by pressing `button` with `typed` (by input name) in
    /// its inputs; nil when the form's action leaves plain HTTP.
    package func submit(
        _ form: HTMLForm, of page: WebAddress, pressing button: HTMLField, typed: [String: String]
    ) async throws(TransportError) -> WebPageResponse? {
        guard let action = page.resolving(form.action) else { return nil }
        let fields = form.submission(pressing: button, typed: typed)
        guard form.method == "post" else {
            // A GET form replaces the action's query with the fields, as HTML says.
            let target = action.path + (fields.isEmpty ? "" : "?" + fields.encoded)
            return try await send(
                EngineRequest(method: .get, target: target, headers: Self.accept), to: action)
        }
        var headers = Self.accept
        headers.append("Content-Type", "application/x-www-form-urlencoded")
        let request = EngineRequest(
            method: .post, target: action.target, headers: headers, body: Array(fields.encoded.utf8))
        return try await send(request, to: action)
    }

    private static let accept: HTTPFields = ["Accept": "text/html"]

    private func send(_ request: EngineRequest, to address: WebAddress) async throws(TransportError)
        -> WebPageResponse
    {
        let response = try await HTTPClientTransport(server: address.server, configuration: configuration)
            .send(request)
        if (300..<400).contains(response.status), let location = response.header("Location") {
            return .redirect(status: response.status, location: location)
        }
        let isHTML = response.header("Content-Type")?.lowercased().hasPrefix("text/html") ?? false
        return .page(status: response.status, isHTML ? HTMLPageReader.read(response.body) : HTMLPage())
    }
}
