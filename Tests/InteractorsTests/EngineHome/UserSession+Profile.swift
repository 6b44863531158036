import Testing

@testable import Interactors

extension UserSession {
    /// The profile of a session these tests signed in with a registered profile; a stateless
    /// session, which has none, fails the test.
    var profile: ProfileID {
        guard case .profile(let profileId) = owner else {
            Issue.record("expected the session of a profile, got the stateless session")
            return ProfileID(rawValue: "")
        }
        return profileId
    }
}
