import AuthEngine

/// Why the browser sign-in did not give this app an authorization code, in the app's terms.
///
/// Provider text (`description`) has had control characters removed and is length-capped by the
/// engine before it gets here, so it is safe to print.
public enum BrowserSignInProblem: Equatable, Sendable {
    /// The line is not a URL at all.
    case notAnAddress
    /// The URL is not a redirect to this app (`viperauth://callback`).
    case notARedirectToThisApp
    /// A parameter occurs twice, so the redirect cannot be trusted.
    case repeatedParameter
    /// The redirect's `state` is missing or not the one this sign-in sent.
    case belongsToAnotherSignIn
    /// The redirect reports neither an error nor a code.
    case missingCode
    /// The person cancelled on the login page.
    case cancelledAtLoginPage
    /// The person chose "forgot password" on the login page.
    case forgotPassword
    /// The identity provider denied access, with its explanation if it gave one.
    case accessDenied(description: String?)
    /// Any other error the identity provider reported: its OAuth error code and explanation.
    case providerError(code: String, description: String?)

    init(_ error: AuthorizationRedirectError) {
        switch error {
        case .malformedURL: self = .notAnAddress
        case .wrongRedirectURI: self = .notARedirectToThisApp
        case .duplicatedParameter: self = .repeatedParameter
        case .stateMismatch: self = .belongsToAnotherSignIn
        case .missingCode: self = .missingCode
        case .userCancelled: self = .cancelledAtLoginPage
        case .forgotPassword: self = .forgotPassword
        case .accessDenied(let description): self = .accessDenied(description: description)
        case .providerError(let code, let description):
            self = .providerError(code: code, description: description)
        }
    }

    /// True when the line was not a redirect at all, so the sign-in can still take the right one.
    public var isUnreadable: Bool {
        switch self {
        case .notAnAddress, .notARedirectToThisApp: true
        default: false
        }
    }
}
