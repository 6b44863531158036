import Presenters
import Views

/// What every module's view decorator does alike: the View → Presenter half (`TracingHandover`)
/// and the verbs every view interface shares (`ViewInterface`), each traced as a Presenter → View
/// hop and forwarded. A module's decorator subclasses it and adds only its own `show…` methods.
@MainActor
class TracingView: ViewInterface, LinePresenting {
    private weak var shared: (any ViewInterface)?
    /// Hands the view's calls to the presenter, tracing each line by the prompt it answers.
    let handover: TracingHandover
    /// Where the hops are written.
    let trace: ModuleTrace

    /// Hands the view's calls to `presenter`; the module's `attach(to:loop:)` names the view.
    init(presenter: any LinePresenting, trace: ModuleTrace) {
        handover = TracingHandover(presenter: presenter, trace: trace)
        self.trace = trace
    }

    /// Forwards the shared verbs to `view`, held weakly as the presenter holds it; `loop` says
    /// which prompt each line answers.
    func attachShared(to view: any ViewInterface, loop: ScreenLoop) {
        shared = view
        handover.loop = loop
    }

    func viewDidLoad() async { await handover.viewDidLoad() }
    func didSubmit(_ line: String) async { await handover.didSubmit(line) }
    func viewDidReachEndOfInput() async { await handover.viewDidReachEndOfInput() }

    func ask(_ prompt: Prompt) {
        trace.show("ask(\"\(prompt.label)\"\(prompt.isSecret ? ", secret" : ""))")
        shared?.ask(prompt)
    }

    func showProgress(_ message: String) {
        trace.show("showProgress(\(message))")
        shared?.showProgress(message)
    }

    func hideProgress() {
        trace.show("hideProgress()")
        shared?.hideProgress()
    }

    func showError(_ message: ErrorMessage) {
        switch message {
        case .failure(let presentation): trace.show("showError(\(presentation.title))")
        case .problem: trace.show("showError(problem)")
        }
        shared?.showError(message)
    }

    func showNotice(_ text: String) {
        trace.show("showNotice(_:)")
        shared?.showNotice(text)
    }
}
