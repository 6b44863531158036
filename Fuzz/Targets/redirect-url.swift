@testable import AuthEngine

// The URLs of the browser sign-in: the redirect a person pastes back and the authorize URL the
// hosted page reads. Any text is a code or a typed error; a redirect built for a code and a state
// reads back as that code, an error redirect as the provider's error, an authorize URL read as a
// request writes back to a URL that reads as the same request, and percent-encoding round-trips.

private let redirectURI = "viperauth://callback"

func fuzzRedirectURL(_ input: [UInt8]) {
    let parts = pieces(input, count: 3).map { String(decoding: $0, as: UTF8.self) }
    let (text, code, state) = (parts[0], parts[1], parts[2])
    _ = try? AuthorizationRedirect.parse(text, expectedState: state, expectedRedirectURI: redirectURI)

    require(PercentEncoding.decode(PercentEncoding.encode(text)) == text, "percent-encoding lost text")
    if !code.isEmpty {
        let success = AuthorizationRedirect.successURL(redirectURI: redirectURI, code: code, state: state)
        let read = Result { () throws(AuthorizationRedirectError) in
            try AuthorizationRedirect.parse(success, expectedState: state, expectedRedirectURI: redirectURI)
        }
        require(read == .success(code), "a redirect built for a code read back as \(read)")
    }
    let failure = AuthorizationRedirect.errorURL(
        redirectURI: redirectURI, error: code, description: text, b2cErrorCode: nil, state: state)
    do {
        _ = try AuthorizationRedirect.parse(failure, expectedState: state, expectedRedirectURI: redirectURI)
        fatalError("an error redirect read as a code")
    } catch {
        switch error {
        case .accessDenied, .userCancelled, .forgotPassword, .providerError: break
        default: fatalError("an error redirect read back as \(error)")
        }
    }

    if let request = try? AuthorizationRequest.parse(url: text) {
        require(
            (try? AuthorizationRequest.parse(url: request.url)) == request,
            "an authorize URL read back differs")
    }
}
