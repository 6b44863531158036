import Interactors
import Testing

@testable import Presenters

@Suite("The answers of Accept or deny")
struct DecisionAnswerTests {
    @Test("accept and deny, each with its short forms; an empty line leaves the request pending")
    func answers() {
        let question = DecisionAnswer.question(.text("Accept or deny"), refusal: "No.")

        #expect(question.answers.map(\.choice) == [.accept, .deny])
        #expect(question.answers.map(\.words) == [["accept", "a", "yes", "y"], ["deny", "d", "no", "n"]])
        #expect(!question.isNumbered && !question.takesText)
        #expect(question.emptyLine == .cancel)
        #expect(question.refusal == "No.")
    }

    @Test("each answer is the engine's decision of the same name")
    func decisions() {
        #expect(DecisionAnswer.accept.decision == RequestDecision.accept)
        #expect(DecisionAnswer.deny.decision == RequestDecision.deny)
    }
}
