import Interactors

/// The PinChallenge module's interactors, registered beside its builder: a typed factory the
/// builder asks for, traced while `--trace` is on (`traced(_:in:_:)`). Each route's interactor is
/// made with the flow its route carries, so the factory builds a maker of them.
extension Container {
    /// PinChallenge on a login, made with the login's attempt.
    package var loginInteractor: Factory<@Sendable (LoginAttempt) -> any PinChallengeInteracting<UserSession>>
    {
        factory { container throws(ResolutionError) in
            { [container] attempt in
                let interactor: any PinChallengeInteracting<UserSession> = PinChallengeInteractor(
                    attempt: attempt)
                return container.traced(interactor, in: .pinChallenge) {
                    TracingPinChallengeInteractor(base: $0, trace: $1) {
                        "signed in to \(ModuleTrace.describe($0.owner))"
                    }
                }
            }
        }
    }

    /// PinChallenge on a PIN change, made with the change: the current PIN.
    package var changePinCurrentInteractor: Factory<@Sendable (PinChange) -> any ChangePinCurrentInteracting>
    {
        factory { container throws(ResolutionError) in
            let host = try container.engineHost()
            return { [container] change in
                let interactor: any ChangePinCurrentInteracting = ChangePinCurrentInteractor(
                    host: host, change: change)
                return container.traced(interactor, in: .pinChallenge) {
                    TracingPinChallengeInteractor(base: $0, sessions: $0, trace: $1) { _ in
                        "new PIN requested"
                    }
                }
            }
        }
    }

    /// PinChallenge on an authenticator's registration, made with the registration.
    package var registerAuthenticatorInteractor:
        Factory<@Sendable (AuthenticatorRegistration) -> any RegisterAuthenticatorInteracting>
    {
        factory { container throws(ResolutionError) in
            let host = try container.engineHost()
            return { [container] registration in
                let interactor: any RegisterAuthenticatorInteracting = RegisterAuthenticatorInteractor(
                    host: host, registration: registration)
                return container.traced(interactor, in: .pinChallenge) {
                    TracingPinChallengeInteractor(base: $0, sessions: $0, trace: $1) { _ in
                        "authenticator registered"
                    }
                }
            }
        }
    }
}
