/// The token server's answer, in HTTP's shape: a status, header fields in order (repeats kept), and
/// a body of any type — JSON, an HTML page, a redirect's empty body.
package struct EngineResponse: Sendable, Equatable {
    /// The status code, as in HTTP (200, 302, 401, 429, 503, …).
    package var status: Int
    /// The body's media type, written with the framing fields, ahead of `Content-Length`; nil when
    /// the body has none or names it among `headers`.
    package var contentType: String?
    /// Header fields in the order they are written, after the framing fields.
    package var headers: HTTPFields
    /// The body.
    package var body: [UInt8]

    /// Creates a response.
    package init(status: Int, contentType: String? = nil, headers: HTTPFields = [:], body: [UInt8] = []) {
        self.status = status
        self.contentType = contentType
        self.headers = headers
        self.body = body
    }

    /// True for 2xx statuses.
    package var isSuccess: Bool { (200..<300).contains(status) }

    /// The value of a header, matched case-insensitively; `Content-Type` includes `contentType`.
    package func header(_ name: String) -> String? {
        if let contentType, HTTPSyntax.equalsIgnoringCase(ArraySlice(name.utf8), "content-type") {
            return contentType
        }
        return headers[name]
    }

    /// `application/json`.
    package static let jsonType = "application/json"
    /// `text/html; charset=utf-8`.
    package static let htmlType = "text/html; charset=utf-8"

    /// A JSON answer with `value` as its body.
    package static func json(_ value: some Encodable, status: Int = 200) -> EngineResponse {
        json(encoded: WireCoding.encode(value), status: status)
    }

    /// A JSON answer whose body was encoded already (`WireCoding.encode`).
    ///
    /// The type stays among the route's fields, after the framing ones, where the /v1 routes' answers
    /// have always carried it: their clients compare those bytes.
    package static func json(encoded body: [UInt8], status: Int = 200) -> EngineResponse {
        EngineResponse(status: status, headers: ["Content-Type": jsonType], body: body)
    }

    /// An HTML page; never cached, since pages here show one person's state.
    package static func html(_ page: String, status: Int = 200) -> EngineResponse {
        EngineResponse(
            status: status, contentType: htmlType, headers: ["Cache-Control": "no-store"],
            body: Array(page.utf8))
    }

    /// A redirect (302 Found unless told, 303 after a form) to `location`, with no body.
    package static func redirect(to location: String, status: Int = 302) -> EngineResponse {
        EngineResponse(status: status, headers: ["Location": location])
    }

    /// An answer with no body: 204 No Content unless told.
    package static func empty(status: Int = 204) -> EngineResponse {
        EngineResponse(status: status)
    }
}
