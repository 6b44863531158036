/// An `http://` address a program standing in for a browser can visit: the server, and the target
/// (path and query) to ask it for. The fragment, which a browser never sends, is dropped.
package struct WebAddress: Sendable, Equatable, CustomStringConvertible {
    /// The server's scheme, host and port.
    package let server: HTTPServerURL
    /// The path and, after `?`, the query, as the request line carries them.
    package let target: String

    /// Reads `text`; nil unless it is an `http://` URL of printable ASCII with a usable host.
    package init?(_ text: String) {
        guard text.utf8.allSatisfy({ (0x21...0x7e).contains($0) }),
            let schemeEnd = text.firstRange(of: "://"), text[..<schemeEnd.lowerBound].lowercased() == "http"
        else { return nil }
        let afterScheme = text[schemeEnd.upperBound...]
        let authorityEnd =
            afterScheme.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? afterScheme.endIndex
        guard let server = try? HTTPServerURL.parse("http://" + afterScheme[..<authorityEnd]) else {
            return nil
        }
        self.init(server: server, target: String(afterScheme[authorityEnd...]))
    }

    private init(server: HTTPServerURL, target: some StringProtocol) {
        self.server = server
        let withoutFragment = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
        self.target = withoutFragment.hasPrefix("/") ? String(withoutFragment) : "/" + withoutFragment
    }

    /// The path, without the query.
    package var path: String {
        String(target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0])
    }

    /// True when the server is this machine's loopback interface, where a native app's redirect
    /// listener waits (RFC 8252 §7.3).
    package var isLoopback: Bool {
        server.host == "127.0.0.1" || server.host == "::1" || server.host.lowercased() == "localhost"
    }

    /// Where `reference` (a form's action, a redirect's `Location`) leads from this address, as a
    /// browser resolves it; nil when it leaves plain HTTP (another scheme, such as an app's own).
    package func resolving(_ reference: String) -> WebAddress? {
        guard reference.utf8.allSatisfy({ (0x21...0x7e).contains($0) }) else { return nil }
        if reference.isEmpty { return self }
        if reference.hasPrefix("//") { return WebAddress("http:" + reference) }
        if reference.hasPrefix("/") { return WebAddress(server: server, target: reference) }
        if reference.hasPrefix("?") { return WebAddress(server: server, target: path + reference) }
        if reference.hasPrefix("#") { return self }
        let schemeEnd = reference.firstIndex(of: ":")
        let firstDelimiter = reference.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" }
        if let schemeEnd, firstDelimiter.map({ schemeEnd < $0 }) ?? true { return WebAddress(reference) }
        let directory = path[...(path.lastIndex(of: "/") ?? path.startIndex)]
        return WebAddress(server: server, target: directory + reference)
    }

    /// `http://HOST:PORT/TARGET`.
    package var description: String { server.description + target }
}
