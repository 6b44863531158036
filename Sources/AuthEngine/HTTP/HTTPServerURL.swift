/// The token server a client talks to: `http://HOST[:PORT][/]`. The client speaks no TLS, so an
/// `https` URL is refused by name rather than sent as plain text to a port expecting TLS.
package struct HTTPServerURL: Sendable, Equatable, CustomStringConvertible {
    /// A host name, an IPv4 address, or an IPv6 address without its brackets.
    package var host: String
    /// The TCP port (80 when the URL names none).
    package var port: UInt16

    /// A URL from its parts.
    package init(host: String, port: UInt16) {
        self.host = host
        self.port = port
    }

    /// Reads a server URL. Only a scheme, a host, a port and an optional final `/` are allowed:
    /// the routes are absolute paths of their own, so a path here would silently be ignored.
    package static func parse(_ text: String) throws(HTTPServerURLError) -> HTTPServerURL {
        guard let schemeEnd = text.firstRange(of: "://") else { throw .missingScheme }
        let scheme = text[..<schemeEnd.lowerBound].lowercased()
        guard scheme != "https" else { throw .tlsNotSupported }
        guard scheme == "http" else { throw .unsupportedScheme }
        var authority = text[schemeEnd.upperBound...]
        if authority.hasSuffix("/") { authority = authority.dropLast() }
        guard !authority.contains(where: { $0 == "/" || $0 == "?" || $0 == "#" }) else {
            throw .unexpectedPathOrQuery
        }
        guard !authority.contains("@") else { throw .invalidHost }
        let (host, portText) = try split(authority)
        var port: UInt16 = 80
        if let portText {
            guard !portText.isEmpty, portText.count <= 5, portText.allSatisfy({ $0.isASCII && $0.isNumber }),
                let number = UInt16(portText), number > 0
            else { throw .invalidPort }
            port = number
        }
        return HTTPServerURL(host: host, port: port)
    }

    /// The host and the text after its port colon, if any.
    private static func split(_ authority: Substring) throws(HTTPServerURLError) -> (String, Substring?) {
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { throw .invalidHost }
            let literal = authority[authority.index(after: authority.startIndex)..<close]
            guard !literal.isEmpty, literal.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }) else {
                throw .invalidHost
            }
            let rest = authority[authority.index(after: close)...]
            guard rest.isEmpty || rest.hasPrefix(":") else { throw .invalidHost }
            return (String(literal), rest.isEmpty ? nil : rest.dropFirst())
        }
        let colon = authority.firstIndex(of: ":")
        let host = authority[..<(colon ?? authority.endIndex)]
        guard !host.isEmpty else { throw .missingHost }
        guard host.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") }) else {
            throw .invalidHost
        }
        return (String(host), colon.map { authority[authority.index(after: $0)...] })
    }

    /// The `Host` field value: the host (bracketed if IPv6) and the port.
    var hostField: String { bracketedHost + ":" + String(port) }

    private var bracketedHost: String { host.contains(":") ? "[" + host + "]" : host }

    /// `http://HOST:PORT`.
    package var description: String { "http://" + hostField }
}

/// Why a text is not a server URL this client can use.
package enum HTTPServerURLError: Error, Equatable, Sendable {
    /// No `scheme://` at the start.
    case missingScheme
    /// `https://`: this client speaks no TLS.
    case tlsNotSupported
    /// A scheme other than `http`.
    case unsupportedScheme
    /// Nothing between `://` and the port.
    case missingHost
    /// A host that is no host name or address, or user information before it.
    case invalidHost
    /// A port that is not a number from 1 to 65535.
    case invalidPort
    /// A path, query or fragment after the host.
    case unexpectedPathOrQuery
}
