import Interactors

/// The simulated fingerprint sensor as every screen that asks it plays it: the same prompt, the
/// same instructions and the same answers, so a person learns it once.
enum SensorText {
    static let prompt = Prompt.text("Sensor")
    static let notRecognised = "Not recognised."

    /// What touching the sensor does, for `reason`: the first line of every sensor screen.
    static func request(_ reason: SensorReason) -> String {
        switch reason {
        case .logIn: "Touch the sensor to log in."
        case .enrolment: "Touch the sensor to enrol it for login."
        case .pushConfirmation: "Touch the sensor to confirm the request."
        }
    }

    /// How to play the sensor; `pinAllowed` where "pin" chooses the PIN instead (login, push
    /// confirmation), else an empty line cancels.
    static func instructions(pinAllowed: Bool) -> String {
        pinAllowed
            ? "Touch the sensor: type \"yes\" to be recognised, \"no\" to fail, \"pin\" to use the PIN."
            : "Touch the sensor: type \"yes\" to be recognised, \"no\" to fail. An empty line cancels."
    }

    /// For a line the sensor does not understand.
    static func unknown(pinAllowed: Bool) -> String {
        pinAllowed ? "Please type \"yes\", \"no\" or \"pin\"." : "Please type \"yes\" or \"no\"."
    }

    /// The sensor's question: `yes` / `no` (and their first letters), and `pin` where the PIN can
    /// be chosen instead (`pinAllowed`); an empty line declines it.
    static func question(pinAllowed: Bool) -> Question<SensorAnswer> {
        let answers: [Question<SensorAnswer>.Answer] = [
            .init(.recognised, words: ["yes", "y"]), .init(.notRecognised, words: ["no", "n"]),
        ]
        return Question(
            prompt: prompt, answers: answers + (pinAllowed ? [.init(.usePin, words: ["pin"])] : []),
            emptyLine: .cancel, refusal: unknown(pinAllowed: pinAllowed))
    }
}

/// What a person does at the simulated sensor: the answers its question offers, named by the
/// screens that ask it so their views need not know the engine's result type.
package enum SensorAnswer: Equatable, Sendable {
    /// Recognised.
    case recognised
    /// Not recognised.
    case notRecognised
    /// The PIN instead of the sensor.
    case usePin

    /// The result the flow takes.
    var result: BiometricResult {
        switch self {
        case .recognised: .recognised
        case .notRecognised: .notRecognised
        case .usePin: .usePin
        }
    }
}
