import Presenters

/// The switch-context screen: the numbered memberships and a prompt for one of them.
@MainActor
package final class SwitchContextView<Presenter: SwitchContextPresenting>: ModuleView<Presenter>,
    SwitchContextViewInterface
{
    /// Asks `question`, handing the membership chosen, a retry or going back to the presenter.
    package func ask(_ question: Question<SwitchContextChoice>) {
        ask(question, Intents(choose: presenting.didChoose, goBack: presenting.didGoBack))
    }
}
