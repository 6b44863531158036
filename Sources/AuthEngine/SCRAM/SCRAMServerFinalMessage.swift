/// The server-final message: `v=<server signature>` on success or `e=<error>` (RFC 5802 §7).
package enum SCRAMServerFinalMessage: Sendable, Hashable, CustomStringConvertible {
    /// The server signature, proving the server holds the ServerKey.
    case verifier(serverSignature: [UInt8])
    /// The server's reason for ending the exchange.
    case error(SCRAMServerErrorValue)

    /// The message as sent.
    package var text: String {
        switch self {
        case .verifier(let serverSignature): return "v=" + Base64.encode(serverSignature)
        case .error(let value): return "e=" + value.text
        }
    }

    /// The message as sent; a server signature is only good for the exchange it ends.
    package var description: String { text }

    /// Parses a message given as text.
    package static func parse(
        _ text: String, maximumByteCount: Int = SCRAMLimits.defaultMaximumMessageByteCount
    ) throws(SCRAMError) -> SCRAMServerFinalMessage {
        try parse(validatedBytes: SCRAMMessageInput.validated(text, maximumByteCount: maximumByteCount))
    }

    /// Parses a message given as bytes, refusing oversized input and invalid UTF-8 first.
    package static func parse(
        _ bytes: [UInt8], maximumByteCount: Int = SCRAMLimits.defaultMaximumMessageByteCount
    ) throws(SCRAMError) -> SCRAMServerFinalMessage {
        try parse(validatedBytes: SCRAMMessageInput.validated(bytes, maximumByteCount: maximumByteCount))
    }

    private static func parse(validatedBytes bytes: [UInt8]) throws(SCRAMError) -> SCRAMServerFinalMessage {
        var reader = try SCRAMAttributeReader(bytes[...])
        let message: SCRAMServerFinalMessage
        if reader.nextName == UInt8(ascii: "e") {
            // value-char: any UTF-8 but NUL and `,`; the reader already split on `,`.
            let value = try reader.take("e")
            guard !value.isEmpty, !value.contains(0) else { throw .invalidValue(attribute: "e") }
            message = .error(SCRAMServerErrorValue(text: String(decoding: value, as: UTF8.self)))
        } else {
            guard let signature = try reader.takeBase64("v"), !signature.isEmpty else {
                throw .invalidValue(attribute: "v")
            }
            message = .verifier(serverSignature: signature)
        }
        try reader.finish()
        return message
    }
}
