import Interactors
import Presenters
import Views

/// Stands behind each of the Authenticators decorators — as its interactor, router, view and
/// presenter — and records every call that reaches it.
@MainActor
final class AuthenticatorsSeamSpy: AuthenticatorsInteracting, AuthenticatorsRouting,
    AuthenticatorsViewInterface, SharedViewRecording, AuthenticatorsPresenting
{
    enum Call: SharedViewCallHolding {
        case shared(SharedViewCall)
        case authenticators(profileId: ProfileID)
        case startRegistration(Authenticator, profileId: ProfileID)
        case remove(Authenticator, profileId: ProfileID)
        case prefer(Authenticator, profileId: ProfileID)
        case endSession(owner: SessionOwner)
        case needPin(profileId: ProfileID)
        case didFinish(profileId: ProfileID)
        case sessionDidEnd(notice: RouteNotice)
        case showHeading(title: String, lines: [String])
        case showMenu([String])
        case showChoices(String, [String])
        case showSuccess(String)
        case viewDidLoad
        case didSubmit(String)
        case viewDidReachEndOfInput
    }

    static let registered = ProfileAuthenticators(registered: [.pin, .password], preferred: .password)
    static let removal = AuthenticatorRemovalOutcome(
        remaining: ProfileAuthenticators(registered: [.pin], preferred: .pin), preferredResetToPin: true)

    let log = DecoratorLog<Call>()
    /// The loop a view owns, whose prompt tells a traced line what it answers.
    let loop = ScreenLoop()

    func authenticators(profileId: ProfileID) async throws(AppError) -> ProfileAuthenticators {
        log.record(.authenticators(profileId: profileId))
        return Self.registered
    }

    func startRegistration(of authenticator: Authenticator, profileId: ProfileID) async throws(AppError) {
        log.record(.startRegistration(authenticator, profileId: profileId))
    }

    func remove(_ authenticator: Authenticator, profileId: ProfileID) async throws(AppError)
        -> AuthenticatorRemovalOutcome
    {
        log.record(.remove(authenticator, profileId: profileId))
        return Self.removal
    }

    func prefer(_ authenticator: Authenticator, profileId: ProfileID) async throws(AppError)
        -> ProfileAuthenticators
    {
        log.record(.prefer(authenticator, profileId: profileId))
        return Self.registered
    }

    func endSession(owner: SessionOwner) async -> LogoutOutcome {
        log.record(.endSession(owner: owner))
        return .loggedOut
    }

    func authenticatorsNeedPin(profileId: ProfileID) { log.record(.needPin(profileId: profileId)) }
    func authenticatorsDidFinish(profileId: ProfileID) { log.record(.didFinish(profileId: profileId)) }
    func sessionDidEnd(notice: RouteNotice) { log.record(.sessionDidEnd(notice: notice)) }

    func showHeading(title: String, lines: [String]) { log.record(.showHeading(title: title, lines: lines)) }
    func showMenu(_ menu: Menu<AuthenticatorsAction>) { log.record(.showMenu(menu.items.map(\.keyword))) }
    func showChoices<Choice>(_ question: String, _ choices: Menu<Choice>) {
        log.record(.showChoices(question, choices.items.map(\.keyword)))
    }
    func showSuccess(_ text: String) { log.record(.showSuccess(text)) }

    func viewDidLoad() async { log.record(.viewDidLoad) }
    func didSubmit(_ line: String) async { log.record(.didSubmit(line)) }
    func viewDidReachEndOfInput() async { log.record(.viewDidReachEndOfInput) }
}
