/// Reads `Authorization: Bearer <token>` as RFC 9110 §11.4 and RFC 6750 §2.1 write it: the one
/// place every Bearer route takes its access token from.
///
/// The grammar: `credentials = auth-scheme 1*SP b64token`, the scheme matched case-insensitively
/// (RFC 9110 §11.1, so `bearer` and `BEARER` are `Bearer`), and
/// `b64token = 1*( ALPHA / DIGIT / "-" / "." / "_" / "~" / "+" / "/" ) *"="`. Anything else —
/// another scheme, no space, a tab, a token with a character outside that set, `=` before the
/// end, a second credential joined by a comma — is no bearer token at all, so the route answers
/// as it would without one. The field value arrives with its surrounding whitespace trimmed
/// (RFC 9110 §5.5).
package enum BearerCredential {
    /// The token in an `Authorization` field value, or nil when the value is not a bearer credential.
    package static func token(inAuthorization value: String?) -> String? {
        guard var value else { return nil }
        // One pass over the bytes where they are (a token is hundreds of bytes and every resource
        // request carries one); the token is copied once, into the string returned.
        let start = value.withUTF8 { bytes -> Int? in
            let scheme: StaticString = "bearer"
            let schemeLength = scheme.utf8CodeUnitCount
            guard bytes.count > schemeLength + 1,
                HTTPSyntax.equalsIgnoringCase(UnsafeBufferPointer(rebasing: bytes[..<schemeLength]), scheme),
                bytes[schemeLength] == HTTPSyntax.space
            else { return nil }
            var start = schemeLength
            while start < bytes.count && bytes[start] == HTTPSyntax.space { start += 1 }
            return isB64Token(UnsafeBufferPointer(rebasing: bytes[start...])) ? start : nil
        }
        guard let start else { return nil }
        return String(value[value.utf8.index(value.startIndex, offsetBy: start)...])
    }

    /// True when `bytes` is a `b64token`: one or more token characters, then only `=`.
    static func isB64Token(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer(isB64Token)
    }

    private static func isB64Token(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var end = bytes.count
        while end > 0 && bytes[end - 1] == UInt8(ascii: "=") { end -= 1 }
        guard end > 0 else { return false }
        let characters = b64TokenCharacters
        for index in 0..<end where !characters[Int(bytes[index])] { return false }
        return true
    }

    /// `isB64TokenCharacter` for every byte value: a lookup instead of a chain of comparisons,
    /// for tokens hundreds of bytes long.
    private static let b64TokenCharacters: [Bool] = (0...255).map { isB64TokenCharacter(UInt8($0)) }

    private static func isB64TokenCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "+"),
            UInt8(ascii: "/"):
            true
        default: false
        }
    }
}
