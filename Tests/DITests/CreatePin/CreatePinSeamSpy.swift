import Interactors
import Presenters
import Views

/// Stands behind each of the CreatePin decorators — as either route's interactor, router, view and
/// presenter — and records every call that reaches it, answering with scripted values.
@MainActor
final class CreatePinSeamSpy: ChangePinNewInteracting, CreatePinRouting, ChangePinNewRouting,
    CreatePinViewInterface, SharedViewRecording, CreatePinPresenting
{
    enum Call: SharedViewCallHolding {
        case shared(SharedViewCall)
        case currentStep
        case brokenRules(SecretInput)
        case choose(SecretInput)
        case cancel
        case endSession(owner: SessionOwner)
        case didSignIn(owner: SessionOwner)
        case didEnd(notice: RouteNotice?)
        case didChangePin(profileId: ProfileID)
        case didEndPinChange(profileId: ProfileID, notice: RouteNotice?)
        case sessionDidEnd(notice: RouteNotice)
        case showHeading(title: String, lines: [String])
        case showSuccess(String)
        case viewDidLoad
        case didSubmit(String)
        case viewDidReachEndOfInput
    }

    static let request = NewPinRequest(
        rules: PinRules(
            requiredLength: 5, maximumSimilarDigits: 2, forbidsSequences: true, refusesCommonPins: true),
        previousProblem: nil)

    let log = DecoratorLog<Call>()
    /// The loop a view owns, whose prompt tells a traced line what it answers.
    let loop = ScreenLoop()
    /// What `choose(_:)` answers.
    var chosen = NewPinStep.chooseNewPin(request)
    /// What `brokenRules(of:under:)` answers.
    var broken: [PinRule] = []

    func currentStep() async -> NewPinStep? {
        log.record(.currentStep)
        return .chooseNewPin(Self.request)
    }

    nonisolated func brokenRules(of pin: SecretInput, under rules: PinRules) -> [PinRule] {
        MainActor.assumeIsolated {
            log.record(.brokenRules(pin))
            return broken
        }
    }

    func choose(_ pin: SecretInput) async -> NewPinStep {
        log.record(.choose(pin))
        return chosen
    }

    func cancel() async { log.record(.cancel) }

    func endSession(owner: SessionOwner) async -> LogoutOutcome {
        log.record(.endSession(owner: owner))
        return .loggedOut
    }

    func createPinDidSignIn(owner: SessionOwner) { log.record(.didSignIn(owner: owner)) }
    func createPinDidEnd(notice: RouteNotice?) { log.record(.didEnd(notice: notice)) }
    func changePinNewDidChangePin(profileId: ProfileID) { log.record(.didChangePin(profileId: profileId)) }
    func changePinNewDidEnd(profileId: ProfileID, notice: RouteNotice?) {
        log.record(.didEndPinChange(profileId: profileId, notice: notice))
    }
    func sessionDidEnd(notice: RouteNotice) { log.record(.sessionDidEnd(notice: notice)) }

    func showHeading(title: String, lines: [String]) { log.record(.showHeading(title: title, lines: lines)) }
    func showSuccess(_ message: String) { log.record(.showSuccess(message)) }

    func viewDidLoad() async { log.record(.viewDidLoad) }
    func didSubmit(_ line: String) async { log.record(.didSubmit(line)) }
    func viewDidReachEndOfInput() async { log.record(.viewDidReachEndOfInput) }
}
