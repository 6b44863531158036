import Testing

@testable import AuthEngine

@Suite("PIN challenge counts")
struct PinChallengeCountTests {
    @Test(
        "the remaining count is never negative and saturates instead of trapping on hostile counts",
        arguments: [
            (0, 3, 3), (1, 3, 2), (3, 3, 0), (9, 3, 0), (Int.min, 3, Int.max), (Int.max, Int.min, 0),
            (Int.min, Int.max, Int.max),
        ])
    func remaining(previous: Int, maximum: Int, remaining: Int) {
        let challenge = PinChallenge(
            profileId: "prf", pinLength: 5, previousFailureCount: previous, maxFailureCount: maximum)
        #expect(challenge.remainingFailureCount == remaining)
    }
}
