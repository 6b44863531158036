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

extension ModuleTrace {
    /// `interactor` with each of its calls traced.
    package func traced(_ interactor: any MobileAuthInteracting) -> any MobileAuthInteracting {
        TracingMobileAuthInteractor(base: interactor, trace: self)
    }
}
