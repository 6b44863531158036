import Interactors

/// `viper-auth __complete profiles`: what the completion scripts ask the binary for at a Tab, one
/// candidate a line, so they never read the home's files themselves.
@MainActor
package final class CompletionPresenter: CompletionPresenting {
    /// The view, held weakly: it owns this presenter.
    package weak var view: (any CompletionViewInterface)?
    private let interactor: any CompletionInteracting

    /// A presenter over `interactor`; the builder sets `view`.
    package init(interactor: any CompletionInteracting) {
        self.interactor = interactor
    }

    /// Each profile's id and account email that a shell may offer as they are; a failure is one
    /// line on standard error (which the scripts discard).
    package func listProfiles() -> CommandOutcome {
        do throws(AppError) {
            let profiles = try interactor.profiles()
            for word in profiles.flatMap({ [$0.id.rawValue, $0.email] }) where Self.isCompletable(word) {
                view?.showResult(word)
            }
            return .done
        } catch {
            view?.showFailure(CommandFailureText.line(command: "__complete", error))
            return .failed
        }
    }

    /// Whether a shell may be offered `word` as it is: letters, digits and `@._+-` only, not first
    /// a dash. Anything else (a quote, a `$`, a space, a control character) could be read by the
    /// shell as more than a word, so it is left out; it can still be typed.
    package static func isCompletable(_ word: String) -> Bool {
        guard let first = word.unicodeScalars.first, first != "-" else { return false }
        return word.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || "@._+-".unicodeScalars.contains(scalar))
        }
    }
}
