/// Whose session a screen works on: a registered profile's, or the stateless session, which has no
/// profile (no PIN, nothing stored; it lives in the started engine's memory for this run only).
package enum SessionOwner: Hashable, Sendable {
    /// The session of a profile registered on this device.
    case profile(ProfileID)
    /// The stateless session an identity provider started.
    case stateless

    /// The profile, for a profile's session; nil for the stateless session.
    package var profileId: ProfileID? {
        switch self {
        case .profile(let profileId): profileId
        case .stateless: nil
        }
    }
}
