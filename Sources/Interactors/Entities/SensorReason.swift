import AuthEngine

/// Why the simulated fingerprint sensor is asked; the screen that asks it words the prompt.
package enum SensorReason: Equatable, Sendable {
    /// To log in with the biometric authenticator.
    case logIn
    /// To enrol the sensor as an authenticator, after the PIN check.
    case enrolment
    /// To confirm a push request the person accepted.
    case pushConfirmation

    init(_ reason: BiometricReason) {
        switch reason {
        case .login: self = .logIn
        case .enrolment: self = .enrolment
        case .pushConfirmation: self = .pushConfirmation
        }
    }
}
