/// The tokens of one signed-in session, as the token server issued them.
package struct SessionTokens: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// The bearer token for resource requests (a JWT).
    package let accessToken: RedactedToken
    /// When the access token expires, in epoch seconds; the refresh threshold is measured from here.
    package let accessTokenExpiresAt: Int64
    /// The opaque token that buys the next set; it rotates on every refresh.
    package let refreshToken: RedactedToken
    /// The profile claims as a JWT, when the server sent one.
    package let idToken: RedactedToken?

    /// Creates a token set.
    package init(
        accessToken: RedactedToken, accessTokenExpiresAt: Int64, refreshToken: RedactedToken,
        idToken: RedactedToken?
    ) {
        self.accessToken = accessToken
        self.accessTokenExpiresAt = accessTokenExpiresAt
        self.refreshToken = refreshToken
        self.idToken = idToken
    }

    /// The expiry only; every token is redacted.
    package var description: String {
        "SessionTokens(accessTokenExpiresAt: \(accessTokenExpiresAt), tokens redacted)"
    }

    /// The same as `description`.
    package var debugDescription: String { description }

    /// Children whose own mirrors are empty, so `dump` shows the shape but never a token.
    package var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "accessToken": accessToken, "accessTokenExpiresAt": accessTokenExpiresAt,
                "refreshToken": refreshToken, "idToken": idToken as Any,
            ],
            displayStyle: .struct)
    }
}
