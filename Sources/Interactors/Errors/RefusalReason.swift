import AuthEngine

/// Why a request was refused when no other `AppError` case names it.
package enum RefusalReason: Equatable, Sendable, CaseIterable {
    /// The server did not understand the request.
    case malformedRequest
    /// The server does not offer the request (an older server).
    case unsupportedRequest
    /// The server refused an authenticator's answer where it could not be asked again.
    case wrongAuthenticatorAnswer
    /// The server refused a challenge answer where it could not be asked again.
    case wrongChallengeAnswer
    /// The server wants the current PIN confirmed first.
    case pinConfirmationRequired
    /// The sign-up details break a rule of the server's that this app does not know.
    case unknownSignUpRule
    /// The profile's stored id cannot be used (the device's data is damaged).
    case unusableProfileId

    init(_ reason: RejectionReason) {
        switch reason {
        case .malformedRequest: self = .malformedRequest
        case .unsupportedRequest: self = .unsupportedRequest
        case .wrongAuthenticatorAnswer: self = .wrongAuthenticatorAnswer
        case .wrongChallengeAnswer: self = .wrongChallengeAnswer
        case .pinConfirmationRequired: self = .pinConfirmationRequired
        case .unknownSignUpRule: self = .unknownSignUpRule
        case .unusableProfileId: self = .unusableProfileId
        }
    }
}
