import Interactors

/// What a line typed at a push request's "Accept or deny" prompt means; the sensor's answers are
/// read the same way by `SensorAnswer`.
enum DecisionAnswer {
    /// `accept` / `deny` and their short forms (case and surrounding spaces ignored), or nil for
    /// anything else; an empty line is not a decision (it leaves the request pending).
    static func decision(for line: String) -> RequestDecision? {
        switch line.trimmingWhitespace().lowercased() {
        case "accept", "a", "yes", "y": .accept
        case "deny", "d", "no", "n": .deny
        default: nil
        }
    }
}
