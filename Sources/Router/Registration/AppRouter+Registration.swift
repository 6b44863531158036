import Presenters

extension AppRouter: RegistrationRouting {
    /// Shows CreatePin for the registration in progress.
    package func registrationNeedsPin() {
        send(.newPinRequested, to: .show(.createPin))
    }

    /// Goes back to Welcome.
    package func registrationDidCancel() {
        send(.cancelled, to: .show(.welcome))
    }

    /// Shows the dashboard of the stateless session.
    package func registrationDidStartStatelessSession() {
        send(.statelessSessionStarted, to: .show(.dashboard(.stateless)))
    }
}
