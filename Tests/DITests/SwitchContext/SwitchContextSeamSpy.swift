import Interactors
import Presenters
import Views

/// Stands behind each of SwitchContext's decorators — as its interactor, router, view and
/// presenter — and records every call that reaches it.
@MainActor
final class SwitchContextSeamSpy: SwitchContextInteracting, SwitchContextRouting, SwitchContextViewInterface,
    SharedViewRecording,
    SwitchContextPresenting
{
    enum Call: SharedViewCallHolding {
        case shared(SharedViewCall)
        case memberships(profileId: ProfileID)
        case switchContext(profileId: ProfileID, index: Int)
        case endSession(owner: SessionOwner)
        case didSwitch(profileId: ProfileID, notice: RouteNotice)
        case didCancel(profileId: ProfileID)
        case sessionDidEnd(notice: RouteNotice)
        case showHeading(title: String, lines: [String])
        case viewDidLoad
        case didSubmit(String)
        case viewDidReachEndOfInput
    }

    static let memberships = [
        Membership(
            index: 0, roleName: "Guest", schoolName: "Riverside", academicUnitName: "", isActive: true),
        Membership(
            index: 1, roleName: "Teacher", schoolName: "Northfield", academicUnitName: "Year 5",
            isActive: false),
    ]

    let log = DecoratorLog<Call>()
    /// The loop a view owns, whose prompt tells a traced line what it answers.
    let loop = ScreenLoop()

    func memberships(profileId: ProfileID) async throws(AppError) -> [Membership] {
        log.record(.memberships(profileId: profileId))
        return Self.memberships
    }

    func switchContext(profileId: ProfileID, to index: Int) async throws(AppError) -> UserSession {
        log.record(.switchContext(profileId: profileId, index: index))
        return DashboardSeamSpy.session
    }

    func endSession(owner: SessionOwner) async -> LogoutOutcome {
        log.record(.endSession(owner: owner))
        return .alreadyLoggedOut
    }

    func switchContextDidSwitch(profileId: ProfileID, notice: RouteNotice) {
        log.record(.didSwitch(profileId: profileId, notice: notice))
    }
    func switchContextDidCancel(profileId: ProfileID) { log.record(.didCancel(profileId: profileId)) }
    func sessionDidEnd(notice: RouteNotice) { log.record(.sessionDidEnd(notice: notice)) }

    func showHeading(title: String, lines: [String]) { log.record(.showHeading(title: title, lines: lines)) }

    func viewDidLoad() async { log.record(.viewDidLoad) }
    func didSubmit(_ line: String) async { log.record(.didSubmit(line)) }
    func viewDidReachEndOfInput() async { log.record(.viewDidReachEndOfInput) }
}
