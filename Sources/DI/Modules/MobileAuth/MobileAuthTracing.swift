import Interactors
import Presenters
import Views

/// The Mobile authentication use cases, each traced as a Presenter → Interactor hop and its answer.
struct TracingMobileAuthInteractor: MobileAuthInteracting {
    let base: any MobileAuthInteracting
    let trace: ModuleTrace

    func enroll(profileId: ProfileID) async throws(AppError) {
        try await trace.call("enroll(profileId: \(profileId))", await base.enroll(profileId: profileId)) {
            "enrolled"
        }
    }

    func isEnrolled(profileId: ProfileID) async throws(AppError) -> Bool {
        try await trace.call(
            "isEnrolled(profileId: \(profileId))", await base.isEnrolled(profileId: profileId)
        ) {
            $0 ? "enrolled" : "not enrolled"
        }
    }

    func pendingRequests(profileId: ProfileID) async throws(AppError) -> [PushRequest] {
        try await trace.call(
            "pendingRequests(profileId: \(profileId))", await base.pendingRequests(profileId: profileId)
        ) { "\($0.count) pending request(s)" }
    }

    /// A clock read, not a use case: not traced.
    func now() -> Int64 {
        base.now()
    }

    func beginHandling(profileId: ProfileID) async -> PushHandlingStart {
        await trace.callNonThrowing(
            "beginHandling(profileId: \(profileId))", await base.beginHandling(profileId: profileId)
        ) { $0.traceSummary }
    }

    func endSession(owner: SessionOwner) async -> LogoutOutcome {
        await trace.endSession(base, owner: owner)
    }
}

extension PushHandlingStart {
    /// What the handling's start is, for an Interactor → Presenter hop.
    fileprivate var traceSummary: String {
        switch self {
        case .requestWaiting: "a push request waits to be handled"
        case .handled(let outcomes): "\(outcomes.count) push request(s) handled"
        case .failed(let error): "failed: \(error)"
        case .unanswerable: "a question push handling does not ask: cancelled"
        }
    }
}

/// Where Mobile authentication sends the person, each call traced as a Presenter → Router hop.
@MainActor
final class TracingMobileAuthRouting: MobileAuthRouting {
    private weak var base: (any MobileAuthRouting)?
    private let trace: ModuleTrace

    /// Forwards to `base`, held weakly as the presenter holds its router.
    init(base: any MobileAuthRouting, trace: ModuleTrace) {
        self.base = base
        self.trace = trace
    }

    func mobileAuthDidGoBack(profileId: ProfileID) {
        trace.route("mobileAuthDidGoBack(profileId: \(profileId))")
        base?.mobileAuthDidGoBack(profileId: profileId)
    }

    func mobileAuthDidStartHandling(profileId: ProfileID) {
        trace.route("mobileAuthDidStartHandling(profileId: \(profileId))")
        base?.mobileAuthDidStartHandling(profileId: profileId)
    }

    func sessionDidEnd(notice: RouteNotice) {
        trace.route("sessionDidEnd(notice:)")
        base?.sessionDidEnd(notice: notice)
    }
}

/// Sits between the Mobile authentication view and presenter: what the presenter shows is traced
/// as a Presenter → View hop, and what the view hands over as a View → Presenter hop.
@MainActor
final class TracingMobileAuthView: TracingView, MobileAuthViewInterface, MobileAuthPresenting {
    private weak var view: (any MobileAuthViewInterface)?

    /// Forwards what the presenter shows to `view`, held weakly as the presenter holds it; `loop`
    /// says which prompt each line answers.
    func attach(to view: any MobileAuthViewInterface, loop: ScreenLoop) {
        self.view = view
        attachShared(to: view, loop: loop)
    }

    func showHeading(title: String, lines: [String]) {
        trace.show("showHeading(title: \(title), \(lines.count) lines)")
        view?.showHeading(title: title, lines: lines)
    }

    func showLines(_ lines: [String]) {
        // A request's message is the requester's text: only the number of lines is traced.
        trace.show("showLines(\(lines.count) lines)")
        view?.showLines(lines)
    }

    func showSuccess(_ text: String) {
        trace.show("showSuccess(_:)")
        view?.showSuccess(text)
    }

    func showMenu(_ menu: Menu<MobileAuthAction>) {
        trace.show("showMenu(\(menu.items.count) choices)")
        view?.showMenu(menu)
    }
}
