import Interactors

/// What a person decides about a push request: the answers of its "Accept or deny" question,
/// named here so the views that ask it need not know the engine's decision type.
package enum DecisionAnswer: Equatable, Sendable {
    /// Accept the request.
    case accept
    /// Deny the request.
    case deny

    /// The decision the flow takes.
    var decision: RequestDecision {
        switch self {
        case .accept: .accept
        case .deny: .deny
        }
    }

    /// `accept` / `deny` and their short forms; an empty line is no decision (it leaves the
    /// request pending), anything else is refused with `refusal`.
    static func question(_ prompt: Prompt, refusal: String) -> Question<DecisionAnswer> {
        Question(
            prompt: prompt,
            answers: [
                .init(.accept, words: ["accept", "a", "yes", "y"]),
                .init(.deny, words: ["deny", "d", "no", "n"]),
            ],
            emptyLine: .cancel, refusal: refusal)
    }
}
