/// The redirect that ends the browser sign-in (RFC 6749 §4.1.2): read from the URL the person pastes
/// back, or built by the hosted login page.
///
/// Parsing checks, in order: the URL's shape; that it goes to the expected redirect URI (simple
/// string comparison of everything before `?`, as RFC 6749 §3.1.2 and the OAuth security BCP ask;
/// redirect URIs with their own query are not supported); that no parameter repeats; that `state`
/// is present and equal to the one sent (constant time), before anything else in the redirect is
/// believed, because an error redirect can be forged as easily as a success; then an error, if any;
/// then the code.
package enum AuthorizationRedirect {
    /// Azure AD B2C's code for "the user cancelled".
    package static let userCancelledCode = "AADB2C90091"
    /// Azure AD B2C's code for "the user chose 'forgot password'".
    package static let forgotPasswordCode = "AADB2C90118"
    /// The longest provider description kept, in characters; the rest is cut.
    package static let maximumDescriptionLength = 300

    /// Returns the authorization code from a pasted redirect URL, or throws what went wrong.
    package static func parse(
        _ url: String, expectedState: String, expectedRedirectURI: String
    ) throws(AuthorizationRedirectError) -> String {
        let parsed: QueryURL
        do {
            parsed = try QueryURL(url.trimmingWhitespace())
        } catch {
            switch error {
            case .malformed: throw .malformedURL
            case .duplicatedParameter: throw .duplicatedParameter
            }
        }
        guard parsed.base == expectedRedirectURI else { throw .wrongRedirectURI }
        return try code(in: parsed.parameters, expectedState: expectedState)
    }

    /// Returns the authorization code from the query of the request the browser made to a loopback
    /// redirect URI (without its `?`; nil when it had none), or throws what went wrong; the caller
    /// has matched the request's path already.
    package static func parse(query: String?, expectedState: String) throws(AuthorizationRedirectError)
        -> String
    {
        let parameters: [String: String]
        do {
            parameters = try QueryURL.parameters(inQuery: Substring(query ?? ""))
        } catch {
            switch error {
            case .malformed: throw .malformedURL
            case .duplicatedParameter: throw .duplicatedParameter
            }
        }
        return try code(in: parameters, expectedState: expectedState)
    }

    /// The checks after the URL's shape: `state` first, then an error, then the code.
    private static func code(in parameters: [String: String], expectedState: String)
        throws(AuthorizationRedirectError) -> String
    {
        guard let state = parameters["state"],
            ConstantTime.equals(Array(state.utf8), Array(expectedState.utf8))
        else { throw .stateMismatch }

        if let error = parameters["error"] {
            throw providerError(
                error: error, description: parameters["error_description"],
                b2cErrorCode: parameters["b2c_error_code"])
        }
        guard let code = parameters["code"], !code.isEmpty else { throw .missingCode }
        return code
    }

    /// The redirect URL a successful sign-in sends the browser to.
    package static func successURL(redirectURI: String, code: String, state: String) -> String {
        QueryURL.build(base: redirectURI, parameters: [("code", code), ("state", state)])
    }

    /// The redirect URL a failed or cancelled sign-in sends the browser to.
    package static func errorURL(
        redirectURI: String, error: String, description: String?, b2cErrorCode: String?, state: String
    ) -> String {
        var parameters: [(name: String, value: String)] = [("error", error)]
        if let description { parameters.append(("error_description", description)) }
        if let b2cErrorCode { parameters.append(("b2c_error_code", b2cErrorCode)) }
        parameters.append(("state", state))
        return QueryURL.build(base: redirectURI, parameters: parameters)
    }

    /// Maps an error redirect to its typed error.
    ///
    /// B2C reports cancel and forgot-password as `access_denied` and puts its own code in
    /// `b2c_error_code` or, in real deployments, at the start of `error_description`
    /// (`AADB2C90118: The user has forgotten their password.`); both places are read.
    private static func providerError(
        error: String, description: String?, b2cErrorCode: String?
    ) -> AuthorizationRedirectError {
        let b2cCode = b2cErrorCode ?? description.flatMap(leadingB2CCode)
        switch b2cCode {
        case userCancelledCode: return .userCancelled
        case forgotPasswordCode: return .forgotPassword
        default: break
        }
        let shownDescription = description.map(printable).flatMap { $0.isEmpty ? nil : $0 }
        if error == "access_denied" {
            return .accessDenied(description: shownDescription)
        }
        return .providerError(code: printable(error), description: shownDescription)
    }

    /// `AADB2C` and digits at the very start of `text`, if present.
    private static func leadingB2CCode(_ text: String) -> String? {
        let code = text.prefix { $0 != ":" && !$0.isWhitespace }
        guard code.hasPrefix("AADB2C"), code.count > 6,
            code.dropFirst(6).allSatisfy({ $0.isASCII && $0.isNumber })
        else { return nil }
        return String(code)
    }

    /// Provider text with control characters replaced by spaces and cut to a sane length, because
    /// it reaches the terminal and escape sequences in it could rewrite the screen.
    private static func printable(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let isControl = scalar.properties.generalCategory == .control
            scalars.append(isControl ? " " : scalar)
        }
        let cleaned = String(scalars).trimmingWhitespace()
        guard cleaned.count > maximumDescriptionLength else { return cleaned }
        return String(cleaned.prefix(maximumDescriptionLength)) + "…"
    }
}
