/// A URL split into the part before the query and its decoded parameters, for the OAuth parsers.
///
/// Only what the authorization code flow needs: the fragment is dropped (browsers may append one,
/// and OAuth never puts parameters there in this flow), parameters keep their order, and a name
/// that occurs twice is reported, because RFC 6749 §3.1 forbids repeats and an attacker could
/// otherwise smuggle a second `state` or `code` past whichever copy a check happened to read.
struct QueryURL {
    /// What can go wrong while splitting.
    enum ParseError: Error {
        /// Not an absolute URL of printable ASCII, or a bad percent-escape.
        case malformed
        /// A parameter name occurs more than once (after decoding).
        case duplicatedParameter
    }

    /// Everything before `?`: scheme, authority and path, exactly as written.
    let base: Substring
    /// Decoded name–value pairs; a name without `=` has an empty value.
    let parameters: [String: String]

    /// Splits `text`, which must already be trimmed.
    init(_ text: String) throws(ParseError) {
        // Raw spaces, controls and non-ASCII never appear in a URL copied from a browser's address bar.
        guard !text.isEmpty, text.utf8.allSatisfy({ (0x21...0x7e).contains($0) }) else { throw .malformed }
        let withoutFragment = text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
        let halves = withoutFragment.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        base = halves[0]
        guard Self.hasScheme(base) else { throw .malformed }
        parameters = halves.count == 2 ? try Self.parameters(inQuery: halves[1]) : [:]
    }

    /// The decoded parameters of a query (without its `?`), as a request target carries it.
    static func parameters(inQuery query: Substring) throws(ParseError) -> [String: String] {
        var parameters: [String: String] = [:]
        // Empty pieces (`a=1&&b=2`, a trailing `&`) carry nothing and are skipped, as browsers do.
        for piece in query.split(separator: "&") {
            let pair = piece.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = PercentEncoding.decode(pair[0]),
                let value = pair.count == 2 ? PercentEncoding.decode(pair[1]) : ""
            else { throw .malformed }
            guard parameters.updateValue(value, forKey: name) == nil else { throw .duplicatedParameter }
        }
        return parameters
    }

    /// Builds `base?name=value&…` with every name and value percent-encoded.
    static func build(base: String, parameters: [(name: String, value: String)]) -> String {
        let query = parameters.map {
            PercentEncoding.encode($0.name) + "=" + PercentEncoding.encode($0.value)
        }
        // A base that already has a query gets the parameters appended to it.
        let separator = base.contains("?") ? "&" : "?"
        return base + separator + query.joined(separator: "&")
    }

    /// True when `base` starts with an RFC 3986 scheme (`ALPHA *( ALPHA / DIGIT / + / - / . )`)
    /// followed by `:` and something after it.
    private static func hasScheme(_ base: Substring) -> Bool {
        guard let colon = base.firstIndex(of: ":"), base.index(after: colon) != base.endIndex else {
            return false
        }
        let scheme = base[..<colon].utf8
        guard let first = scheme.first, isLetter(first) else { return false }
        return scheme.allSatisfy { isLetter($0) || (0x30...0x39).contains($0) || "+-.".utf8.contains($0) }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (0x41...0x5a).contains(byte) || (0x61...0x7a).contains(byte)
    }
}
