import Interactors
import Presenters
import Views

/// Stands behind each of the Mobile authentication decorators — as its interactor, router, view
/// and presenter — and records every call that reaches it.
@MainActor
final class MobileAuthSeamSpy: MobileAuthInteracting, MobileAuthRouting, MobileAuthViewInterface,
    MobileAuthPresenting
{
    enum Call: Equatable, Sendable {
        case enroll(profileId: ProfileID)
        case isEnrolled(profileId: ProfileID)
        case pendingRequests(profileId: ProfileID)
        case beginHandling(profileId: ProfileID)
        case endSession(owner: SessionOwner)
        case didGoBack(profileId: ProfileID)
        case didStartHandling(profileId: ProfileID)
        case sessionDidEnd(notice: RouteNotice)
        case ask(Prompt)
        case showProgress(String)
        case hideProgress
        case showError(ErrorMessage)
        case showNotice(String)
        case showHeading(title: String, lines: [String])
        case showLines([String])
        case showSuccess(String)
        case showMenu([String])
        case viewDidLoad
        case didSubmit(String)
        case viewDidReachEndOfInput
    }

    static let request = PushRequest(
        id: "psh_1", profileId: "prf_ada", message: "Sign in to the library", isOneTimePassword: false,
        createdAt: 1_800_000_000, expiresAt: 1_800_000_300)

    let log = DecoratorLog<Call>()
    /// The loop a view owns, whose prompt tells a traced line what it answers.
    let loop = ScreenLoop()

    func enroll(profileId: ProfileID) async throws(AppError) { log.record(.enroll(profileId: profileId)) }

    func isEnrolled(profileId: ProfileID) async throws(AppError) -> Bool {
        log.record(.isEnrolled(profileId: profileId))
        return false
    }

    func pendingRequests(profileId: ProfileID) async throws(AppError) -> [PushRequest] {
        log.record(.pendingRequests(profileId: profileId))
        return [Self.request]
    }

    nonisolated func now() -> Int64 { 1_800_000_060 }

    func beginHandling(profileId: ProfileID) async -> PushHandlingStart {
        log.record(.beginHandling(profileId: profileId))
        return .requestWaiting
    }

    func endSession(owner: SessionOwner) async -> LogoutOutcome {
        log.record(.endSession(owner: owner))
        return .loggedOut
    }

    func mobileAuthDidGoBack(profileId: ProfileID) { log.record(.didGoBack(profileId: profileId)) }
    func mobileAuthDidStartHandling(profileId: ProfileID) {
        log.record(.didStartHandling(profileId: profileId))
    }
    func sessionDidEnd(notice: RouteNotice) { log.record(.sessionDidEnd(notice: notice)) }

    func ask(_ prompt: Prompt) { log.record(.ask(prompt)) }
    func showProgress(_ message: String) { log.record(.showProgress(message)) }
    func hideProgress() { log.record(.hideProgress) }
    func showError(_ message: ErrorMessage) { log.record(.showError(message)) }
    func showNotice(_ text: String) { log.record(.showNotice(text)) }
    func showHeading(title: String, lines: [String]) { log.record(.showHeading(title: title, lines: lines)) }
    func showLines(_ lines: [String]) { log.record(.showLines(lines)) }
    func showSuccess(_ text: String) { log.record(.showSuccess(text)) }
    func showMenu(_ menu: Menu<MobileAuthAction>) { log.record(.showMenu(menu.items.map(\.keyword))) }

    func viewDidLoad() async { log.record(.viewDidLoad) }
    func didSubmit(_ line: String) async { log.record(.didSubmit(line)) }
    func viewDidReachEndOfInput() async { log.record(.viewDidReachEndOfInput) }
}
