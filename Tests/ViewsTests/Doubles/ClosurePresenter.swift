import Presenters

/// A presenter for view tests that stands for any module's: each intent a view hands over is
/// recorded as the trace names it (`didChoose(login)`, `didEnter(24680)`, `didGoBack()`), then
/// given to `onIntent`, which calls the view's interface the way a real presenter would. Each
/// module's view tests make it their module's presenter (`extension ClosurePresenter:
/// WelcomePresenting`), adding the choices their screen offers. The view owns its presenter, so a
/// closure that calls the view captures it `unowned`: held strongly, each would keep the other alive.
@MainActor
final class ClosurePresenter: ScreenPresenting {
    var onLoad: () -> Void = {}
    var onIntent: (String) -> Void = { _ in }
    private(set) var intents: [String] = []
    private(set) var reachedEndOfInput = false

    func viewDidLoad() async { onLoad() }
    func viewDidReachEndOfInput() async { reachedEndOfInput = true }
    func didEnter(_ text: String) async { record("didEnter(\(text))") }
    func didGoBack() async { record("didGoBack()") }
    func didCancel() async { record("didCancel()") }

    /// Records `intent` and hands it to `onIntent`.
    func record(_ intent: String) {
        intents.append(intent)
        onIntent(intent)
    }
}
