import Interactors
import Presenters
import Views

/// Stands behind each of the PushConfirmation decorators — as its interactor, router, view and
/// presenter — and records every call that reaches it; each answer is met with the next of `steps`.
@MainActor
final class PushConfirmationSeamSpy: PushConfirmationInteracting, PushConfirmationRouting,
    PushConfirmationViewInterface, PushConfirmationPresenting
{
    enum Call: Equatable, Sendable {
        case currentStep
        case decide(RequestDecision)
        case confirmWithPin(SecretInput)
        case confirmWithSensor(BiometricResult)
        case confirmWithPassword(SecretInput)
        case usePinInstead
        case enterCode(OneTimeCode)
        case leavePending
        case endSession(owner: SessionOwner)
        case nextRequest(profileId: ProfileID)
        case didFinish(profileId: ProfileID)
        case sessionDidEnd(notice: RouteNotice)
        case ask(Prompt)
        case showProgress(String)
        case hideProgress
        case showError(ErrorMessage)
        case showNotice(String)
        case showHeading(title: String, lines: [String])
        case showLines([String])
        case viewDidLoad
        case didSubmit(String)
        case viewDidReachEndOfInput
    }

    static let request = MobileAuthSeamSpy.request

    let log = DecoratorLog<Call>()
    /// The loop a view owns, whose prompt tells a traced line what it answers.
    let loop = ScreenLoop()
    /// The step `currentStep()` answers.
    var current: PushStep? = .decide(request)
    /// The steps the answers get, in order; `.handled([])` once they run out.
    var steps: [PushStep] = []

    func currentStep() async -> PushStep? {
        log.record(.currentStep)
        return current
    }

    func decide(_ decision: RequestDecision) async -> PushStep { next(.decide(decision)) }
    func confirm(withPin pin: SecretInput) async -> PushStep { next(.confirmWithPin(pin)) }
    func confirmWithSensor(_ result: BiometricResult) async -> PushStep { next(.confirmWithSensor(result)) }
    func confirm(withPassword password: SecretInput) async -> PushStep {
        next(.confirmWithPassword(password))
    }
    func usePinInstead() async -> PushStep { next(.usePinInstead) }
    func enterCode(_ code: OneTimeCode) async -> PushStep { next(.enterCode(code)) }
    func leavePending() async -> PushStep { next(.leavePending) }
    nonisolated func now() -> Int64 { 1_800_000_060 }

    func endSession(owner: SessionOwner) async -> LogoutOutcome {
        log.record(.endSession(owner: owner))
        return .loggedOut
    }

    func pushConfirmationDidReachNextRequest(profileId: ProfileID) {
        log.record(.nextRequest(profileId: profileId))
    }
    func pushConfirmationDidFinish(profileId: ProfileID) { log.record(.didFinish(profileId: profileId)) }
    func sessionDidEnd(notice: RouteNotice) { log.record(.sessionDidEnd(notice: notice)) }

    func ask(_ prompt: Prompt) { log.record(.ask(prompt)) }
    func showProgress(_ message: String) { log.record(.showProgress(message)) }
    func hideProgress() { log.record(.hideProgress) }
    func showError(_ message: ErrorMessage) { log.record(.showError(message)) }
    func showNotice(_ text: String) { log.record(.showNotice(text)) }
    func showHeading(title: String, lines: [String]) { log.record(.showHeading(title: title, lines: lines)) }
    func showLines(_ lines: [String]) { log.record(.showLines(lines)) }

    func viewDidLoad() async { log.record(.viewDidLoad) }
    func didSubmit(_ line: String) async { log.record(.didSubmit(line)) }
    func viewDidReachEndOfInput() async { log.record(.viewDidReachEndOfInput) }

    private func next(_ call: Call) -> PushStep {
        log.record(call)
        return steps.isEmpty ? .handled([]) : steps.removeFirst()
    }
}
