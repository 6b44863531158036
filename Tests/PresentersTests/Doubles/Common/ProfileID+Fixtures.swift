import Interactors

/// The profiles the presenter tests name; their raw values are what traces print.
extension ProfileID {
    static let ada = ProfileID(rawValue: "prf_ada")
    static let lin = ProfileID(rawValue: "prf_lin")
    static let sam = ProfileID(rawValue: "prf_sam")
    /// The profile of the challenge-module fixtures (`ChallengeFixtures.session`).
    static let profile1 = ProfileID(rawValue: "profile-1")
}
