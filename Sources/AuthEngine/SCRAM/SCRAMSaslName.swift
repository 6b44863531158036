/// The `saslname` encoding of usernames (RFC 5802 §5.1): `,` as `=2C` and `=` as `=3D`.
///
/// Only the upper-case escapes are accepted, so each username has exactly one encoding and a
/// parsed message formats back to the same bytes.
enum SCRAMSaslName {
    /// Checks that a username can be sent: not empty and free of NUL.
    static func validate(_ username: String) throws(SCRAMError) {
        guard !username.isEmpty, !username.utf8.contains(0) else { throw .invalidUsername }
    }

    /// Escapes `=` first, so the `=` of the comma escape is not escaped again.
    static func escape(_ username: String) -> String {
        var escaped: [UInt8] = []
        escaped.reserveCapacity(username.utf8.count)
        for byte in username.utf8 {
            switch byte {
            case UInt8(ascii: "="): escaped += Array("=3D".utf8)
            case UInt8(ascii: ","): escaped += Array("=2C".utf8)
            default: escaped.append(byte)
            }
        }
        return String(decoding: escaped, as: UTF8.self)
    }

    /// Decodes a saslname whose bytes are already known to be valid UTF-8 without `,`.
    static func unescape(_ bytes: ArraySlice<UInt8>) throws(SCRAMError) -> String {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            guard byte != 0 else { throw .invalidUsername }
            guard byte == UInt8(ascii: "=") else {
                decoded.append(byte)
                index += 1
                continue
            }
            let escape = bytes[(index + 1)...].prefix(2)
            if escape.elementsEqual("2C".utf8) {
                decoded.append(UInt8(ascii: ","))
            } else if escape.elementsEqual("3D".utf8) {
                decoded.append(UInt8(ascii: "="))
            } else {
                throw .invalidUsername
            }
            index += 3
        }
        guard !decoded.isEmpty else { throw .invalidUsername }
        return String(decoding: decoded, as: UTF8.self)
    }
}
