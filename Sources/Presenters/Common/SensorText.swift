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
}

/// What a line typed at the simulated sensor means.
enum SensorAnswer {
    /// `yes` / `no` / `pin` (case ignored), or nil for anything else; `pin` only where the PIN can
    /// be chosen instead.
    static func result(for line: String, allowsPin: Bool) -> BiometricResult? {
        switch line.lowercased() {
        case "yes", "y": .recognised
        case "no", "n": .notRecognised
        case "pin" where allowsPin: .usePin
        default: nil
        }
    }
}
