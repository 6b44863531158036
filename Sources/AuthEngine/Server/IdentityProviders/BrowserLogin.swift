/// The browser sign-in's fixed parameters, shared by the client that starts it and the hosted
/// login page that serves it.
package enum BrowserLogin {
    /// The client id the app is registered under at the hosted login page.
    package static let clientID = "viper-auth-cli"
    /// The only redirect URI registered for the app; the person pastes the redirect back.
    package static let redirectURI = "viperauth://callback"
    /// The hosted login page's authorize endpoint.
    package static let endpoint = AuthorizationRequest.defaultEndpoint
}
