/// Why a pasted redirect does not yield an authorization code; the app words each case
/// (`BrowserSignInText`).
///
/// Provider-supplied text in the payloads has had control characters removed and is length-capped.
package enum AuthorizationRedirectError: Error, Sendable, Equatable {
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
}
