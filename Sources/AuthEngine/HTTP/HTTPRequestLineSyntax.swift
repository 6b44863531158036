/// The pieces of a request line beyond its method: the version and the request target
/// (RFC 9112 §2.3, §3.2).
enum HTTPRequestLineSyntax {
    /// `HTTP/1.0` or `HTTP/1.1` (a higher 1.x reads as 1.1); other majors are refused with 505.
    static func version(_ bytes: ArraySlice<UInt8>) -> Result<HTTPVersion, HTTPParseError> {
        guard bytes.count == 8, HTTPSyntax.startsWith(bytes, "HTTP/") else {
            return .failure(.malformedRequestLine)
        }
        let major = bytes[bytes.startIndex + 5]
        let dot = bytes[bytes.startIndex + 6]
        let minor = bytes[bytes.startIndex + 7]
        guard HTTPSyntax.isDigit(major), dot == UInt8(ascii: "."), HTTPSyntax.isDigit(minor) else {
            return .failure(.malformedRequestLine)
        }
        guard major == UInt8(ascii: "1") else { return .failure(.unsupportedVersion) }
        return .success(minor == UInt8(ascii: "0") ? .http10 : .http11)
    }

    /// The path a target names: origin-form `/path?query` gives `/path`; absolute-form
    /// `http://authority/path?query` gives `/path` (RFC 9112 §3.2.2: a server must accept it);
    /// `*` only with OPTIONS and an authority only with CONNECT, so that the server can answer
    /// those methods with 501. Nil for anything else.
    static func path(of target: ArraySlice<UInt8>, method: String) -> String? {
        if target.first == UInt8(ascii: "/") {
            guard target.allSatisfy(HTTPSyntax.isTargetCharacter) else { return nil }
            return String(decoding: target.prefix { $0 != UInt8(ascii: "?") }, as: UTF8.self)
        }
        if target.count == 1 && target.first == UInt8(ascii: "*") { return method == "OPTIONS" ? "*" : nil }
        if method == "CONNECT" {
            return target.allSatisfy(HTTPSyntax.isHostCharacter)
                ? String(decoding: target, as: UTF8.self) : nil
        }
        return absoluteFormPath(target)
    }

    private static func absoluteFormPath(_ target: ArraySlice<UInt8>) -> String? {
        guard let colon = target.firstIndex(of: HTTPSyntax.colon),
            HTTPSyntax.startsWith(target[colon...], "://")
        else { return nil }
        let scheme = target[..<colon]
        guard let first = scheme.first, (first | 0x20) >= UInt8(ascii: "a"),
            (first | 0x20) <= UInt8(ascii: "z"),
            scheme.allSatisfy({
                HTTPSyntax.isTokenCharacter($0) && $0 != UInt8(ascii: "_") && $0 != UInt8(ascii: "!")
            })
        else { return nil }
        let rest = target[(colon + 3)...]
        let authority = rest.prefix { $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: "?") }
        guard !authority.isEmpty, authority.allSatisfy(HTTPSyntax.isHostCharacter) else { return nil }
        let pathAndQuery = rest[authority.endIndex...]
        guard pathAndQuery.allSatisfy(HTTPSyntax.isTargetCharacter) else { return nil }
        let path = pathAndQuery.prefix { $0 != UInt8(ascii: "?") }
        return path.isEmpty ? "/" : String(decoding: path, as: UTF8.self)
    }
}
