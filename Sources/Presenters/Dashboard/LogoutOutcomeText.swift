import Interactors

/// The sentence Welcome shows after each kind of logout.
package enum LogoutOutcomeText {
    /// How the logout went, for `outcome`.
    package static func notice(for outcome: LogoutOutcome) -> String {
        switch outcome {
        case .loggedOut:
            "Logged out."
        case .serverNotTold(let problem):
            "Logged out on this device. The server could not be told: \(ErrorPresentation(problem).message)"
        case .notRemovedFromDevice(let problem):
            "The session could not be removed from this device: \(ErrorPresentation(problem).message)"
        case .alreadyLoggedOut:
            "You were already logged out."
        }
    }
}
