import Interactors
import Presenters
import Router
import Views

// The types the command table reads its arguments into and hands the command modules, named here
// so that `App` imports DI alone: the layers define them, the composition root passes them on.

/// `--env dev|staging|prod`: the session refresh policy of the interactive app.
package typealias AppEnvironment = Interactors.AppEnvironment
/// `--trace[=text|mermaid]`: the format of the interactive app's trace.
package typealias TraceFormat = Interactors.TraceFormat
/// `graph --format mermaid|dot`.
package typealias GraphFormat = Router.GraphFormat
/// A fault `faults add` plans, checked against the server's routes.
package typealias PlannedFault = Interactors.PlannedFault
/// `server --listen HOST:PORT`.
package typealias ServerListenAddress = Interactors.ServerListenAddress
/// How a one-shot command ended; `App` maps it to an exit status.
package typealias CommandOutcome = Presenters.CommandOutcome
/// How `status` prints its report.
package typealias StatusFormat = Presenters.StatusFormat
/// What `push` is asked to queue.
package typealias PushCommandRequest = Presenters.PushCommandRequest
/// How `push` ended.
package typealias PushCommandOutcome = Presenters.PushCommandOutcome
/// What `browser` is asked to open.
package typealias BrowserTarget = Presenters.BrowserTarget
/// What `clock` is asked to do.
package typealias ClockRequest = Presenters.ClockRequest
/// What `faults` is asked to do.
package typealias FaultsRequest = Presenters.FaultsRequest
/// What `simulate` is asked to do.
package typealias SimulateRequest = Presenters.SimulateRequest
/// The process's standard output and standard error.
package typealias StandardCommandOutput = Views.StandardCommandOutput

/// The checks and bounds the command table's declarations read from the layers that own them.
package enum CommandVocabulary {
    /// True when `text` is a server URL `--server` accepts.
    package static func isServerURL(_ text: String) -> Bool {
        EngineSettings.isServerURL(text)
    }

    /// The longest `clock advance`, in seconds.
    package static let maximumAdvanceSeconds = HomeSimulation.maximumAdvanceSeconds

    /// `text` without the whitespace around it, as every layer reads a typed or pasted word.
    package static func trimmingWhitespace(_ text: String) -> String {
        text.trimmingWhitespace()
    }
}
