import Interactors

/// The sentences of the PinChallenge screen: those every PIN check shares, as statics, and those
/// that depend on what the check is for, as one value per route (`login`, `pinChange`,
/// `authenticatorRegistration`), held by that route's goal.
struct PinChallengeText: Sendable {
    /// The PIN; an empty line cancels.
    static let pinQuestion = Question<Never>.field(.secret("PIN"), emptyLine: .cancel)
    /// A login's preferred password; an empty line uses the PIN instead.
    static let passwordQuestion = Question<Never>.field(.secret("Password"), emptyLine: .cancel)
    /// A new authenticator's password; an empty line cancels.
    static let newPasswordQuestion = Question<Never>.field(.secret("New password"), emptyLine: .cancel)
    /// The new password again; an empty line is a confirmation that does not match.
    static let confirmPasswordQuestion = Question<Never>.field(
        .secret("Confirm password"), emptyLine: .likeAnyLine)
    static let checking = "Checking your PIN…"
    static let passwordMismatch = "The passwords do not match. Choose the password again."
    static let enterPassword = ["Enter your password. An empty line uses the PIN instead."]
    static let choosePassword = [
        "Choose the password of this authenticator; it is asked at login instead of the PIN.",
        "At least \(NewPassword.minimumLength) characters, not only spaces. An empty line cancels.",
    ]

    static let login = PinChallengeText(
        title: "Log in", flow: .login, checkingOther: "Checking…", sensorAllowsPin: true,
        askPin: { "Enter your PIN (\($0) digits). An empty line cancels." },
        askPinInstead: { "Log in with your PIN instead (\($0) digits). An empty line cancels." })

    static let pinChange = PinChallengeText(
        title: "Change your PIN", flow: .pinChange, checkingOther: "Checking…",
        sensorAllowsPin: false,
        askPin: { "Enter your current PIN (\($0) digits). An empty line cancels." },
        askPinInstead: { "Enter your current PIN (\($0) digits). An empty line cancels." })

    static let authenticatorRegistration = PinChallengeText(
        title: "Register an authenticator", flow: .authenticatorRegistration,
        checkingOther: "Registering the authenticator…", sensorAllowsPin: false,
        askPin: { "Enter your PIN (\($0) digits) to confirm it is you. An empty line cancels." },
        askPinInstead: { "Enter your PIN (\($0) digits) to confirm it is you. An empty line cancels." })

    let title: String
    /// The flow the check belongs to: the notices on leaving name it (`RouteNoticeText`).
    let flow: InterruptedFlow
    /// The spinner while the sensor's or the password's key is used.
    let checkingOther: String
    /// Whether "pin" answers the sensor: a login falls back to the PIN, an enrolment cannot.
    let sensorAllowsPin: Bool
    /// Asks for the PIN of so many digits, as the first question.
    private let askPin: @Sendable (_ pinLength: Int) -> String
    /// Asks for it after the sensor or the password failed or was declined.
    private let askPinInstead: @Sendable (_ pinLength: Int) -> String

    /// How to play the sensor on this route.
    var sensorInstructions: String {
        SensorText.instructions(pinAllowed: sensorAllowsPin)
    }

    var sensorQuestion: Question<SensorAnswer> {
        SensorText.question(pinAllowed: sensorAllowsPin)
    }

    /// The lines asking for the PIN; the attempts left are mentioned only when some were used before.
    /// `afterOther` is true when a sensor or password was asked first (the PIN is the fallback).
    func pinIntroduction(_ request: PinRequest, afterOther: Bool) -> [String] {
        let ask = afterOther ? askPinInstead(request.pinLength) : askPin(request.pinLength)
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

    static func attemptsLeft(_ count: Int) -> String {
        count == 1 ? "1 attempt left" : "\(count) attempts left"
    }
}
