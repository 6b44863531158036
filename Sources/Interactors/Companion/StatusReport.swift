/// What `viper-auth status` reports: every profile on this device, its session and its pending
/// push requests. No token is part of it.
public struct StatusReport: Equatable, Sendable {
    /// The profiles, oldest first.
    public let profiles: [ProfileStatus]
    /// When the report was made, in seconds since the epoch.
    public let checkedAt: Int64

    /// Built by `StatusReader`; the companion commands' tests build one to check the output.
    public init(profiles: [ProfileStatus], checkedAt: Int64) {
        self.profiles = profiles
        self.checkedAt = checkedAt
    }
}

/// One profile in the status report.
public struct ProfileStatus: Equatable, Sendable {
    /// The profile, as Welcome lists it.
    public let profile: RegisteredProfile
    /// The registered authenticators' names (`pin`, `biometric`, `password`), PIN first.
    public let authenticators: [String]
    /// The preferred authenticator's name.
    public let preferredAuthenticator: String
    /// The stored session whose access token is still valid, if any.
    public let session: UserSession?
    /// The pending push requests, oldest first, or why they could not be read.
    public let pendingRequests: Result<[PushRequest], AppError>

    /// Built by `StatusReader`, one per profile; the output tests build them directly.
    public init(
        profile: RegisteredProfile, authenticators: [String], preferredAuthenticator: String,
        session: UserSession?, pendingRequests: Result<[PushRequest], AppError>
    ) {
        self.profile = profile
        self.authenticators = authenticators
        self.preferredAuthenticator = preferredAuthenticator
        self.session = session
        self.pendingRequests = pendingRequests
    }
}
