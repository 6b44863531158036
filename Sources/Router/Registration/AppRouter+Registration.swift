import Interactors
import Presenters

extension AppRouter: RegistrationRouting {
    /// Shows CreatePin for `registration`.
    package func registrationNeedsPin(_ registration: Enrolment) {
        send(.newPinRequested, .enrolment(registration))
    }

    /// Goes back to Welcome.
    package func registrationDidCancel() {
        send(.cancelled)
    }

    /// Shows the dashboard of the stateless session.
    package func registrationDidStartStatelessSession() {
        send(.statelessSessionStarted, .session(.stateless))
    }
}
