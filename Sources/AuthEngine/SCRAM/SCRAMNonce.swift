/// Nonce rules (RFC 5802 §7: printable ASCII except `,`) and fresh nonces.
enum SCRAMNonce {
    /// Eighteen random bytes give 144 bits of unpredictability and 24 base64 characters, no padding.
    private static let randomByteCount = 18

    static func isValid(_ bytes: some Collection<UInt8>) -> Bool {
        !bytes.isEmpty && bytes.allSatisfy { (0x21...0x7e).contains($0) && $0 != UInt8(ascii: ",") }
    }

    static func validate(_ nonce: String) throws(SCRAMError) {
        guard isValid(nonce.utf8) else { throw .invalidNonce }
    }

    /// A fresh nonce; base64 only produces printable ASCII without `,`.
    static func random() -> String {
        Base64.encode(SecureRandom.bytes(count: randomByteCount))
    }
}
