import Interactors

/// How an ID token reads on the Dashboard and on Profile: its claims as JSON, then each time claim
/// as a UTC date, so `"exp": 1795003600` need not be decoded by hand.
enum IdTokenText {
    static let heading = "ID token claims:"

    /// The JSON lines, then one line per time the token carries, such as
    /// `Expires at (exp):  2026-11-24 11:00:00 UTC`. The JSON itself stays valid, to copy.
    static func lines(for token: IdToken) -> [String] {
        let times: [(label: String, seconds: Int64?)] = [
            ("Issued at (iat):", token.issuedAt),
            ("Not before (nbf):", token.notBefore),
            ("Expires at (exp):", token.expiresAt),
            ("Signed in at (auth_time):", token.authenticatedAt),
        ]
        let present = times.compactMap { time in time.seconds.map { (time.label, $0) } }
        let width = present.map(\.0.count).max() ?? 0
        let timeLines = present.map { label, seconds in
            label + String(repeating: " ", count: width - label.count + 2) + TimeText.utc(seconds)
        }
        return token.claimsJSON.split(separator: "\n").map(String.init)
            + timeLines
    }
}
