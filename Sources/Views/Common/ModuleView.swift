import Presenters

/// A module's view: a `TerminalView` that also keeps its presenter as its module's
/// `…Presenting`, so each question it asks can name the presenter's methods its intents go to
/// (`ask(.choosing(from: menu), Intents(choose: presenting.didChoose))`).
///
/// A module's view subclasses it with its module's presenter protocol
/// (`final class WelcomeView<Presenter: WelcomePresenting>: ModuleView<Presenter>`) and inherits
/// `init(presenter:terminal:headings:trace:)`: the builder passes its presenter, whose type the
/// compiler checks there.
@MainActor
package class ModuleView<Presenter: ScreenPresenting>: TerminalView {
    /// The presenter, as its module's `…Presenting`: where the view hands the person's intents.
    let presenting: Presenter

    /// A view on `terminal` that owns `presenter`, its module's presenter (see `TerminalView`'s
    /// initializer for `headings` and `trace`).
    package init(
        presenter: Presenter, terminal: any Terminal, headings: (any ScreenHeadingNoting)? = nil,
        trace: ViewTrace? = nil
    ) {
        presenting = presenter
        super.init(presenter: presenter, terminal: terminal, headings: headings, trace: trace)
    }
}
