/// The reason a server gives in a server-final `e=` message (RFC 5802 §7, `server-error-value`).
package enum SCRAMServerErrorValue: Sendable, Hashable {
    /// `invalid-encoding`: a message could not be parsed.
    case invalidEncoding
    /// `extensions-not-supported`: the client used an unrecognised mandatory extension.
    case extensionsNotSupported
    /// `invalid-proof`: the client's proof did not verify.
    case invalidProof
    /// `channel-bindings-dont-match`: the client-final channel binding differs from the header.
    case channelBindingsDontMatch
    /// `server-does-support-channel-binding`: the client said `y` to a server that binds channels.
    case serverDoesSupportChannelBinding
    /// `channel-binding-not-supported`: the client asked for channel binding.
    case channelBindingNotSupported
    /// `unsupported-channel-binding-type`: the requested binding type is unknown to the server.
    case unsupportedChannelBindingType
    /// `unknown-user`: the server does not know the user (servers should prefer `invalid-proof`).
    case unknownUser
    /// `invalid-username-encoding`: the username was not valid saslname.
    case invalidUsernameEncoding
    /// `no-resources`: the server could not complete the exchange for lack of resources.
    case noResources
    /// `other-error`: any other failure.
    case otherError
    /// A value outside RFC 5802's list, kept as the server sent it.
    case unrecognized(String)

    private static let known: [(value: SCRAMServerErrorValue, text: String)] = [
        (.invalidEncoding, "invalid-encoding"),
        (.extensionsNotSupported, "extensions-not-supported"),
        (.invalidProof, "invalid-proof"),
        (.channelBindingsDontMatch, "channel-bindings-dont-match"),
        (.serverDoesSupportChannelBinding, "server-does-support-channel-binding"),
        (.channelBindingNotSupported, "channel-binding-not-supported"),
        (.unsupportedChannelBindingType, "unsupported-channel-binding-type"),
        (.unknownUser, "unknown-user"),
        (.invalidUsernameEncoding, "invalid-username-encoding"),
        (.noResources, "no-resources"),
        (.otherError, "other-error"),
    ]

    /// Reads a value as it appears after `e=`.
    package init(text: String) {
        self = Self.known.first { $0.text == text }?.value ?? .unrecognized(text)
    }

    /// The value as it appears after `e=`.
    package var text: String {
        if case .unrecognized(let text) = self { return text }
        return Self.known.first { $0.value == self }?.text ?? "other-error"
    }

    /// The value a server reports for a failure, as RFC 5802 §7 names them.
    init(reporting error: SCRAMError) {
        switch error {
        case .invalidProof: self = .invalidProof
        case .channelBindingMismatch: self = .channelBindingsDontMatch
        case .channelBindingNotSupported: self = .channelBindingNotSupported
        case .extensionsNotSupported: self = .extensionsNotSupported
        case .invalidUsername: self = .invalidUsernameEncoding
        case .messageTooLarge, .notUTF8, .malformedAttribute, .missingAttribute, .duplicateAttribute,
            .unexpectedAttribute, .malformedGS2Header, .invalidNonce, .invalidValue:
            self = .invalidEncoding
        default: self = .otherError
        }
    }
}
