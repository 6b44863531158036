/// Why a pasted redirect does not yield an authorization code; the description is the sentence
/// shown to the person.
///
/// Provider-supplied text in the payloads has had control characters removed and is length-capped.
package enum AuthorizationRedirectError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The text is not an absolute URL, or has a broken percent-escape.
    case malformedURL
    /// The URL goes somewhere other than this app's redirect URI.
    case wrongRedirectURI
    /// A parameter occurs more than once, so the redirect cannot be trusted.
    case duplicatedParameter
    /// `state` is missing or differs from the one sent: the redirect belongs to another sign-in.
    case stateMismatch
    /// The redirect reports neither an error nor a code.
    case missingCode
    /// The provider refused (`access_denied`), with its explanation if it gave one.
    case accessDenied(description: String?)
    /// The person cancelled at the provider (B2C `AADB2C90091`).
    case userCancelled
    /// The person chose "forgot password" at the provider (B2C `AADB2C90118`).
    case forgotPassword
    /// Any other provider error: its OAuth error code and explanation.
    case providerError(code: String, description: String?)

    /// The sentence shown to the person.
    package var description: String {
        switch self {
        case .malformedURL:
            "This is not a valid redirect address. Paste the whole address the login page printed."
        case .wrongRedirectURI:
            "This address is not a redirect to this app. Paste the address the login page printed."
        case .duplicatedParameter:
            "The redirect address repeats a parameter, so it cannot be trusted. Start the sign-in again."
        case .stateMismatch:
            "This redirect belongs to a different sign-in attempt. Start the sign-in again."
        case .missingCode:
            "The redirect address has no authorization code. Start the sign-in again."
        case .accessDenied(let description):
            "The identity provider denied access" + Self.suffix(description)
        case .userCancelled:
            "Sign-in was cancelled at the identity provider."
        case .forgotPassword:
            "You chose to reset your password. Reset it at the identity provider, then sign in again."
        case .providerError(let code, let description):
            "The identity provider reported an error (\(code))" + Self.suffix(description)
        }
    }

    private static func suffix(_ description: String?) -> String {
        guard let description else { return "." }
        return ": \(description)"
    }
}
