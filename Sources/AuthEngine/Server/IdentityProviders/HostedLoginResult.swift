/// What the hosted login page does next after a sign-in attempt (`viper-auth browser <url>`).
package enum HostedLoginResult: Sendable, Equatable {
    /// The browser goes to this redirect URL, which the person pastes back into the app.
    case redirect(String)
    /// The sign-in was refused; the page shows why and lets the person try again.
    case retry(SignInRefusal)
    /// The authorize URL cannot be served, so there is nowhere safe to redirect to.
    case invalidRequest(HostedLoginRequestError)
}

/// Why an email and password were not accepted; the page words each case.
package enum SignInRefusal: Error, Sendable, Equatable {
    /// Unknown email or wrong password (deliberately one case).
    case invalidCredentials
    /// Too many failed sign-ins for this email.
    case rateLimited(retryAfterSeconds: Int64)
    /// The server could not read or write its state; trying again may help.
    case serverUnavailable

    init(_ failure: ServerFailure) {
        switch failure {
        case .invalidCredentials: self = .invalidCredentials
        case .rateLimited(let seconds): self = .rateLimited(retryAfterSeconds: seconds)
        default: self = .serverUnavailable
        }
    }
}

/// Why the hosted login page will not serve an authorize URL.
package enum HostedLoginRequestError: Error, Sendable, Equatable {
    /// The URL is not a valid authorization request.
    case invalidURL(AuthorizationRequestError)
    /// The URL is for another login page.
    case wrongEndpoint
    /// The client id is not one this page serves.
    case unknownClient
    /// The redirect URI is not the one registered for the client; redirecting there could hand the
    /// code to someone else.
    case unregisteredRedirectURI
}
