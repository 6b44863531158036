import Interactors
import Presenters
import Views

/// Stands behind each of Startup's decorators — as its interactor, router, view and presenter —
/// and records every call that reaches it.
@MainActor
final class StartupSeamSpy: StartupInteracting, StartupRouting, StartupViewInterface, SharedViewRecording,
    StartupPresenting
{
    enum Call: SharedViewCallHolding {
        case shared(SharedViewCall)
        case start
        case didRestoreSession(profileId: ProfileID)
        case foundNoSession(notice: RouteNotice?)
        case showStartFailure(title: String, ErrorPresentation, menu: [String])
        case viewDidLoad
        case didSubmit(String)
        case viewDidReachEndOfInput
    }

    let log = DecoratorLog<Call>()
    /// The loop a view owns, whose prompt tells a traced line what it answers.
    let loop = ScreenLoop()
    /// What `start()` answers.
    var outcome = StartupOutcome(.restored("prf_ada"))

    func start() async throws(AppError) -> StartupOutcome {
        log.record(.start)
        return outcome
    }

    func startupDidRestoreSession(profileId: ProfileID) {
        log.record(.didRestoreSession(profileId: profileId))
    }
    func startupFoundNoSession(notice: RouteNotice?) { log.record(.foundNoSession(notice: notice)) }

    func showStartFailure(title: String, _ presentation: ErrorPresentation, menu: Menu<StartupAction>) {
        log.record(.showStartFailure(title: title, presentation, menu: menu.items.map(\.keyword)))
    }

    func viewDidLoad() async { log.record(.viewDidLoad) }
    func didSubmit(_ line: String) async { log.record(.didSubmit(line)) }
    func viewDidReachEndOfInput() async { log.record(.viewDidReachEndOfInput) }
}
