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

    /// A line as the trace may name it: as typed only when it answers a menu (`Prompt.choice`);
    /// any other answer by its length, since a field may hold a secret even at a visible prompt
    /// (a redirect's code, a one-time code, a PIN typed at a yes/no question).
    static func described(_ line: String, answering prompt: Prompt) -> String {
        prompt == .choice || line.isEmpty ? "\"\(line)\"" : "\(line.count) characters, hidden"
    }
}

/// The presenter as the screen loop sees it while `--trace` is on: each of the view's calls is
/// traced as a View → Presenter hop, then handed over.
@MainActor
final class TracedLinePresenter: LinePresenting {
    private let presenter: any LinePresenting
    private let trace: ViewTrace
    private unowned let loop: ScreenLoop

    /// Hands `loop`'s calls to `presenter`, tracing each on `trace`.
    init(_ presenter: any LinePresenting, trace: ViewTrace, loop: ScreenLoop) {
        self.presenter = presenter
        self.trace = trace
        self.loop = loop
    }

    func viewDidLoad() async {
        trace.handOver("viewDidLoad()")
        await presenter.viewDidLoad()
    }

    func didSubmit(_ line: String) async {
        trace.handOver("didSubmit(\(ViewTrace.described(line, answering: loop.prompt)))")
        await presenter.didSubmit(line)
    }

    func viewDidReachEndOfInput() async {
        trace.handOver("viewDidReachEndOfInput()")
        await presenter.viewDidReachEndOfInput()
    }
}
