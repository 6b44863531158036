import Interactors
import Presenters
import Views

/// Stands behind each of the PinChallenge decorators — as the interactor of a route whose success
/// is `Outcome`, every PIN-check route's router, the view and the presenter — and records every
/// call that reaches it, answering with scripted steps.
@MainActor
final class PinChallengeSeamSpy<Outcome: Equatable & Sendable>: PinChallengeInteracting, SessionEnding,
    PinChallengeRouting, ChangePinCurrentRouting, RegisterAuthenticatorRouting, PinChallengeViewInterface,
    SharedViewRecording, PinChallengePresenting
{
    enum Call: SharedViewCallHolding {
        case shared(SharedViewCall)
        case currentStep
        case answer(SecretInput)
        case confirmBiometric(BiometricResult)
        case decline
        case cancel
        case endSession(owner: SessionOwner)
        case didDeregister(notice: RouteNotice)
        case didSignIn(owner: SessionOwner)
        case didEnd(notice: RouteNotice?)
        case didAcceptPin(profileId: ProfileID)
        case didEndPinChange(profileId: ProfileID, notice: RouteNotice?)
        case didRegister(profileId: ProfileID, notice: RouteNotice)
        case didEndRegistration(profileId: ProfileID, notice: RouteNotice?)
        case sessionDidEnd(notice: RouteNotice)
        case showHeading(title: String, lines: [String])
        case showLines([String])
        case viewDidLoad
        case didSubmit(String)
        case viewDidReachEndOfInput
    }

    let log = DecoratorLog<Call>()
    /// The loop a view owns, whose prompt tells a traced line what it answers.
    let loop = ScreenLoop()
    /// What every use case answers.
    var step: PinEntryStep<Outcome>

    init(step: PinEntryStep<Outcome>) {
        self.step = step
    }

    func currentStep() async -> PinEntryStep<Outcome>? {
        log.record(.currentStep)
        return step
    }

    func answer(_ secret: SecretInput) async -> PinEntryStep<Outcome> {
        log.record(.answer(secret))
        return step
    }

    func confirmBiometric(_ result: BiometricResult) async -> PinEntryStep<Outcome> {
        log.record(.confirmBiometric(result))
        return step
    }

    func decline() async -> PinEntryStep<Outcome> {
        log.record(.decline)
        return step
    }

    func cancel() async { log.record(.cancel) }

    func endSession(owner: SessionOwner) async -> LogoutOutcome {
        log.record(.endSession(owner: owner))
        return .loggedOut
    }

    func pinChallengeDidDeregister(notice: RouteNotice) { log.record(.didDeregister(notice: notice)) }
    func pinChallengeDidSignIn(owner: SessionOwner) { log.record(.didSignIn(owner: owner)) }
    func pinChallengeDidEnd(notice: RouteNotice?) { log.record(.didEnd(notice: notice)) }
    func changePinCurrentDidAcceptPin(profileId: ProfileID) {
        log.record(.didAcceptPin(profileId: profileId))
    }
    func changePinCurrentDidEnd(profileId: ProfileID, notice: RouteNotice?) {
        log.record(.didEndPinChange(profileId: profileId, notice: notice))
    }
    func registerAuthenticatorDidRegister(profileId: ProfileID, notice: RouteNotice) {
        log.record(.didRegister(profileId: profileId, notice: notice))
    }
    func registerAuthenticatorDidEnd(profileId: ProfileID, notice: RouteNotice?) {
        log.record(.didEndRegistration(profileId: profileId, notice: notice))
    }
    func sessionDidEnd(notice: RouteNotice) { log.record(.sessionDidEnd(notice: notice)) }

    func showHeading(title: String, lines: [String]) { log.record(.showHeading(title: title, lines: lines)) }
    func showLines(_ lines: [String]) { log.record(.showLines(lines)) }

    func viewDidLoad() async { log.record(.viewDidLoad) }
    func didSubmit(_ line: String) async { log.record(.didSubmit(line)) }
    func viewDidReachEndOfInput() async { log.record(.viewDidReachEndOfInput) }
}
