import Presenters

/// The new-PIN prompts of a registration or a PIN change: the rules under the title, and the
/// success once the PIN is set.
@MainActor
package final class CreatePinView: TerminalView, CreatePinViewInterface {
    /// Prints `message` in the success tone.
    package func showSuccess(_ message: String) {
        writer.success(message)
    }
}
