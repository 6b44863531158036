import Interactors
import Testing

@testable import Presenters

@Suite("Reading a line typed at Accept or deny")
struct DecisionAnswerTests {
    @Test(
        "accept, deny and their short forms, case and surrounding spaces ignored",
        arguments: [
            ("accept", RequestDecision.accept), ("A", .accept), (" yes ", .accept), ("Y", .accept),
            ("deny", .deny), ("D", .deny), ("NO", .deny), ("\tn", .deny),
        ])
    func decisions(line: String, decision: RequestDecision) {
        #expect(DecisionAnswer.decision(for: line) == decision)
    }

    @Test(
        "anything else is no decision, the empty line included",
        arguments: ["", "   ", "maybe", "acept", "1", "yes please", "pin", "ａｃｃｅｐｔ"])
    func notADecision(line: String) {
        #expect(DecisionAnswer.decision(for: line) == nil)
    }
}
