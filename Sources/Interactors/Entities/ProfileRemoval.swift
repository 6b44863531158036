import AuthEngine

/// A profile this device removed because the server no longer knew it (or finished a disconnect
/// the person had asked for), for the one notice that says so.
package struct ProfileRemoval: Equatable, Sendable {
    /// The profile as it was listed.
    package let profile: RegisteredProfile
    /// Why it is gone.
    package let cause: DeregistrationCause

    /// Creates a removal; interactors build them from what the engine removed.
    package init(profile: RegisteredProfile, cause: DeregistrationCause) {
        self.profile = profile
        self.cause = cause
    }

    init(_ removed: RemovedProfile) {
        self.init(profile: RegisteredProfile(removed.profile), cause: DeregistrationCause(removed.reason))
    }
}
