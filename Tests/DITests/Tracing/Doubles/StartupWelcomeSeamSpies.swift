import Interactors
import Presenters
import Views

/// Stands behind each of Startup's decorators — as its interactor, router, view and presenter —
/// and records every call that reaches it.
@MainActor
final class StartupSeamSpy: StartupInteracting, StartupRouting, StartupViewInterface, SharedViewRecording, StartupPresenting {
    enum Call: SharedViewCallHolding {
        case shared(SharedViewCall)
        case start
        case didRestoreSession(profileId: String)
        case foundNoSession(notice: String?)
        case showStartFailure(ErrorPresentation, menu: [String])
        case viewDidLoad
        case didSubmit(String)
        case viewDidReachEndOfInput
    }

    let log = DecoratorLog<Call>()
    /// The loop a view owns, whose prompt tells a traced line what it answers.
    let loop = ScreenLoop()
    /// What `start()` answers.
    var restore = SessionRestore.restored(profileId: "prf_ada")

    func start() async throws(AppError) -> SessionRestore {
        log.record(.start)
        return restore
    }

    func startupDidRestoreSession(profileId: String) { log.record(.didRestoreSession(profileId: profileId)) }
    func startupFoundNoSession(notice: String?) { log.record(.foundNoSession(notice: notice)) }

    func showStartFailure(_ presentation: ErrorPresentation, menu: Menu<StartupAction>) {
        log.record(.showStartFailure(presentation, menu: menu.items.map(\.keyword)))
    }

    func viewDidLoad() async { log.record(.viewDidLoad) }
    func didSubmit(_ line: String) async { log.record(.didSubmit(line)) }
    func viewDidReachEndOfInput() async { log.record(.viewDidReachEndOfInput) }
}

/// Stands behind each of Welcome's decorators — as its interactor, router, view and presenter —
/// and records every call that reaches it.
@MainActor
final class WelcomeSeamSpy: WelcomeInteracting, WelcomeRouting, WelcomeViewInterface, SharedViewRecording, WelcomePresenting {
    enum Call: SharedViewCallHolding {
        case shared(SharedViewCall)
        case profiles
        case implicitData(profileId: String)
        case startLogin(profileId: String)
        case didChooseRegistration
        case didStartLogin
        case didSignIn(profileId: String)
        case didQuit
        case showProfiles([ProfileListItem])
        case showImplicitData(String)
        case showImplicitDataUnavailable(String)
        case showMenu([String])
        case showProfileChoices([String])
        case viewDidLoad
        case didSubmit(String)
        case viewDidReachEndOfInput
    }

    static let ada = RegisteredProfile(id: "prf_ada", email: "ada@example.org", fullName: "Ada Lovelace")

    let log = DecoratorLog<Call>()
    /// The loop a view owns, whose prompt tells a traced line what it answers.
    let loop = ScreenLoop()
    /// What `startLogin(profileId:)` answers.
    var loginStart = LoginStart.needsPin

    func profiles() async throws(AppError) -> [RegisteredProfile] {
        log.record(.profiles)
        return [Self.ada]
    }

    func implicitData(profileId: String) async throws(AppError) -> String {
        log.record(.implicitData(profileId: profileId))
        return "ada@example.org (user usr_ada)"
    }

    func startLogin(profileId: String) async throws(AppError) -> LoginStart {
        log.record(.startLogin(profileId: profileId))
        return loginStart
    }

    func welcomeDidChooseRegistration() { log.record(.didChooseRegistration) }
    func welcomeDidStartLogin() { log.record(.didStartLogin) }
    func welcomeDidSignIn(profileId: String) { log.record(.didSignIn(profileId: profileId)) }
    func welcomeDidQuit() { log.record(.didQuit) }

    func showProfiles(_ items: [ProfileListItem]) { log.record(.showProfiles(items)) }
    func showImplicitData(_ sentence: String) { log.record(.showImplicitData(sentence)) }
    func showImplicitDataUnavailable(_ sentence: String) {
        log.record(.showImplicitDataUnavailable(sentence))
    }
    func showMenu(_ menu: Menu<WelcomeAction>) { log.record(.showMenu(menu.items.map(\.keyword))) }
    func showProfileChoices(_ menu: Menu<Int>) { log.record(.showProfileChoices(menu.items.map(\.keyword))) }

    func viewDidLoad() async { log.record(.viewDidLoad) }
    func didSubmit(_ line: String) async { log.record(.didSubmit(line)) }
    func viewDidReachEndOfInput() async { log.record(.viewDidReachEndOfInput) }
}
