/// What `viper-auth status` reports: every profile on this device, its session and its pending
/// push requests. No token is part of it.
package struct StatusReport: Equatable, Sendable {
    /// The profiles, oldest first.
    package let profiles: [ProfileStatus]
    /// When the report was made, in seconds since the epoch, by the home's clock.
    package let checkedAt: Int64
    /// The home's clock offset and fault plan, so nobody is surprised by them later.
    package let simulation: SimulationStatus
    /// The profiles this report removed from the device because the server no longer knew them
    /// (or to finish a disconnect a crash cut short), each said once.
    package let removedProfiles: [ProfileRemoval]

    /// Built by `StatusReader`; the companion commands' tests build one to check the output.
    package init(
        profiles: [ProfileStatus], checkedAt: Int64, simulation: SimulationStatus = SimulationStatus(),
        removedProfiles: [ProfileRemoval] = []
    ) {
        self.profiles = profiles
        self.checkedAt = checkedAt
        self.simulation = simulation
        self.removedProfiles = removedProfiles
    }
}

/// The simulation controls in force on the home: the clock's offset and the faults.
package struct SimulationStatus: Equatable, Sendable {
    /// How far the home's clock is ahead of real time, in seconds, or why it could not be read.
    package let clockOffsetSeconds: Result<Int64, AppError>
    /// The faults in force, oldest first, or why they could not be read.
    package let faults: Result<[PlannedFault], AppError>

    /// The controls as read; real time and no faults unless given.
    package init(
        clockOffsetSeconds: Result<Int64, AppError> = .success(0),
        faults: Result<[PlannedFault], AppError> = .success([])
    ) {
        self.clockOffsetSeconds = clockOffsetSeconds
        self.faults = faults
    }
}

/// One profile in the status report.
package struct ProfileStatus: Equatable, Sendable {
    /// The profile, as Welcome lists it.
    package let profile: RegisteredProfile
    /// The registered authenticators' names (`pin`, `biometric`, `password`), PIN first.
    package let authenticators: [String]
    /// The preferred authenticator's name.
    package let preferredAuthenticator: String
    /// The stored session whose access token is still valid, if any.
    package let session: UserSession?
    /// The pending push requests, oldest first, or why they could not be read.
    package let pendingRequests: Result<[PushRequest], AppError>

    /// Built by `StatusReader`, one per profile; the output tests build them directly.
    package init(
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
