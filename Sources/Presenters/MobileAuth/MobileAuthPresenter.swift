import Interactors

/// Enrolls the signed-in profile for mobile authentication and push, lists its pending push
/// requests and handles them in order: accept (then the preferred authenticator — sensor, password
/// or PIN, falling back to the PIN as at login) or deny, or type a one-time code.
///
/// The confirmation is asked here rather than on the PinChallenge screen: the handling goes on
/// with the next request afterwards and comes back to this screen, and a wrong PIN or password
/// means something else here (the request is denied and the profile logged out, no second attempt).
/// That, like an error saying the session is over, ends the session through `SessionEndPolicy`.
@MainActor
public final class MobileAuthPresenter: MobileAuthPresenting {
    private enum State {
        /// Before `viewDidLoad`.
        case loading
        /// The menu is shown.
        case menu
        /// A confirmation request waits for accept or deny.
        case deciding(PushRequest)
        /// An accepted request waits for the PIN.
        case enteringPin(PinRequest)
        /// An accepted request waits for the (simulated) sensor of the preferred biometric.
        case confirmingWithSensor
        /// An accepted request waits for the preferred password.
        case enteringPassword
        /// A one-time-password request waits for the code.
        case enteringCode(PushRequest)
        /// The router was told; further lines are ignored.
        case ended
    }

    private static let module = "MobileAuth"

    /// The screen; set once by the module builder, held weakly (the view owns this presenter).
    public weak var view: (any MobileAuthViewInterface)?
    private weak var router: (any MobileAuthRouting)?
    private let interactor: any MobileAuthInteracting
    private let tracer: Tracer
    private let sessionEnd: SessionEndPolicy
    private let profileId: String?
    private var state = State.loading
    /// What the request being confirmed was last answered with, to say which answer was wrong.
    private var answeredWith = Authenticator.pin
    /// True once the server said the profile is enrolled, or an enrollment here succeeded.
    private var isEnrolled = false

    /// What can be done on this screen: Enroll only while the profile is not enrolled.
    var menu: Menu<MobileAuthAction> {
        Menu(Self.menuItems.filter { !(isEnrolled && $0.action == .enroll) })
    }

    private static let menuItems: [Menu<MobileAuthAction>.Item] = [
        .init(.enroll, keyword: "enroll", title: "Enroll for mobile authentication and push"),
        .init(.refresh, keyword: "pending", title: "Show pending requests"),
        .init(.handle, keyword: "handle", title: "Handle pending requests"),
        .init(.back, keyword: "back", title: "Back to the dashboard"),
    ]

    /// A presenter for the profile `profileId`, working through `interactor`, reporting to `router`.
    public init(
        profileId: String?, interactor: any MobileAuthInteracting, router: any MobileAuthRouting,
        tracer: Tracer
    ) {
        self.profileId = profileId
        self.interactor = interactor
        self.router = router
        self.tracer = tracer
        sessionEnd = SessionEndPolicy(
            profileId: profileId, interactor: interactor, router: router, tracer: tracer, module: Self.module)
    }

    /// Shows the title with whether the profile is enrolled, the pending requests and the menu.
    public func viewDidLoad() async {
        trace(.view, .presenter, "screen loaded")
        guard let profileId else {
            // The router always names the profile; without one there is nothing to handle.
            await endsSession(after: .notLoggedIn)
            return
        }
        trace(.presenter, .interactor, "enrollment of profile \(profileId)")
        var problem: ErrorPresentation?
        do throws(AppError) {
            isEnrolled = try await interactor.isEnrolled(profileId: profileId)
            trace(.interactor, .presenter, isEnrolled ? "enrolled" : "not enrolled")
        } catch {
            trace(.interactor, .presenter, "enrollment check failed: \(error)")
            if await endsSession(after: error) { return }
            // Not knowing, the screen offers Enroll: enrolling again is harmless.
            problem = ErrorPresentation(error)
        }
        view?.showHeading(
            title: MobileAuthText.title, lines: MobileAuthText.introduction(isEnrolled: isEnrolled))
        if let problem { view?.showError(problem) }
        await showPendingAndMenu()
    }

    /// Handles a line: a menu choice, a decision, a PIN or a code, depending on the question asked.
    public func didSubmit(_ line: String) async {
        switch state {
        case .loading, .ended:
            return
        case .menu:
            await choose(line)
        case .deciding:
            await decide(line)
        case .enteringPin(let request):
            await confirm(SecretInput(line), request)
        case .confirmingWithSensor:
            await submitSensor(line)
        case .enteringPassword:
            await submitPassword(SecretInput(line))
        case .enteringCode:
            await enterCode(line)
        }
    }

