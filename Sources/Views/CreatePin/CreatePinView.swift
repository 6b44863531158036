import Presenters

/// The new-PIN prompts of a registration or a PIN change: the rules under the title, and the
/// success once the PIN is set.
@MainActor
package final class CreatePinView<Presenter: CreatePinPresenting>: ModuleView<Presenter>,
    CreatePinViewInterface
{
    /// Prints `message` in the success tone.
    package func showSuccess(_ message: String) {
        writer.success(message)
    }

    /// Asks `question`, handing the PIN typed, or the cancel, to the presenter.
    package func ask(_ question: Question<Never>) {
        ask(question, Intents(enter: presenting.didEnter, cancel: presenting.didCancel))
    }
}
