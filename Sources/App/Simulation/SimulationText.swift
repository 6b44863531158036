import Interactors
import Presenters

/// What `clock`, `faults` and `simulate` print; errors follow `viper-auth <command>: `, so they
/// start in lower case.
enum SimulationText {
    static func clock(_ reading: ClockReading) -> String {
        "Home clock: \(TimeText.utc(reading.now)), \(SimulatedClockText.offset(reading.offsetSeconds))."
    }

    static func advanced(by seconds: Int64, to reading: ClockReading) -> String {
        "Home clock advanced by \(TimeText.span(seconds)): now \(TimeText.utc(reading.now)), "
            + "\(SimulatedClockText.offset(reading.offsetSeconds))."
    }

    static func reset(to reading: ClockReading) -> String {
        "Home clock back to real time: \(TimeText.utc(reading.now))."
    }

    static let resetWarning =
        "Tokens, push requests and codes issued while the clock was ahead are dated in what is now "
        + "the future: a session renews its tokens at its next use, or ends if it cannot (log in again)."

    static func faults(_ faults: [PlannedFault]) -> [String] {
        guard !faults.isEmpty else { return ["No faults in force."] }
        return ["Faults in force (\(faults.count)); the first that matches a request applies:"]
            + faults.map { "  \($0.method) \($0.path): \(effect($0.kind)), \(moreTimes($0.remaining))" }
    }

    static func added(_ fault: PlannedFault) -> String {
        "Fault added: \(fault.method) \(fault.path) \(effect(fault.kind)) for the next "
            + (fault.remaining == 1 ? "request." : "\(fault.remaining) requests.")
    }

    static let attacksHeading = "Attacks to play (viper-auth simulate ATTACK …):"

    static let cleared = "Faults cleared: requests reach the server as usual."

    /// What a fault does to a request.
    static func effect(_ kind: PlannedFault.Kind) -> String {
        switch kind {
        case .status(let code): "answers \(code)"
        case .unreachable: "cannot be reached"
        case .slow(let milliseconds): "answers after \(seconds(milliseconds))"
        case .malformed: "answers 200 with a body that is not JSON"
        }
    }

    static func stolenTokenAnswer(_ answer: StolenTokenAnswer) -> String {
        let profile = answer.profileId.rawValue
        switch answer.outcome {
        case .refused(let status, .refreshTokenReused):
            return "The server refused the stolen refresh token of profile \(profile) (status \(status)): "
                + "it saw a rotated token used again and revoked the whole token family. "
                + "The app ends that session at its next action."
        case .refused(let status, let cause?):
            return "The server refused the stolen refresh token of profile \(profile) (status \(status)): "
                + SessionText.ended(cause)
        case .refused(let status, nil):
            return "The server refused the stolen refresh token of profile \(profile) (status \(status))."
        case .noRotatedToken:
            return "profile \(profile) has not refreshed its session since it began, so no refresh token "
                + "has been rotated away to steal; let it refresh first (for example: viper-auth clock "
                + "advance 10m, then any action in the app)"
        case .accepted:
            return "the server accepted the stolen refresh token of profile \(profile): its reuse detection "
                + "did not work"
        }
    }

    static func stolenTokenFailure(_ error: AppError) -> String {
        switch error {
        case .profileNotFound: "no profile on this device matches"
        case .notLoggedIn: "the profile has no session on this device; log in first"
        default: ErrorPresentation(error).message
        }
    }

    private static func moreTimes(_ count: Int) -> String {
        count == 1 ? "1 more time" : "\(count) more times"
    }

    private static func seconds(_ milliseconds: Int64) -> String {
        milliseconds % 1000 == 0 ? "\(milliseconds / 1000)s" : "\(Double(milliseconds) / 1000)s"
    }
}
