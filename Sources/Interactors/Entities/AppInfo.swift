import AuthEngine

/// What the server reports about this app: its client id, version and platform.
public struct AppInfo: Equatable, Sendable {
    /// The app's client id, such as `viper-auth-cli`.
    public let appId: String
    /// The app's version as the server knows it.
    public let version: String
    /// The platform the app is registered for.
    public let platform: String

    /// For test doubles and presenter tests; the app builds one from the engine's `AppDetails`.
    public init(appId: String, version: String, platform: String) {
        self.appId = appId
        self.version = version
        self.platform = platform
    }

    init(_ details: AppDetails) {
        self.init(appId: details.appId, version: details.version, platform: details.platform)
    }
}
