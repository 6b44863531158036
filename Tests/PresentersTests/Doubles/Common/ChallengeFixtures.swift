import Interactors

/// Values the challenge-module presenter tests share.
enum ChallengeFixtures {
    static let session = UserSession(
        owner: .profile(.profile1), fullName: "Lin Example", email: "lin@example.org", roleName: "Teacher",
        schoolName: "North School", academicUnitName: "Year 7", permissions: ["grades.read"],
        expiresAt: 1_800_000_900)

    static func pinRequest(failures: Int = 0, maximum: Int = 3) -> PinRequest {
        PinRequest(pinLength: 5, previousFailures: failures, maximumFailures: maximum)
    }

    static func newPinRequest(rules: PinRules = PinRules(), refusedFor problem: PinRule? = nil)
        -> NewPinRequest
    {
        NewPinRequest(rules: rules, previousProblem: problem)
    }
}
