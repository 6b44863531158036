import Presenters

/// The Registration menu (the identity providers) and their forms; passwords are read with echo off.
@MainActor
package final class RegistrationView<Presenter: RegistrationPresenting>: ModuleView<Presenter>,
    RegistrationViewInterface
{
    /// Prints the numbered choices and asks for one.
    package func showMenu(_ menu: Menu<RegistrationChoice>) {
        writer.menu(menu)
        ask(.choosing(from: menu), Intents(choose: presenting.didChoose))
    }

    /// Prints the lines as they are.
    package func showLines(_ lines: [String]) {
        writer.body(lines)
    }

    /// Asks `question`, handing the field's text, going back or cancelling to the presenter.
    package func ask(_ question: Question<Never>) {
        ask(
            question,
            Intents(enter: presenting.didEnter, goBack: presenting.didGoBack, cancel: presenting.didCancel))
    }

    /// Asks `question` while `waiting` runs: a choice, the field's text or a cancel goes to the
    /// presenter, and what the event returned, when it ends first, to `finished`.
    package func ask<Outcome>(
        _ question: Question<RegistrationChoice>, while waiting: Waiting<Outcome>,
        then finished: @escaping (Outcome) async -> Void
    ) {
        ask(
            question,
            Intents(choose: presenting.didChoose, enter: presenting.didEnter, cancel: presenting.didCancel),
            while: waiting, then: finished, call: Presenter.waitEndCall)
    }
}
