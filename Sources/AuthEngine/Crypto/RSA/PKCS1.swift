/// EMSA-PKCS1-v1_5 encoding with SHA-256 (RFC 8017 §9.2), the message representative that RS256
/// signs and checks.
enum PKCS1 {
    /// DigestInfo's DER prefix for SHA-256 (RFC 8017 §9.2, note 1).
    static let sha256DigestInfoPrefix: [UInt8] = [
        0x30, 0x31, 0x30, 0x0d, 0x06, 0x09, 0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x01, 0x05, 0x00,
        0x04, 0x20,
    ]

    /// 0x00 0x01 FF…FF 0x00 DigestInfo(SHA-256(message)), `byteCount` bytes long.
    ///
    /// `byteCount` is a modulus's length, at least 256 for the keys `RSA` accepts, which leaves far
    /// more than the eight bytes of padding the standard requires.
    static func encodeSHA256(_ message: [UInt8], byteCount: Int) -> [UInt8] {
        let digestInfo = sha256DigestInfoPrefix + SHA256.hash(message)
        let padding = byteCount - digestInfo.count - 3
        precondition(padding >= 8, "a modulus this short is refused when the key is made")
        return [0x00, 0x01] + [UInt8](repeating: 0xff, count: padding) + [0x00] + digestInfo
    }
}
