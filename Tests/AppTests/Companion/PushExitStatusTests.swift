import Presenters
import Testing

@testable import App

@Suite("push's exit status")
struct PushExitStatusTests {
    @Test(
        "0 queued or accepted, 3 denied, 4 expired, 5 unanswered, 1 failed, 2 a message the app cannot show",
        arguments: [
            (PushCommandOutcome.done, Int32(0)), (.denied, 3), (.expired, 4), (.unanswered, 5), (.failed, 1),
            (.refused, 2),
        ])
    func exitStatus(outcome: PushCommandOutcome, status: Int32) {
        #expect(ExitStatus.of(outcome) == status)
    }
}
