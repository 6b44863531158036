import Interactors
import Testing

@Suite("PIN request")
struct PinRequestTests {
    @Test(
        "attempts left are never negative, and no count the server sends can make them trap",
        arguments: [
            (0, 3, 3), (2, 3, 1), (3, 3, 0), (7, 3, 0), (Int.min, 3, Int.max), (Int.max, Int.min, 0),
            (Int.min, Int.max, Int.max), (-1, Int.max, Int.max),
        ])
    func remainingAttempts(previous: Int, maximum: Int, remaining: Int) {
        let request = PinRequest(pinLength: 5, previousFailures: previous, maximumFailures: maximum)
        #expect(request.remainingAttempts == remaining)
    }
}
