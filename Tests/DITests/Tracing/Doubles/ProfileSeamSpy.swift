import Interactors
import Presenters
import Views

/// Stands behind each of Profile's decorators — as its interactor, router, view and presenter —
/// and records every call that reaches it.
@MainActor
final class ProfileSeamSpy: ProfileInteracting, ProfileRouting, ProfileViewInterface, SharedViewRecording,
    ProfilePresenting
{
    enum Call: SharedViewCallHolding {
        case shared(SharedViewCall)
        case devices(profileId: ProfileID)
        case idToken(profileId: ProfileID)
        case startPinChange(profileId: ProfileID)
        case disconnect(profileId: ProfileID)
        case endSession(owner: SessionOwner)
        case needsCurrentPin(profileId: ProfileID)
        case didFinish(profileId: ProfileID)
        case didDisconnect(notice: RouteNotice)
        case sessionDidEnd(notice: RouteNotice)
        case showTitle(String)
        case showMenu([String])
        case showDevices([String])
        case showDetails(heading: String, lines: [String])
        case askToConfirm(String, prompt: Prompt)
        case viewDidLoad
        case didSubmit(String)
        case viewDidReachEndOfInput
    }

    static let devices = [ProfileDevice(name: "laptop", registeredAt: 1_800_000_000, isThisDevice: true)]

    let log = DecoratorLog<Call>()
    /// The loop a view owns, whose prompt tells a traced line what it answers.
    let loop = ScreenLoop()

    func devices(profileId: ProfileID) async throws(AppError) -> [ProfileDevice] {
        log.record(.devices(profileId: profileId))
        return Self.devices
    }

    func idToken(profileId: ProfileID) async throws(AppError) -> IdToken {
        log.record(.idToken(profileId: profileId))
        return DashboardSeamSpy.idToken
    }

    func startPinChange(profileId: ProfileID) async throws(AppError) {
        log.record(.startPinChange(profileId: profileId))
    }

    func disconnect(profileId: ProfileID) async throws(AppError) -> DisconnectOutcome {
        log.record(.disconnect(profileId: profileId))
        return .disconnected
    }

    func endSession(owner: SessionOwner) async -> LogoutOutcome {
        log.record(.endSession(owner: owner))
        return .loggedOut
    }

    func profileNeedsCurrentPin(profileId: ProfileID) { log.record(.needsCurrentPin(profileId: profileId)) }
    func profileDidFinish(profileId: ProfileID) { log.record(.didFinish(profileId: profileId)) }
    func profileDidDisconnect(notice: RouteNotice) { log.record(.didDisconnect(notice: notice)) }
    func sessionDidEnd(notice: RouteNotice) { log.record(.sessionDidEnd(notice: notice)) }

    func showTitle(_ title: String) { log.record(.showTitle(title)) }
    func showMenu(_ menu: Menu<ProfileAction>) { log.record(.showMenu(menu.items.map(\.keyword))) }
    func showDevices(_ lines: [String]) { log.record(.showDevices(lines)) }
    func showDetails(heading: String, lines: [String]) {
        log.record(.showDetails(heading: heading, lines: lines))
    }
    func askToConfirm(_ question: String, prompt: Prompt) {
        log.record(.askToConfirm(question, prompt: prompt))
    }

    func viewDidLoad() async { log.record(.viewDidLoad) }
    func didSubmit(_ line: String) async { log.record(.didSubmit(line)) }
    func viewDidReachEndOfInput() async { log.record(.viewDidReachEndOfInput) }
}
