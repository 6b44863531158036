import AuthEngine

/// What the server reports about this app: its client id, version and platform.
package struct AppInfo: Equatable, Sendable {
    /// The app's client id, such as `viper-auth-cli`.
    package let appId: String
    /// The app's version as the server knows it.
    package let version: String
    /// The platform the app is registered for.
    package let platform: String

    /// For test doubles and presenter tests; the app builds one from the engine's `AppDetails`.
    package init(appId: String, version: String, platform: String) {
        self.appId = appId
        self.version = version
        self.platform = platform
    }

    init(_ details: AppDetails) {
        self.init(appId: details.appId, version: details.version, platform: details.platform)
    }
}
