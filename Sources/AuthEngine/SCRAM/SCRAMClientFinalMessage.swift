/// The client-final message, `c=<channel binding>,r=<combined nonce>,p=<proof>` (RFC 5802 §7).
///
/// Its `description` hides the proof: a proof replayed within its exchange would authenticate.
package struct SCRAMClientFinalMessage: Sendable, Equatable, CustomStringConvertible {
    /// The channel-binding data the client sends for the `n,,` header: the header itself.
    package static let unboundChannelBinding = Array("n,,".utf8)

    /// The decoded `c=` value: the GS2 header, as no channel-binding data is supported.
    package let channelBinding: [UInt8]
    /// The combined client and server nonce.
    package let nonce: String
    /// The client proof, ClientKey XOR ClientSignature.
    package let proof: SecretBytes

    /// Builds a message, checking the nonce and that the proof is not empty.
    package init(
        nonce: String, proof: SecretBytes,
        channelBinding: [UInt8] = SCRAMClientFinalMessage.unboundChannelBinding
    ) throws(SCRAMError) {
        try SCRAMNonce.validate(nonce)
        guard proof.count > 0 else { throw .invalidValue(attribute: "p") }
        self.channelBinding = channelBinding
        self.nonce = nonce
        self.proof = proof
    }

    /// The part of the message the proof covers, as it enters the AuthMessage.
    package var withoutProof: String { Self.withoutProof(channelBinding: channelBinding, nonce: nonce) }

    /// The message as sent, proof included.
    package var text: String { withoutProof + ",p=" + Base64.encode(proof.bytes) }

    /// The message with the proof redacted.
    package var description: String { withoutProof + ",p=<redacted>" }

    /// Parses a message given as text.
    package static func parse(
        _ text: String, maximumByteCount: Int = SCRAMLimits.defaultMaximumMessageByteCount
    ) throws(SCRAMError) -> SCRAMClientFinalMessage {
        try parse(validatedBytes: SCRAMMessageInput.validated(text, maximumByteCount: maximumByteCount))
    }

    /// Parses a message given as bytes, refusing oversized input and invalid UTF-8 first.
    package static func parse(
        _ bytes: [UInt8], maximumByteCount: Int = SCRAMLimits.defaultMaximumMessageByteCount
    ) throws(SCRAMError) -> SCRAMClientFinalMessage {
        try parse(validatedBytes: SCRAMMessageInput.validated(bytes, maximumByteCount: maximumByteCount))
    }

    /// The client-final message without proof, which the client must know before it can compute one.
    static func withoutProof(channelBinding: [UInt8], nonce: String) -> String {
        "c=" + Base64.encode(channelBinding) + ",r=" + nonce
    }

    private static func parse(validatedBytes bytes: [UInt8]) throws(SCRAMError) -> SCRAMClientFinalMessage {
        var reader = try SCRAMAttributeReader(bytes[...])
        guard let channelBinding = try reader.takeBase64("c") else {
            throw .invalidValue(attribute: "c")
        }
        let nonce = try reader.take("r")
        guard SCRAMNonce.isValid(nonce) else { throw .invalidNonce }
        guard let proof = try reader.takeBase64("p") else { throw .invalidValue(attribute: "p") }
        try reader.finish()
        return try SCRAMClientFinalMessage(
            nonce: String(decoding: nonce, as: UTF8.self), proof: SecretBytes(proof),
            channelBinding: channelBinding)
    }
}
