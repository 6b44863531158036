import Interactors
import Router

/// What the command line asks for.
enum Command: Equatable {
    /// The interactive app.
    case interactive(InteractiveOptions)
    /// `viper-auth graph`: print the route graph (the transition table).
    case graph(GraphFormat)
    /// `--help` or `-h`, after any command: the usage of every command.
    case help
    /// `--version`: the version line only.
    case version
    /// `viper-auth browser`: the hosted login page and web site, for a second terminal.
    case browser(BrowserOptions)
    /// `viper-auth push`: queue a push request for a profile, as the push service would.
    case push(PushOptions)
    /// `viper-auth status`: profiles, sessions and pending push requests.
    case status(StatusOptions)
    /// `viper-auth clock`: the home's simulated time.
    case clock(ClockOptions)
    /// `viper-auth faults`: the home's fault plan.
    case faults(FaultsOptions)
    /// `viper-auth simulate`: an attack played against the home's server.
    case simulate(SimulateOptions)
}

/// The options of `viper-auth push`.
struct PushOptions: Equatable {
    /// What `push` sends.
    enum Request: Equatable {
        /// An accept-or-deny request with `message`; `wait` seconds for the answer, when given.
        case confirmation(message: String, wait: Double?)
        /// A one-time-password request: the code is printed.
        case oneTimePassword
    }

    /// `--home DIR`; nil finds the home as the interactive app does.
    var home: String?
    /// `--profile P`: a profile id or an account email.
    var profile: String
    /// `--message M [--wait S]` or `--otp`.
    var request: Request
    /// `--ttl S`: the request's time to live in seconds; nil for the server's default (120 s).
    var timeToLive: Int64? = nil
}

/// The options of `viper-auth status`.
struct StatusOptions: Equatable {
    /// `--home DIR`; nil finds the home as the interactive app does.
    var home: String?
    /// `--json`: the documented JSON instead of text.
    var json = false
}

/// The options of the interactive app.
struct InteractiveOptions: Equatable {
    /// `--home DIR`; nil means `$VIPER_AUTH_HOME`, else `$XDG_STATE_HOME/viper-auth`, else
    /// `~/.local/state/viper-auth`.
    var home: String?
    /// `--env dev|staging|prod`: the session refresh policy; `prod` unless given.
    var environment = AppEnvironment.prod
    /// `--trace`: each hop across the layers on standard error.
    var trace = false
    /// `--no-color`: no colour even on a terminal.
    var noColor = false
}

/// The options of `viper-auth browser`.
struct BrowserOptions: Equatable {
    /// What the page is asked to do.
    enum Target: Equatable {
        /// Open `url`: an authorize URL the app printed, or an app-to-web URL.
        case address(String)
        /// `--code`: sign in on the account page and get a one-time registration code.
        case registrationCode
    }

    /// What to do.
    var target: Target
    /// `--home DIR`, when given: the same home as the app's, so both use one server.
    var home: String?
    /// `--no-color`: no colour even on a terminal.
    var noColor = false
}

/// A command line that cannot be run; the message is one line for standard error.
struct UsageError: Error, Equatable, CustomStringConvertible {
    let message: String

    var description: String { message }
}
