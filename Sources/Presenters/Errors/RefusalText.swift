import Interactors

/// The sentence for each refusal no other error names; the server's own words are not shown.
package enum RefusalText {
    /// What was refused, for `reason`.
    package static func message(for reason: RefusalReason) -> String {
        switch reason {
        case .malformedRequest: "The server did not understand the request."
        case .unsupportedRequest: "The server does not offer this request."
        case .wrongAuthenticatorAnswer: "The authenticator's answer was not accepted."
        case .wrongChallengeAnswer: "The answer is not correct."
        case .pinConfirmationRequired: "Confirm with the current PIN first, then try again."
        case .unknownSignUpRule: "The server refused the sign-up details by a rule this app does not know."
        case .unusableProfileId: "This profile's stored id cannot be used."
        }
    }
}
