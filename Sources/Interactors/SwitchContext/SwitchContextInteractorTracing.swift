/// SwitchContext's use cases, each traced as a Presenter → Interactor hop and its answer.
struct TracingSwitchContextInteractor: SwitchContextInteracting {
    let base: any SwitchContextInteracting
    let trace: ModuleTrace

    func memberships(profileId: ProfileID) async throws(AppError) -> [Membership] {
        try await trace.call(
            "memberships(profileId: \(profileId))", await base.memberships(profileId: profileId)
        ) { "\($0.count) memberships" }
    }

    func switchContext(profileId: ProfileID, to index: Int) async throws(AppError) -> UserSession {
        try await trace.call(
            "switchContext(profileId: \(profileId), to: \(index))",
            await base.switchContext(profileId: profileId, to: index)
        ) { _ in "switched: new access token" }
    }

    func endSession(owner: SessionOwner) async -> LogoutOutcome {
        await trace.endSession(base, owner: owner)
    }
}

extension ModuleTrace {
    /// `interactor` with each of its calls traced.
    package func traced(_ interactor: any SwitchContextInteracting) -> any SwitchContextInteracting {
        TracingSwitchContextInteractor(base: interactor, trace: self)
    }
}
