import Presenters

/// A module's screen as the router runs it while `--trace` is on: the view's own screen, and the
/// decorators its presenter holds only weakly (the routing decorator), kept alive for as long as
/// the router holds the screen.
@MainActor
final class TracedScreen: Screen {
    private let screen: any Screen
    private let decorators: [AnyObject]

    /// `screen`, keeping `decorators` alive with it.
    init(_ screen: any Screen, keeping decorators: AnyObject...) {
        self.screen = screen
        self.decorators = decorators
    }

    /// Runs the view's screen.
    func run() async -> ScreenEnd {
        await screen.run()
    }

    /// Dismisses the view's screen.
    func dismiss() {
        screen.dismiss()
    }
}
