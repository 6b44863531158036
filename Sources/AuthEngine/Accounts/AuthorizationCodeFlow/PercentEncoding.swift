/// Percent-encoding of URL query names and values (RFC 3986 §2.1).
///
/// Encoding keeps only the unreserved characters (`A–Z a–z 0–9 - . _ ~`) and encodes every other
/// UTF-8 byte as `%XX` with upper-case hex, so a space becomes `%20` and a plus `%2B`. Decoding
/// also reads `+` as a space, as HTML forms and the WHATWG URL standard do, because identity
/// providers (Azure AD B2C among them) send descriptions that way; a literal plus must arrive as
/// `%2B`, which is what `encode` produces, so encoded values round-trip.
package enum PercentEncoding {
    /// Encodes a query name or value.
    package static func encode(_ text: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if isUnreserved(byte) {
                output.append(byte)
            } else {
                output.append(UInt8(ascii: "%"))
                output.append(hexDigits[Int(byte >> 4)])
                output.append(hexDigits[Int(byte & 0x0f)])
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Decodes a query name or value, or returns nil when a `%` is not followed by two hex digits or
    /// the decoded bytes are not valid UTF-8.
    package static func decode(_ text: some StringProtocol) -> String? {
        decode(bytes: text.utf8)
    }

    /// Decodes a query name or value given as its UTF-8 bytes, as `decode(_:)` does.
    package static func decode(bytes text: some Collection<UInt8>) -> String? {
        var output: [UInt8] = []
        output.reserveCapacity(text.count)
        var bytes = text.makeIterator()
        while let byte = bytes.next() {
            switch byte {
            case UInt8(ascii: "%"):
                guard let high = bytes.next().flatMap(hexValue), let low = bytes.next().flatMap(hexValue)
                else { return nil }
                output.append(high << 4 | low)
            case UInt8(ascii: "+"):
                output.append(UInt8(ascii: " "))
            default:
                output.append(byte)
            }
        }
        return String(validating: output, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            true
        default:
            false
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
