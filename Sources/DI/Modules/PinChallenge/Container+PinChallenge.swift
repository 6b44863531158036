import Interactors

/// The PinChallenge module's interactors, registered beside its builder: a typed factory the
/// builder asks for, traced while `--trace` is on (`traced(_:in:_:)`).
extension Container {
    /// PinChallenge on a login.
    package var loginInteractor: Factory<any PinChallengeInteracting<UserSession>> {
        factory { container throws(ResolutionError) in
            let interactor = PinChallengeInteractor(flowInProgress: try container.flowInProgress())
            return container.traced(interactor, in: .pinChallenge) {
                TracingPinChallengeInteractor(base: $0, trace: $1) {
                    "signed in to \(ModuleTrace.describe($0.owner))"
                }
            }
        }
    }

    /// PinChallenge on a PIN change: the current PIN.
    package var changePinCurrentInteractor: Factory<any ChangePinCurrentInteracting> {
        factory { container throws(ResolutionError) in
            let interactor = ChangePinCurrentInteractor(
                host: try container.engineHost(), flowInProgress: try container.flowInProgress())
            return container.traced(interactor, in: .pinChallenge) {
                TracingPinChallengeInteractor(base: $0, sessions: $0, trace: $1) { _ in "new PIN requested" }
            }
        }
    }

    /// PinChallenge on an authenticator's registration.
    package var registerAuthenticatorInteractor: Factory<any RegisterAuthenticatorInteracting> {
        factory { container throws(ResolutionError) in
            let interactor = RegisterAuthenticatorInteractor(
                host: try container.engineHost(), flowInProgress: try container.flowInProgress())
            return container.traced(interactor, in: .pinChallenge) {
                TracingPinChallengeInteractor(base: $0, sessions: $0, trace: $1) { _ in
                    "authenticator registered"
                }
            }
        }
    }
}
