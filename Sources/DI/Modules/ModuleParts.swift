import Interactors
import Presenters
import Views

/// The modules' names, as `--trace` writes them before each hop: one per VIPER module, whichever
/// of its routes it is shown under.
enum ModuleName: String, Sendable {
    case startup = "Startup"
    case welcome = "Welcome"
    case registration = "Registration"
    case createPin = "CreatePin"
    case pinChallenge = "PinChallenge"
    case dashboard = "Dashboard"
    case switchContext = "SwitchContext"
    case mobileAuth = "MobileAuth"
    case pushConfirmation = "PushConfirmation"
    case authenticators = "Authenticators"
    case profile = "Profile"
}

/// What every module's view is made with: the terminal, the line under each title, and the
/// tracer its view reports to while `--trace` is on.
struct ViewParts: Sendable {
    let terminal: any Terminal
    let headings: any ScreenHeadingNoting
    let tracer: Tracer

    /// Where `module`'s view traces what crosses between it and its presenter; nil without
    /// `--trace`, so an untraced run pays nothing.
    func trace(_ module: ModuleName) -> ViewTrace? {
        guard tracer.isEnabled else { return nil }
        let tracer = tracer
        return ViewTrace(
            shown: { tracer.hop(.presenter, .view, in: module.rawValue, $0) },
            handedOver: { tracer.hop(.view, .presenter, in: module.rawValue, $0) })
    }
}
