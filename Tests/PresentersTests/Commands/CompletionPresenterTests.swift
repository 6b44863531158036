import Interactors
import Testing

@testable import Presenters

/// `viper-auth __complete profiles`: what the completion scripts may offer a shell.
@MainActor
@Suite("Completion candidates")
struct CompletionPresenterTests {
    @Test(
        "a profile's id or email is offered only when a shell can take it as one word",
        arguments: [
            ("ada@viper-auth.example", true), ("prf_Ab12-x", true), ("o.brien+test@example.org", true),
            ("", false), ("-rf", false), ("two words", false), ("$(id)", false), ("a'b", false),
            ("tab\there", false), ("é@example.org", false), ("back\\slash", false),
        ])
    func completableWords(word: String, completable: Bool) {
        #expect(CompletionPresenter.isCompletable(word) == completable)
    }

}
