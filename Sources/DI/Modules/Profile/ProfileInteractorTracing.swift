import Interactors

/// Profile's use cases, each traced as a Presenter → Interactor hop and its answer.
struct TracingProfileInteractor: ProfileInteracting {
    let base: any ProfileInteracting
    let trace: ModuleTrace

    func devices(profileId: ProfileID) async throws(AppError) -> [ProfileDevice] {
        try await trace.call("devices(profileId: \(profileId))", await base.devices(profileId: profileId)) {
            "\($0.count) device(s)"
        }
    }

    func idToken(profileId: ProfileID) async throws(AppError) -> IdToken {
        try await trace.call("idToken(profileId: \(profileId))", await base.idToken(profileId: profileId)) {
            "ID token, \($0.claims.count) claims"
        }
    }

    func startPinChange(profileId: ProfileID) async throws(AppError) -> PinChange {
        try await trace.call(
            "startPinChange(profileId: \(profileId))", await base.startPinChange(profileId: profileId)
        ) { _ in "current PIN requested" }
    }

    func disconnect(profileId: ProfileID) async throws(AppError) -> DisconnectOutcome {
        try await trace.call(
            "disconnect(profileId: \(profileId))", await base.disconnect(profileId: profileId)
        ) {
            "disconnect: \($0)"
        }
    }

    func endSession(owner: SessionOwner) async -> LogoutOutcome {
        await trace.endSession(base, owner: owner)
    }
}
