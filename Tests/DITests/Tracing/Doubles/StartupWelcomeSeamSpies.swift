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
    var restore = SessionRestore.restored("prf_ada")

    func start() async throws(AppError) -> SessionRestore {
        log.record(.start)
        return restore
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

/// Stands behind each of Welcome's decorators — as its interactor, router, view and presenter —
/// and records every call that reaches it.
@MainActor
final class WelcomeSeamSpy: WelcomeInteracting, WelcomeRouting, WelcomeViewInterface, SharedViewRecording,
    WelcomePresenting
{
    enum Call: SharedViewCallHolding {
        case shared(SharedViewCall)
        case profiles
        case implicitData(profileId: ProfileID)
        case startLogin(profileId: ProfileID)
        case didChooseRegistration
        case didStartLogin
        case didSignIn(profileId: ProfileID)
        case didQuit
        case showHeading(title: String, lines: [String])
        case showProfiles([ProfileListItem])
        case showImplicitData(String)
        case showImplicitDataUnavailable(String)
        case showMenu([String])
        case showProfileChoices(String, [String], prompt: Prompt)
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

    func implicitData(profileId: ProfileID) async throws(AppError) -> String {
        log.record(.implicitData(profileId: profileId))
        return "ada@example.org (user usr_ada)"
    }

    func startLogin(profileId: ProfileID) async throws(AppError) -> LoginStart {
        log.record(.startLogin(profileId: profileId))
        return loginStart
    }

    func welcomeDidChooseRegistration() { log.record(.didChooseRegistration) }
    func welcomeDidStartLogin() { log.record(.didStartLogin) }
    func welcomeDidSignIn(profileId: ProfileID) { log.record(.didSignIn(profileId: profileId)) }
    func welcomeDidQuit() { log.record(.didQuit) }

    func showHeading(title: String, lines: [String]) { log.record(.showHeading(title: title, lines: lines)) }
    func showProfiles(_ items: [ProfileListItem]) { log.record(.showProfiles(items)) }
    func showImplicitData(_ sentence: String) { log.record(.showImplicitData(sentence)) }
    func showImplicitDataUnavailable(_ sentence: String) {
        log.record(.showImplicitDataUnavailable(sentence))
    }
    func showMenu(_ menu: Menu<WelcomeAction>) { log.record(.showMenu(menu.items.map(\.keyword))) }
    func showProfileChoices(_ question: String, _ menu: Menu<Int>, prompt: Prompt) {
        log.record(.showProfileChoices(question, menu.items.map(\.keyword), prompt: prompt))
    }

    func viewDidLoad() async { log.record(.viewDidLoad) }
    func didSubmit(_ line: String) async { log.record(.didSubmit(line)) }
    func viewDidReachEndOfInput() async { log.record(.viewDidReachEndOfInput) }
}
