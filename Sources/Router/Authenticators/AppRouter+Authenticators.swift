import Interactors
import Presenters

extension AppRouter: AuthenticatorsRouting {
    /// Shows the PIN check of `registration`.
    package func authenticatorsNeedPin(_ registration: AuthenticatorRegistration) {
        send(.pinRequested, .authenticatorRegistration(registration))
    }
}
