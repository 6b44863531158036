import Presenters

/// The Mobile authentication screen: enrollment and the pending push requests, with a menu.
@MainActor
package final class MobileAuthView: TerminalView, MobileAuthViewInterface {
    private let intents: any MobileAuthPresenting

    /// A MobileAuth screen on `terminal` handing what the person does to `presenter` (see
    /// `TerminalView.init` for `headings` and `trace`).
    package init(
        presenter: any MobileAuthPresenting, terminal: any Terminal,
        headings: (any ScreenHeadingNoting)? = nil,
        trace: ViewTrace? = nil
    ) {
        intents = presenter
        super.init(presenter: presenter, terminal: terminal, headings: headings, trace: trace)
    }

    /// Prints `lines` as they are.
    package func showLines(_ lines: [String]) {
        writer.body(lines)
    }

    /// Prints `text` in the success tone.
    package func showSuccess(_ text: String) {
        writer.success(text)
    }

    /// Prints the menu and asks for a choice.
    package func showMenu(_ menu: Menu<MobileAuthAction>) {
        writer.menu(menu)
        ask(.choosing(from: menu), Intents(choose: intents.didChoose))
    }
}
