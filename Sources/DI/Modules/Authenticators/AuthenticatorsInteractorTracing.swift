import Interactors

/// The Authenticators use cases, each traced as a Presenter → Interactor hop and its answer.
struct TracingAuthenticatorsInteractor: AuthenticatorsInteracting {
    let base: any AuthenticatorsInteracting
    let trace: ModuleTrace

    func authenticators(profileId: ProfileID) async throws(AppError) -> ProfileAuthenticators {
        try await trace.call(
            "authenticators(profileId: \(profileId))", await base.authenticators(profileId: profileId)
        ) { "\($0.registered.count) authenticator(s)" }
    }

    func startRegistration(of authenticator: Authenticator, profileId: ProfileID) async throws(AppError)
        -> AuthenticatorRegistration
    {
        try await trace.call(
            "startRegistration(of: \(authenticator), profileId: \(profileId))",
            await base.startRegistration(of: authenticator, profileId: profileId)
        ) { _ in "PIN requested" }
    }

    func remove(_ authenticator: Authenticator, profileId: ProfileID) async throws(AppError)
        -> AuthenticatorRemovalOutcome
    {
        try await trace.call(
            "remove(\(authenticator), profileId: \(profileId))",
            await base.remove(authenticator, profileId: profileId)
        ) { "removed; \($0.remaining.registered.count) authenticator(s) left" }
    }

    func prefer(_ authenticator: Authenticator, profileId: ProfileID) async throws(AppError)
        -> ProfileAuthenticators
    {
        try await trace.call(
            "prefer(\(authenticator), profileId: \(profileId))",
            await base.prefer(authenticator, profileId: profileId)
        ) { "preferred: \($0.preferred)" }
    }

    func endSession(owner: SessionOwner) async -> LogoutOutcome {
        await trace.endSession(base, owner: owner)
    }
}
