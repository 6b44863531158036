/// Why an authorize URL cannot be used; the app words each case (`SignInAddressProblem`).
package enum AuthorizationRequestError: Error, Sendable, Equatable {
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
}
