import Interactors

/// The sentences of the PinChallenge screen; some depend on what the flow is for.
struct PinChallengeText {
    let purpose: ChallengePurpose

    static let pinPrompt = Prompt.secret("PIN")
    static let sensorPrompt = SensorText.prompt
    static let passwordPrompt = Prompt.secret("Password")
    static let newPasswordPrompt = Prompt.secret("New password")
    static let confirmPasswordPrompt = Prompt.secret("Confirm password")
    static let checking = "Checking your PIN…"
    static let notRecognised = SensorText.notRecognised
    static let wrongPassword = "Wrong password."
    static let passwordMismatch = "The passwords do not match. Choose the password again."
    static let enterPassword = ["Enter your password. An empty line uses the PIN instead."]
    static let choosePassword = [
        "Choose the password of this authenticator; it is asked at login instead of the PIN.",
        "At least \(NewPassword.minimumLength) characters, not only spaces. An empty line cancels.",
    ]

    var title: String {
        switch purpose {
        case .signIn: "Log in"
        case .pinChange: "Change your PIN"
        case .authenticatorRegistration: "Register an authenticator"
        }
    }

    var cancelled: String {
        switch purpose {
        case .signIn: "Login cancelled."
        case .pinChange: "PIN change cancelled: your PIN is unchanged."
        case .authenticatorRegistration: "Registration cancelled: no authenticator was added."
        }
    }

    var nothingInProgress: String {
        switch purpose {
        case .signIn: "No login is in progress."
        case .pinChange: "No PIN change is in progress."
        case .authenticatorRegistration: "No authenticator registration is in progress."
        }
    }

    /// The spinner while the sensor's or the password's key is used.
    var checkingOther: String {
        purpose == .authenticatorRegistration ? "Registering the authenticator…" : "Checking…"
    }

    /// How to play the sensor; at login "pin" chooses the PIN instead.
    var sensorInstructions: String {
        SensorText.instructions(pinAllowed: purpose == .signIn)
    }

    var sensorUnknown: String {
        SensorText.unknown(pinAllowed: purpose == .signIn)
    }

    /// The lines asking for the PIN; the attempts left are mentioned only when some were used before.
    /// `afterOther` is true when a sensor or password was asked first (the PIN is the fallback).
    func pinIntroduction(_ request: PinRequest, afterOther: Bool) -> [String] {
        let ask: String
        switch purpose {
        case .signIn where afterOther:
            ask = "Log in with your PIN instead (\(request.pinLength) digits). An empty line cancels."
        case .signIn: ask = "Enter your PIN (\(request.pinLength) digits). An empty line cancels."
        case .pinChange: ask = "Enter your current PIN (\(request.pinLength) digits). An empty line cancels."
        case .authenticatorRegistration:
            ask = "Enter your PIN (\(request.pinLength) digits) to confirm it is you. An empty line cancels."
        }
        guard request.previousFailures > 0 else { return [ask] }
        return [ask, "\(Self.attemptsLeft(request.remainingAttempts)) before this profile is removed."]
    }

    /// After a wrong PIN.
    static func wrongPinWithAttempts(_ request: PinRequest) -> String {
        "Wrong PIN. \(attemptsLeft(request.remainingAttempts))."
    }

    /// For a line that cannot be a PIN; it costs no attempt.
    static func notAPin(_ request: PinRequest) -> String {
        "A PIN is \(request.pinLength) digits, 0 to 9. Try again."
    }

    /// After a registration.
    static func registered(_ authenticator: Authenticator?) -> String {
        switch authenticator {
        case .biometric: "The biometric authenticator is registered."
        case .password: "The password authenticator is registered."
        case .pin, nil: "The authenticator is registered."
        }
    }

    static func attemptsLeft(_ count: Int) -> String {
        count == 1 ? "1 attempt left" : "\(count) attempts left"
    }
}
