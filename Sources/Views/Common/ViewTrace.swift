import Presenters

/// Where a module's view reports, while `--trace` is on, what crosses between it and its
/// presenter: every screen passes through `TerminalView` and `ScreenWriter`, so tracing them
/// traces every module alike, and no module has a tracing decorator of its own.
///
/// Views know no tracer (they import no Interactors); the composition root gives each view one of
/// these, writing to its `Tracer` under the module's name, or none when `--trace` is off.
package struct ViewTrace: Sendable {
    private let shown: @Sendable (String) -> Void
    private let handedOver: @Sendable (String) -> Void

    /// A trace that writes what the presenter shows to `shown` (a Presenter → View hop) and what
    /// the view hands over to `handedOver` (a View → Presenter hop).
    package init(
        shown: @escaping @Sendable (String) -> Void, handedOver: @escaping @Sendable (String) -> Void
    ) {
        self.shown = shown
        self.handedOver = handedOver
    }

    /// Presenter → View: what the presenter has the view show, described without its text.
    func show(_ call: String) {
        shown(call)
    }

    /// View → Presenter: what the view hands over.
    func handOver(_ call: String) {
        handedOver(call)
    }
}
