/// What a view's one error verb shows: a use case's failure worded by `ErrorPresentation`, or one
/// sentence about the line just typed.
///
/// The two stay apart so a presenter test can tell which it was, and so the view prints both the
/// same way: one error line each.
package enum ErrorMessage: Equatable, Sendable {
    /// A use case failed: what happened and, when there is something to do, what to do next.
    case failure(ErrorPresentation)
    /// The line typed cannot be taken (no such choice, not a code, a wrong PIN) and why.
    case problem(String)

    /// The lines a view prints, in order.
    package var lines: [String] {
        switch self {
        case .failure(let presentation): presentation.lines
        case .problem(let sentence): [sentence]
        }
    }
}
