import Interactors

/// What `viper-auth clock` prints.
enum ClockText {
    /// The command's words, as its failures name it: `clock advance`.
    static func command(_ request: ClockRequest) -> String {
        switch request {
        case .show: "clock"
        case .advance: "clock advance"
        case .reset: "clock reset"
        }
    }

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
}
