/// The client-first message, `n,,n=<username>,r=<client nonce>` (RFC 5802 §7).
///
/// Only the `n,,` GS2 header is accepted: no channel binding, and no authorization identity, so
/// the authenticated user is always the one named by `n=` and the server never has to decide
/// whether one user may act as another.
package struct SCRAMClientFirstMessage: Sendable, Hashable, CustomStringConvertible {
    private static let gs2Header = "n,,"

    /// The username, unescaped.
    package let username: String
    /// The client's nonce.
    package let clientNonce: String

    /// Builds a message, checking the username and the nonce.
    package init(username: String, clientNonce: String) throws(SCRAMError) {
        try SCRAMSaslName.validate(username)
        try SCRAMNonce.validate(clientNonce)
        self.username = username
        self.clientNonce = clientNonce
    }

    /// The message without its GS2 header, as it enters the AuthMessage.
    package var bare: String { "n=" + SCRAMSaslName.escape(username) + ",r=" + clientNonce }

    /// The message as sent.
    package var text: String { Self.gs2Header + bare }

    /// The message as sent; nothing in it is secret.
    package var description: String { text }

    /// Parses a message given as text.
    package static func parse(
        _ text: String, maximumByteCount: Int = SCRAMLimits.defaultMaximumMessageByteCount
    ) throws(SCRAMError) -> SCRAMClientFirstMessage {
        try parse(validatedBytes: SCRAMMessageInput.validated(text, maximumByteCount: maximumByteCount))
    }

    /// Parses a message given as bytes, refusing oversized input and invalid UTF-8 first.
    package static func parse(
        _ bytes: [UInt8], maximumByteCount: Int = SCRAMLimits.defaultMaximumMessageByteCount
    ) throws(SCRAMError) -> SCRAMClientFirstMessage {
        try parse(validatedBytes: SCRAMMessageInput.validated(bytes, maximumByteCount: maximumByteCount))
    }

    private static func parse(validatedBytes bytes: [UInt8]) throws(SCRAMError) -> SCRAMClientFirstMessage {
        let bare = try bareMessage(afterGS2HeaderOf: bytes)
        var reader = try SCRAMAttributeReader(bare)
        let username = try SCRAMSaslName.unescape(reader.take("n"))
        let nonce = try reader.take("r")
        guard SCRAMNonce.isValid(nonce) else { throw .invalidNonce }
        try reader.finish()
        return try SCRAMClientFirstMessage(
            username: username, clientNonce: String(decoding: nonce, as: UTF8.self))
    }

    /// Checks the GS2 header, `cbind-flag "," [authzid] ","`, and returns what follows it.
    private static func bareMessage(afterGS2HeaderOf bytes: [UInt8]) throws(SCRAMError) -> ArraySlice<UInt8> {
        let comma = UInt8(ascii: ",")
        guard let flagEnd = bytes.firstIndex(of: comma) else { throw .malformedGS2Header }
        let flag = bytes[..<flagEnd]
        if flag.elementsEqual("y".utf8) || flag.starts(with: "p=".utf8) { throw .channelBindingNotSupported }
        guard flag.elementsEqual("n".utf8) else { throw .malformedGS2Header }

        let rest = bytes[(flagEnd + 1)...]
        guard let authorizationEnd = rest.firstIndex(of: comma) else { throw .malformedGS2Header }
        let authorization = rest[..<authorizationEnd]
        if authorization.starts(with: "a=".utf8) { throw .authorizationIdentityNotSupported }
        guard authorization.isEmpty else { throw .malformedGS2Header }
        return rest[(authorizationEnd + 1)...]
    }
}
