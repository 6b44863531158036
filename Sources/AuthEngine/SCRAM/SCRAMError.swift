/// Why a SCRAM message was refused or an exchange failed.
///
/// No case carries a password, a salted password, a key or a proof, so an error can be logged or
/// shown as it is.
package enum SCRAMError: Error, Equatable, Sendable, CustomDebugStringConvertible {
    /// The message is longer than the configured maximum; it was refused before any parsing.
    case messageTooLarge(byteCount: Int, maximumByteCount: Int)
    /// The message is not valid UTF-8.
    case notUTF8
    /// A part of the message is not of the form `letter=value`.
    case malformedAttribute
    /// A mandatory attribute is absent.
    case missingAttribute(Character)
    /// An attribute appears more than once.
    case duplicateAttribute(Character)
    /// An attribute is unknown, or known but out of its place in the message.
    case unexpectedAttribute(Character)
    /// The message carries a mandatory extension (`m=`), which this implementation does not support.
    case extensionsNotSupported
    /// The GS2 header asks for channel binding (`p=`) or says the client supports it (`y`).
    case channelBindingNotSupported
    /// The GS2 header is not a channel-binding flag, an optional `a=` and two commas.
    case malformedGS2Header
    /// The GS2 header names an authorization identity (`a=`); only authenticating as oneself is supported.
    case authorizationIdentityNotSupported
    /// The username is empty, contains NUL, or has an `=` not followed by `2C` or `3D`.
    case invalidUsername
    /// A nonce is empty or contains a character other than printable ASCII without `,`.
    case invalidNonce
    /// The salt is not canonical base64, is empty, or is longer than a credential may hold.
    case invalidSalt
    /// The iteration count is not a positive decimal number without leading zeros, or is above what
    /// a credential may ask for.
    case invalidIterationCount
    /// An attribute's value is not in the form its grammar requires.
    case invalidValue(attribute: Character)
    /// A stored credential has keys of the wrong length.
    case invalidCredential
    /// The client was configured with a minimum iteration count below one or above the maximum.
    case invalidIterationLimits
    /// The server asked for fewer iterations than the client accepts.
    case iterationCountTooLow(Int, minimum: Int)
    /// The server asked for more iterations than the client is willing to spend time on.
    case iterationCountTooHigh(Int, maximum: Int)
    /// The server's nonce does not extend the client's, or the client-final nonce is not the combined one.
    case nonceMismatch
    /// The client-final channel binding is not `biws` (the base64 of the `n,,` header).
    case channelBindingMismatch
    /// The client's proof does not verify against the stored key.
    case invalidProof
    /// The server's signature does not match, so the server did not prove it knows the credential.
    case invalidServerSignature
    /// The server ended the exchange with `e=`.
    case serverError(SCRAMServerErrorValue)
    /// The named call is not valid in the exchange's current state.
    case callOutOfOrder(operation: String)

    /// A line for logs and developers (and the server's `malformed_request` answer); it never
    /// contains secret material.
    package var debugDescription: String {
        switch self {
        case .messageTooLarge(let byteCount, let maximumByteCount):
            return "SCRAM message of \(byteCount) bytes exceeds the maximum of \(maximumByteCount)"
        case .notUTF8: return "SCRAM message is not valid UTF-8"
        case .malformedAttribute: return "SCRAM message has a part that is not letter=value"
        case .missingAttribute(let name): return "SCRAM message lacks the mandatory attribute '\(name)'"
        case .duplicateAttribute(let name): return "SCRAM message repeats the attribute '\(name)'"
        case .unexpectedAttribute(let name): return "SCRAM message has '\(name)' where it is not allowed"
        case .extensionsNotSupported: return "SCRAM mandatory extensions (m=) are not supported"
        case .channelBindingNotSupported: return "SCRAM channel binding is not supported; use the n,, header"
        case .malformedGS2Header: return "SCRAM client-first message has a malformed GS2 header"
        case .authorizationIdentityNotSupported:
            return "SCRAM authorization identities (a=) are not supported"
        case .invalidUsername: return "SCRAM username is empty or wrongly escaped"
        case .invalidNonce: return "SCRAM nonce is empty or has characters outside printable ASCII"
        case .invalidSalt: return "SCRAM salt is empty, too long or not canonical base64"
        case .invalidIterationCount: return "SCRAM iteration count is not a positive decimal number in bounds"
        case .invalidValue(let attribute): return "SCRAM attribute '\(attribute)' has an invalid value"
        case .invalidCredential: return "SCRAM credential keys must be 32 bytes each"
        case .invalidIterationLimits: return "SCRAM iteration limits must satisfy 1 <= minimum <= maximum"
        case .iterationCountTooLow(let count, let minimum):
            return "SCRAM server asked for \(count) iterations, below the minimum of \(minimum)"
        case .iterationCountTooHigh(let count, let maximum):
            return "SCRAM server asked for \(count) iterations, above the maximum of \(maximum)"
        case .nonceMismatch: return "SCRAM nonce does not extend the client's nonce"
        case .channelBindingMismatch: return "SCRAM channel binding does not match the n,, header"
        case .invalidProof: return "SCRAM client proof is invalid"
        case .invalidServerSignature: return "SCRAM server signature is missing or invalid"
        case .serverError(let value): return "SCRAM server refused the exchange: \(value.text)"
        case .callOutOfOrder(let operation): return "SCRAM \(operation) is not valid in the current state"
        }
    }
}
