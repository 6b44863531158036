import Interactors
import Presenters
import Views

/// The View → Presenter half of a module's view decorator: hands the view's three calls to the
/// presenter, tracing each; a line is described by the prompt it answers.
///
/// A line typed at a secret prompt (a PIN, a password) is traced by its length only, and so is the
/// next line after `hideNextLine()`: an answer that is no secret by its prompt but may hold one
/// typed by mistake, such as Profile's disconnect confirmation.
@MainActor
final class TracingHandover {
    private let presenter: any LinePresenting
    private let trace: ModuleTrace
    /// The decorated view's loop, whose prompt says what a line answers; without it every line is
    /// traced as hidden.
    weak var loop: ScreenLoop?
    private var hidesNextLine = false

    /// Hands calls to `presenter`, tracing them on `trace`.
    init(presenter: any LinePresenting, trace: ModuleTrace) {
        self.presenter = presenter
        self.trace = trace
    }

    /// Traces the next line by its length only, whatever its prompt.
    func hideNextLine() {
        hidesNextLine = true
    }

    /// Hands over `viewDidLoad()`.
    func viewDidLoad() async {
        trace.hop(.view, .presenter, "viewDidLoad()")
        await presenter.viewDidLoad()
    }

    /// Hands over `didSubmit(_:)`.
    func didSubmit(_ line: String) async {
        trace.hop(.view, .presenter, "didSubmit(\(described(line)))")
        await presenter.didSubmit(line)
    }

    /// Hands over `viewDidReachEndOfInput()`.
    func viewDidReachEndOfInput() async {
        trace.hop(.view, .presenter, "viewDidReachEndOfInput()")
        await presenter.viewDidReachEndOfInput()
    }

    /// `"logout"` at a visible prompt; `5 characters, hidden` at a secret one or after
    /// `hideNextLine()`.
    private func described(_ line: String) -> String {
        defer { hidesNextLine = false }
        let isHidden = hidesNextLine || loop?.prompt.isSecret ?? true
        return isHidden && !line.isEmpty ? "\(line.count) characters, hidden" : "\"\(line)\""
    }
}
