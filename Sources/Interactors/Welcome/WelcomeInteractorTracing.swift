/// Welcome's use cases, each traced as a Presenter → Interactor hop and its answer.
struct TracingWelcomeInteractor: WelcomeInteracting {
    let base: any WelcomeInteracting
    let trace: ModuleTrace

    func profiles() async throws(AppError) -> [RegisteredProfile] {
        try await trace.call("profiles()", await base.profiles()) { "\($0.count) profile(s)" }
    }

    func implicitData(profileId: ProfileID) async throws(AppError) -> String {
        try await trace.call(
            "implicitData(profileId: \(profileId))", await base.implicitData(profileId: profileId)
        ) { _ in "implicit data" }
    }

    func startLogin(profileId: ProfileID) async throws(AppError) -> LoginStart {
        try await trace.call(
            "startLogin(profileId: \(profileId))", await base.startLogin(profileId: profileId)
        ) {
            switch $0 {
            case .needsPin: "PIN requested"
            case .signedIn(let session): "signed in to \(ModuleTrace.describe(session.owner))"
            }
        }
    }
}

extension ModuleTrace {
    /// `interactor` with each of its calls traced.
    package func traced(_ interactor: any WelcomeInteracting) -> any WelcomeInteracting {
        TracingWelcomeInteractor(base: interactor, trace: self)
    }
}
