import Interactors
import Testing

@testable import App

@Suite("push --wait's exit status")
struct PushExitStatusTests {
    @Test(
        "push --wait's exit status: 0 accepted, 3 denied, 4 expired, 5 unanswered",
        arguments: [(PushAnswer.accepted, Int32(0)), (.denied, 3), (.expired, 4), (.pending, 5)])
    @MainActor func exitStatus(answer: PushAnswer, status: Int32) {
        #expect(PushCommand.exitStatus(for: answer) == status)
    }
}
