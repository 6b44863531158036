import Interactors
import Presenters

extension AppRouter: AuthenticatorsRouting {
    /// Reports `pinRequested` with `registration`, for the PIN check the table leads to.
    package func authenticatorsNeedPin(_ registration: AuthenticatorRegistration) {
        send(.pinRequested, .authenticatorRegistration(registration))
    }
}
