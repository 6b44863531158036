/// The browser sign-in's fixed parameters, shared by the client that starts it and the hosted
/// login page that serves it.
public enum BrowserLogin {
    /// The client id the app is registered under at the hosted login page.
    public static let clientID = "viper-auth-cli"
    /// The only redirect URI registered for the app; the person pastes the redirect back.
    public static let redirectURI = "viperauth://callback"
    /// The hosted login page's authorize endpoint.
    public static let endpoint = AuthorizationRequest.defaultEndpoint
}
