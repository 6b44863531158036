import AuthEngine

/// Why the browser sign-in did not give this app an authorization code, in the app's terms.
///
/// The provider's own explanation (`error_description`) is not kept: the presenter words each case.
package enum BrowserSignInProblem: Equatable, Sendable {
    /// The line is not a URL at all.
    case notAnAddress
    /// The URL is not a redirect to this sign-in's loopback address.
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
    /// The identity provider denied access.
    case accessDenied
    /// The browser did not come back within the time limit of `seconds`.
    case noRedirectInTime(seconds: Int)
    /// Any other error the identity provider reported, by its OAuth error code (such as
    /// `server_error`): a code, not a sentence.
    case providerError(code: String)

    init(_ error: AuthorizationRedirectError) {
        switch error {
        case .malformedURL: self = .notAnAddress
        case .wrongRedirectURI: self = .notARedirectToThisApp
        case .duplicatedParameter: self = .repeatedParameter
        case .stateMismatch: self = .belongsToAnotherSignIn
        case .missingCode: self = .missingCode
        case .userCancelled: self = .cancelledAtLoginPage
        case .forgotPassword: self = .forgotPassword
        case .accessDenied: self = .accessDenied
        case .providerError(let code, _): self = .providerError(code: code)
        }
    }

    /// True when the line was not a redirect at all, so the sign-in can still take the right one.
    package var isUnreadable: Bool {
        switch self {
        case .notAnAddress, .notARedirectToThisApp: true
        default: false
        }
    }
}
