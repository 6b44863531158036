/// Why an authorize URL cannot be used; the description is the sentence shown to the person.
package enum AuthorizationRequestError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The text is not an absolute URL, or has a broken percent-escape.
    case malformedURL
    /// A parameter occurs more than once.
    case duplicatedParameter
    /// A required parameter is absent or empty; the payload is its name, one of ours, never input.
    case missingParameter(String)
    /// `response_type` is not `code`.
    case unsupportedResponseType
    /// `code_challenge_method` is not `S256`.
    case unsupportedCodeChallengeMethod
    /// `code_challenge` is not the base64url form of a 32-byte digest.
    case invalidCodeChallenge

    /// The sentence shown to the person.
    package var description: String {
        switch self {
        case .malformedURL:
            "This is not a valid sign-in address. Copy the whole address the app printed."
        case .duplicatedParameter:
            "The sign-in address repeats a parameter, so it cannot be trusted."
        case .missingParameter(let name):
            "The sign-in address has no \(name) parameter. Copy the whole address the app printed."
        case .unsupportedResponseType:
            "The sign-in address asks for a response type other than an authorization code."
        case .unsupportedCodeChallengeMethod:
            "The sign-in address must use the S256 code challenge method."
        case .invalidCodeChallenge:
            "The sign-in address has an invalid code challenge."
        }
    }
}
