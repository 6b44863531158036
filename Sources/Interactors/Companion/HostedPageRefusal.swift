import AuthEngine

/// Why the hosted login page did not accept a sign-in; the person may try again.
package enum HostedPageRefusal: Equatable, Sendable {
    /// Unknown email or wrong password (deliberately one case).
    case invalidCredentials
    /// Too many failed sign-ins for this email.
    case tooManyAttempts(retryAfterSeconds: Int64)
    /// The server could not read or write its state; trying again may help.
    case serviceUnavailable
    /// The authorize URL cannot be served, so there is nowhere safe to redirect to.
    case badSignInAddress(SignInAddressProblem)

    init(_ refusal: SignInRefusal) {
        switch refusal {
        case .invalidCredentials: self = .invalidCredentials
        case .rateLimited(let seconds): self = .tooManyAttempts(retryAfterSeconds: seconds)
        case .serverUnavailable: self = .serviceUnavailable
        }
    }
}

/// Why an authorize URL is not one the hosted login page serves.
package enum SignInAddressProblem: Equatable, Sendable {
    /// Not an absolute URL, or a broken percent-escape.
    case notAnAddress
    /// A parameter occurs more than once.
    case repeatedParameter
    /// A required parameter is absent or empty; `name` is the parameter's (ours, never input).
    case missingParameter(name: String)
    /// It asks for a response type other than an authorization code.
    case notACodeRequest
    /// Its code challenge method is not S256.
    case notS256
    /// Its code challenge is not the base64url form of a 32-byte digest.
    case invalidCodeChallenge
    /// It is for another login page.
    case anotherLoginPage
    /// It names an application this page does not know.
    case unknownApplication
    /// It asks to return to an address not registered for the application.
    case unregisteredRedirect

    init(_ error: HostedLoginRequestError) {
        switch error {
        case .invalidURL(let problem): self.init(problem)
        case .wrongEndpoint: self = .anotherLoginPage
        case .unknownClient: self = .unknownApplication
        case .unregisteredRedirectURI: self = .unregisteredRedirect
        }
    }

    private init(_ error: AuthorizationRequestError) {
        switch error {
        case .malformedURL: self = .notAnAddress
        case .duplicatedParameter: self = .repeatedParameter
        case .missingParameter(let name): self = .missingParameter(name: name)
        case .unsupportedResponseType: self = .notACodeRequest
        case .unsupportedCodeChallengeMethod: self = .notS256
        case .invalidCodeChallenge: self = .invalidCodeChallenge
        }
    }
}
