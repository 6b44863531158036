import Presenters

/// A presenter for view tests: each event runs a closure the test gives, which calls the view's
/// interface the way a real presenter would; the lines handed over are recorded.
@MainActor
final class ClosurePresenter: LinePresenting {
    var onLoad: () -> Void = {}
    var onLine: (String) -> Void = { _ in }
    private(set) var lines: [String] = []
    private(set) var reachedEndOfInput = false

    func viewDidLoad() async {
        onLoad()
    }

    func didSubmit(_ line: String) async {
        lines.append(line)
        onLine(line)
    }

    func viewDidReachEndOfInput() async {
        reachedEndOfInput = true
    }
}
