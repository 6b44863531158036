import Interactors

/// The words for authenticators, shared by the screens that name them.
package enum AuthenticatorText {
    static let screenTitle = "Authenticators"

    /// The authenticator's name in a sentence, such as `password`.
    package static func name(_ authenticator: Authenticator) -> String {
        switch authenticator {
        case .pin: "PIN"
        case .biometric: "biometric (simulated sensor)"
        case .password: "password"
        }
    }

    /// The keyword that selects the authenticator in a menu.
    static func keyword(_ authenticator: Authenticator) -> String {
        switch authenticator {
        case .pin: "pin"
        case .biometric: "biometric"
        case .password: "password"
        }
    }

    /// The title of the authenticator in a menu.
    static func title(_ authenticator: Authenticator) -> String {
        switch authenticator {
        case .pin: "PIN"
        case .biometric: "Biometric (simulated sensor)"
        case .password: "Password"
        }
    }

    /// The lines under the title: what is registered and what login offers first.
    static func summary(of authenticators: ProfileAuthenticators) -> [String] {
        [
            "Registered: " + authenticators.registered.map(name).joined(separator: ", "),
            "Preferred at login: " + name(authenticators.preferred),
        ]
    }

    static func removed(_ outcome: AuthenticatorRemovalOutcome, _ authenticator: Authenticator) -> [String] {
        let removed = "The \(name(authenticator)) authenticator was removed."
        return outcome.preferredResetToPin ? [removed, "The PIN is now preferred at login."] : [removed]
    }

    static func preferred(_ authenticator: Authenticator) -> String {
        "Login now offers the \(name(authenticator)) first."
    }

    static let registerQuestion = "Which authenticator do you want to register? An empty line goes back."
    static let removeQuestion = "Which authenticator do you want to remove? An empty line goes back."
    static let preferQuestion = "Which authenticator should login offer first? An empty line goes back."
}
