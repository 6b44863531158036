import Presenters

extension AppRouter: RegistrationRouting {
    /// Shows CreatePin for the registration in progress.
    package func registrationNeedsPin() {
        send(.newPinRequested)
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
