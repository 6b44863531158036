/// The Dashboard's use cases, each traced as a Presenter → Interactor hop and its answer.
struct TracingDashboardInteractor: DashboardInteracting {
    let base: any DashboardInteracting
    let trace: ModuleTrace

    func session(profileId: ProfileID) async throws(AppError) -> UserSession {
        try await trace.call("session(profileId: \(profileId))", await base.session(profileId: profileId)) {
            _ in "session"
        }
    }

    func idToken(profileId: ProfileID) async throws(AppError) -> IdToken {
        try await trace.call("idToken(profileId: \(profileId))", await base.idToken(profileId: profileId)) {
            "ID token, \($0.claims.count) claims"
        }
    }

    func appDetails() async throws(AppError) -> AppInfo {
        try await trace.call("appDetails()", await base.appDetails()) { _ in "app details" }
    }

    func appToWebURL(profileId: ProfileID) async throws(AppError) -> String {
        // The URL carries a one-time token: shown to the person, never traced.
        try await trace.call(
            "appToWebURL(profileId: \(profileId))", await base.appToWebURL(profileId: profileId)
        ) { _ in "app-to-web URL" }
    }

    var homeOption: String? { base.homeOption }
    var serverOption: String? { base.serverOption }

    func statelessSession() async throws(AppError) -> UserSession {
        try await trace.call("statelessSession()", await base.statelessSession()) { _ in "stateless session" }
    }

    func refreshStatelessSession() async throws(AppError) -> UserSession {
        try await trace.call("refreshStatelessSession()", await base.refreshStatelessSession()) {
            _ in "stateless session refreshed"
        }
    }

    func endSession(owner: SessionOwner) async -> LogoutOutcome {
        await trace.endSession(base, owner: owner)
    }
}

extension ModuleTrace {
    /// `interactor` with each of its calls traced.
    package func traced(_ interactor: any DashboardInteracting) -> any DashboardInteracting {
        TracingDashboardInteractor(base: interactor, trace: self)
    }
}
