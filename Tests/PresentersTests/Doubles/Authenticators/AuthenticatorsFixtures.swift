import Interactors

/// The authenticator lists the Authenticators presenter tests share.
enum AuthenticatorsFixtures {
    /// Only the PIN, which is preferred.
    static let pinOnly = ProfileAuthenticators(registered: [.pin], preferred: .pin)
    /// A PIN and a password, the PIN preferred.
    static let withPassword = ProfileAuthenticators(registered: [.pin, .password], preferred: .pin)
    /// A PIN and a password, the password preferred.
    static let passwordPreferred = ProfileAuthenticators(
        registered: [.pin, .password], preferred: .password)
    /// All three, the biometric preferred.
    static let all = ProfileAuthenticators(
        registered: [.pin, .password, .biometric], preferred: .biometric)
}