    /// End of input: a request being handled stays pending; the session is untouched.
    public func viewDidReachEndOfInput() async {
        trace(.view, .presenter, "end of input")
        switch state {
        case .deciding, .enteringPin, .confirmingWithSensor, .enteringPassword, .enteringCode:
            state = .ended
            trace(.presenter, .interactor, "cancel the handling")
            var step = await interactor.cancel()
            trace(.interactor, .presenter, step.traceSummary)
            // At the sensor or the password a cancel means "use the PIN": cancel the PIN as well.
            while case .enterPin = step {
                trace(.presenter, .interactor, "cancel the handling")
                step = await interactor.cancel()
                trace(.interactor, .presenter, step.traceSummary)
            }
        case .loading, .menu, .ended:
            return
        }
    }

    // MARK: The menu

    private func choose(_ line: String) async {
        trace(.view, .presenter, "choice \"\(line)\"")
        guard let action = menu.action(for: line), let profileId else {
            view?.showProblem(menu.unknownChoiceMessage)
            return
        }
        switch action {
        case .enroll:
            await enroll(profileId)
        case .refresh:
            await showPendingAndMenu()
        case .handle:
            trace(.presenter, .interactor, "handle the pending requests of profile \(profileId)")
            let step = await interactor.beginHandling(profileId: profileId)
            trace(.interactor, .presenter, step.traceSummary)
            await handle(step)
        case .back:
            state = .ended
            trace(.presenter, .router, "back to the dashboard")
            router?.mobileAuthDidGoBack(profileId: profileId)
        }
    }

    private func enroll(_ profileId: String) async {
        view?.showProgress(MobileAuthText.enrolling)
        trace(.presenter, .interactor, "enroll profile \(profileId)")
        do throws(AppError) {
            try await interactor.enroll(profileId: profileId)
            view?.hideProgress()
            trace(.interactor, .presenter, "enrolled")
            isEnrolled = true
            view?.showSuccess(MobileAuthText.enrolled)
        } catch {
            view?.hideProgress()
            trace(.interactor, .presenter, "enrollment failed: \(error)")
            if await endsSessionOrShows(error) { return }
        }
        showMenu()
    }

    /// Reads the pending requests and shows them, then the menu.
    private func showPendingAndMenu() async {
        guard let profileId else { return }
        trace(.presenter, .interactor, "pending requests of profile \(profileId)")
        do throws(AppError) {
            let requests = try await interactor.pendingRequests(profileId: profileId)
            trace(.interactor, .presenter, "\(requests.count) pending request(s)")
            view?.showLines(MobileAuthText.pending(requests, now: interactor.now()))
        } catch {
            trace(.interactor, .presenter, "listing failed: \(error)")
            if await endsSessionOrShows(error) { return }
        }
        showMenu()
    }

    private func showMenu() {
        state = .menu
        view?.showMenu(menu)
    }

    // MARK: Handling the requests

    private func decide(_ line: String) async {
        let answer = line.trimmingCharacters().lowercased()
        trace(.view, .presenter, answer.isEmpty ? "empty line" : "decision \"\(line)\"")
        let accept: Bool
        switch answer {
        case "": return await cancel()
        case "accept", "a", "yes", "y": accept = true
        case "deny", "d", "no", "n": accept = false
        default:
            view?.showProblem(MobileAuthText.notADecision)
            return
        }
        trace(.presenter, .interactor, accept ? "accept" : "deny")
        let step = await interactor.decide(accept: accept)
        trace(.interactor, .presenter, step.traceSummary)
        await handle(step)
    }

    private func confirm(_ pin: SecretInput, _ request: PinRequest) async {
        trace(.view, .presenter, pin.isEmpty ? "empty line" : "PIN (\(pin.count) characters)")
        if pin.isEmpty { return await cancel() }
        guard request.admits(pin) else {
            view?.showProblem(PinChallengeText.notAPin(request))
            return
        }
        view?.showProgress(MobileAuthText.confirming)
        answeredWith = .pin
        trace(.presenter, .interactor, "confirm with PIN (\(pin.count) characters)")
        let step = await interactor.confirm(with: pin)
        view?.hideProgress()
        trace(.interactor, .presenter, step.traceSummary)
        await handle(step)
    }

    private func submitSensor(_ line: String) async {
        let input = line.trimmingCharacters()
        trace(.view, .presenter, input.isEmpty ? "empty line" : "sensor answer \"\(input)\"")
        // An empty line declines the sensor, as "pin" does: the PIN is asked next.
        guard !input.isEmpty else { return await usePinInstead() }
        guard let result = SensorAnswer.result(for: input, allowsPin: true) else {
            view?.showProblem(SensorText.unknown(pinAllowed: true))
            return
        }
        view?.showProgress(MobileAuthText.confirmingOther)
        answeredWith = .biometric
        trace(.presenter, .interactor, "sensor: \(result)")
        let step = await interactor.confirmBiometric(result)
        view?.hideProgress()
        trace(.interactor, .presenter, step.traceSummary)
        if result == .notRecognised { view?.showProblem(SensorText.notRecognised) }
        await handle(step)
    }

