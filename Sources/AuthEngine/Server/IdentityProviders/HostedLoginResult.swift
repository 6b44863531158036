/// What the hosted login page does next after a sign-in attempt (`viper-auth browser <url>`).
package enum HostedLoginResult: Sendable, Equatable {
    /// The browser goes to this redirect URL, which the person pastes back into the app.
    case redirect(String)
    /// The sign-in was refused; the page shows why and lets the person try again.
    case retry(SignInRefusal)
    /// The authorize URL cannot be served, so there is nowhere safe to redirect to.
    case invalidRequest(HostedLoginRequestError)
}

/// Why an email and password were not accepted; the description is the sentence shown.
package enum SignInRefusal: Error, Sendable, Equatable, CustomStringConvertible {
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

    /// The sentence shown to the person.
    package var description: String {
        switch self {
        case .invalidCredentials: "The email or password is incorrect."
        case .rateLimited(let seconds): "Too many failed sign-ins. Try again in \(seconds) seconds."
        case .serverUnavailable: "The sign-in service is temporarily unavailable. Try again."
        }
    }
}

/// Why the hosted login page will not serve an authorize URL.
package enum HostedLoginRequestError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The URL is not a valid authorization request.
    case invalidURL(AuthorizationRequestError)
    /// The URL is for another login page.
    case wrongEndpoint
    /// The client id is not one this page serves.
    case unknownClient
    /// The redirect URI is not the one registered for the client; redirecting there could hand the
    /// code to someone else.
    case unregisteredRedirectURI

    /// The sentence shown to the person.
    package var description: String {
        switch self {
        case .invalidURL(let error): error.description
        case .wrongEndpoint: "This sign-in address is not for this login page."
        case .unknownClient: "The sign-in address names an application this login page does not know."
        case .unregisteredRedirectURI:
            "The sign-in address asks to return to an address not registered for the application."
        }
    }
}
