/// The server-first message, `r=<combined nonce>,s=<salt base64>,i=<iterations>` (RFC 5802 §7).
package struct SCRAMServerFirstMessage: Sendable, Hashable, CustomStringConvertible {
    /// The client's nonce followed by the server's.
    package let nonce: String
    /// The salt for PBKDF2, never empty.
    package let salt: [UInt8]
    /// The PBKDF2 iteration count, at least one.
    package let iterations: Int

    /// Builds a message, checking each field.
    package init(nonce: String, salt: [UInt8], iterations: Int) throws(SCRAMError) {
        try SCRAMNonce.validate(nonce)
        guard !salt.isEmpty else { throw .invalidSalt }
        guard iterations >= 1 else { throw .invalidIterationCount }
        self.nonce = nonce
        self.salt = salt
        self.iterations = iterations
    }

    /// The message as sent.
    package var text: String { "r=" + nonce + ",s=" + Base64.encode(salt) + ",i=" + String(iterations) }

    /// The message as sent; salt and iteration count are public by design.
    package var description: String { text }

    /// Parses a message given as text.
    package static func parse(
        _ text: String, maximumByteCount: Int = SCRAMLimits.defaultMaximumMessageByteCount
    ) throws(SCRAMError) -> SCRAMServerFirstMessage {
        try parse(validatedBytes: SCRAMMessageInput.validated(text, maximumByteCount: maximumByteCount))
    }

    /// Parses a message given as bytes, refusing oversized input and invalid UTF-8 first.
    package static func parse(
        _ bytes: [UInt8], maximumByteCount: Int = SCRAMLimits.defaultMaximumMessageByteCount
    ) throws(SCRAMError) -> SCRAMServerFirstMessage {
        try parse(validatedBytes: SCRAMMessageInput.validated(bytes, maximumByteCount: maximumByteCount))
    }

    private static func parse(validatedBytes bytes: [UInt8]) throws(SCRAMError) -> SCRAMServerFirstMessage {
        var reader = try SCRAMAttributeReader(bytes[...])
        let nonce = try reader.take("r")
        guard SCRAMNonce.isValid(nonce) else { throw .invalidNonce }
        guard let salt = try reader.takeBase64("s"), !salt.isEmpty else { throw .invalidSalt }
        let iterations = try iterationCount(reader.take("i"))
        try reader.finish()
        return try SCRAMServerFirstMessage(
            nonce: String(decoding: nonce, as: UTF8.self), salt: salt, iterations: iterations)
    }

    /// `posit-number`: digits without a leading zero, so each count has one spelling.
    private static func iterationCount(_ digits: ArraySlice<UInt8>) throws(SCRAMError) -> Int {
        guard let first = digits.first, first != UInt8(ascii: "0"),
            digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            let count = Int(String(decoding: digits, as: UTF8.self))
        else { throw .invalidIterationCount }
        return count
    }
}
