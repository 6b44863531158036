import Interactors
import Presenters

extension AppRouter: RegistrationRouting {
    /// Reports `newPinRequested` with `registration`, which waits for the new PIN.
    package func registrationNeedsPin(_ registration: Enrolment) {
        send(.newPinRequested, .enrolment(registration))
    }

    /// Reports `cancelled`.
    package func registrationDidCancel() {
        send(.cancelled)
    }

    /// Reports `statelessSessionStarted` with the stateless session.
    package func registrationDidStartStatelessSession() {
        send(.statelessSessionStarted, .session(.stateless))
    }
}
