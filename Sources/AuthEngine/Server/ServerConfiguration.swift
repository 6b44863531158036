/// The token server's policy: lifetimes, limits and cost parameters.
///
/// The defaults are the product's; tests lower the key-derivation costs so a debug build stays fast.
package struct ServerConfiguration: Sendable {
    /// The `iss` claim of every token this server signs.
    package var issuer = "https://auth.viper-auth.local"
    /// The `aud` claim of access tokens: the app's client id.
    package var audience = "viper-auth-cli"
    /// How long an access token is valid, in seconds; longer than every environment's refresh
    /// threshold (at most 600 s), or every request would refresh.
    package var accessTokenLifetime: Int64 = 900
    /// How long an ID token is valid, in seconds.
    package var idTokenLifetime: Int64 = 3600
    /// The absolute lifetime of a refresh-token family, in seconds: rotation never extends it.
    package var refreshTokenLifetime: Int64 = 30 * 24 * 3600
    /// Consecutive failed PIN (or authenticator) attempts before the profile is deregistered.
    package var maxPinAttempts = 3
    /// The PIN rules the client must enforce before it derives a verifier.
    package var pinPolicy = PinPolicy()
    /// PBKDF2 iterations for new account passwords.
    package var passwordIterations = 600_000
    /// PBKDF2 iterations the client must use for new SCRAM verifiers.
    package var scramIterations = 4096
    /// How long a registration ticket (proof of identity awaiting a PIN) stays usable, in seconds.
    package var registrationTicketLifetime: Int64 = 600
    /// How long an authorization code, a two-step challenge or an app-to-web token stays usable.
    package var shortLivedCodeLifetime: Int64 = 120
    /// The default time to live of a push request, in seconds.
    package var pushTimeToLive: Int64 = 120
    /// The failed sign-in limit per email.
    package var signInLimit = SignInRateLimiter.Configuration()
    /// Whether the demo accounts are created on first start.
    package var seedsDemoAccounts = true
    /// When the state store writes a snapshot and starts its journal afresh.
    package var journalSnapshotPolicy = JournalSnapshotPolicy()
    /// When the OpenID provider's signing keys rotate, and how new ones are made.
    package var providerKeys = ProviderKeyPolicy()

    /// The clients the OpenID provider serves.
    package var openIDClients = OpenIDClientRegistry.standard
    /// The OpenID provider's issuer when it differs from the URL the server listens on (behind a
    /// proxy, say); nil to use that URL.
    package var publicURL: String? = nil

    /// The product's configuration.
    package init() {}

    /// Cheap key derivation for tests, which run in debug builds 20–30× slower than release.
    package static var forTesting: ServerConfiguration {
        var configuration = ServerConfiguration()
        configuration.passwordIterations = 64
        configuration.scramIterations = 64
        configuration.seedsDemoAccounts = false
        configuration.providerKeys.generate = ProviderKeyPolicy.reusingKeysPerProcess
        return configuration
    }
}
