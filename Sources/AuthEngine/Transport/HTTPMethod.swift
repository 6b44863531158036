/// A request method: any token (RFC 9110 §9.1, case-sensitive), so a request the server has no
/// route for still reaches it and gets a 405 or 501 rather than being unreadable.
package struct HTTPMethod: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The token as sent, such as `GET`.
    package let rawValue: String

    /// One of the methods the engine's routes answer (`GET`, `POST`, `DELETE`); nil for any other
    /// text, so a fault or a stored record names a method the server can be asked with.
    package init?(rawValue: String) {
        guard Self.routed.contains(where: { $0.rawValue == rawValue }) else { return nil }
        self.rawValue = rawValue
    }

    /// Any method token; nil when `token` is empty or holds a character a token may not.
    package init?(token: String) {
        guard !token.isEmpty, token.utf8.allSatisfy(HTTPSyntax.isTokenCharacter) else { return nil }
        rawValue = token
    }

    private init(known: String) {
        rawValue = known
    }

    /// Reads a resource.
    package static let get = HTTPMethod(known: "GET")
    /// GET without the body.
    package static let head = HTTPMethod(known: "HEAD")
    /// Creates something or runs an action.
    package static let post = HTTPMethod(known: "POST")
    /// Removes something.
    package static let delete = HTTPMethod(known: "DELETE")

    /// The methods the engine's routes are declared with.
    package static let routed: [HTTPMethod] = [.get, .post, .delete]

    /// The token.
    package var description: String { rawValue }
}