    private func submitPassword(_ password: SecretInput) async {
        trace(.view, .presenter, password.isEmpty ? "empty line" : "password (\(password.count) characters)")
        guard !password.isEmpty else { return await usePinInstead() }
        view?.showProgress(MobileAuthText.confirmingWithPassword)
        answeredWith = .password
        trace(.presenter, .interactor, "confirm with password (\(password.count) characters)")
        let step = await interactor.confirm(withPassword: password)
        view?.hideProgress()
        trace(.interactor, .presenter, step.traceSummary)
        await handle(step)
    }

    private func usePinInstead() async {
        trace(.presenter, .interactor, "use the PIN instead")
        let step = await interactor.usePinInstead()
        trace(.interactor, .presenter, step.traceSummary)
        await handle(step)
    }

    private func enterCode(_ line: String) async {
        let code = line.trimmingCharacters()
        trace(.view, .presenter, code.isEmpty ? "empty line" : "code (\(code.count) characters)")
        if code.isEmpty { return await cancel() }
        guard code.count == 6, code.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        else {
            view?.showProblem(MobileAuthText.notACode)
            return
        }
        trace(.presenter, .interactor, "answer with the code")
        let step = await interactor.enterCode(code)
        trace(.interactor, .presenter, step.traceSummary)
        await handle(step)
    }

    /// Leaves the request asked about pending; the handling ends with the outcomes so far.
    private func cancel() async {
        trace(.presenter, .interactor, "leave the request pending")
        let step = await interactor.cancel()
        trace(.interactor, .presenter, step.traceSummary)
        await handle(step)
    }

    private func handle(_ step: ChallengeStep) async {
        switch step {
        case .decidePush(let request):
            state = .deciding(request)
            view?.showHeading(
                title: "Push request", lines: MobileAuthText.requestLines(request, now: interactor.now()))
            view?.ask(MobileAuthText.decisionPrompt)
        case .enterPin(let request):
            state = .enteringPin(request)
            view?.showLines(MobileAuthText.pinLines(request))
            view?.ask(MobileAuthText.pinPrompt)
        case .confirmBiometric(let reason):
            state = .confirmingWithSensor
            view?.showLines([SensorText.request(reason), SensorText.instructions(pinAllowed: true)])
            view?.ask(SensorText.prompt)
        case .enterPassword:
            state = .enteringPassword
            view?.showLines(MobileAuthText.passwordLines)
            view?.ask(MobileAuthText.passwordPrompt)
        case .enterOneTimePassword(let request):
            state = .enteringCode(request)
            view?.showHeading(
                title: "One-time code request",
                lines: MobileAuthText.requestLines(request, now: interactor.now()))
            view?.ask(MobileAuthText.codePrompt)
        case .finished(.pushRequestsHandled(let outcomes)):
            await finish(outcomes)
        case .failed(.cancelled):
            view?.showLines([MobileAuthText.result(.leftPending)])
            await showPendingAndMenu()
        case .failed(let error):
            if await endsSessionOrShows(error) { return }
            await showPendingAndMenu()
        case .createPin, .openBrowser, .answerChallengeCode, .finished(.signedIn), .finished(.pinChanged),
            .finished(.authenticatorRegistered):
            // Push handling asks none of these; leave the request pending rather than answer wrongly.
            view?.showProblem(MobileAuthText.unexpectedQuestion)
            await cancel()
        }
    }

    private func finish(_ outcomes: [PushOutcome]) async {
        view?.showLines(MobileAuthText.results(outcomes, answeredWith: answeredWith))
        if let failed = outcomes.first(where: { $0.result == .authenticationFailed }) {
            // The server has revoked the profile's sessions: the session is over here too.
            state = .ended
            await sessionEnd.endSession(notice: MobileAuthText.loggedOut(failed, answeredWith: answeredWith))
            return
        }
        await showPendingAndMenu()
    }

    /// Shows `error`, unless it means the session is over: then the policy ends it and leaves;
    /// true when it left.
    private func endsSessionOrShows(_ error: AppError) async -> Bool {
        if await endsSession(after: error) { return true }
        view?.showError(ErrorPresentation(error))
        return false
    }

    /// Ends the session through the policy when `error` means it is over; true when it left.
    @discardableResult
    private func endsSession(after error: AppError) async -> Bool {
        guard await sessionEnd.endsSession(after: error) else { return false }
        state = .ended
        return true
    }

    private func trace(_ from: Layer, _ to: Layer, _ message: @autoclosure () -> String) {
        tracer.hop(from, to, in: Self.module, message())
    }
}
