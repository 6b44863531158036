import Interactors

/// The words for the home's simulated clock, shared by every screen heading and the commands that
/// show or move it.
package enum SimulatedClockText {
    /// `10m ahead of real time`, or `real time` for no offset.
    package static func offset(_ seconds: Int64) -> String {
        seconds > 0 ? "\(TimeText.span(seconds)) ahead of real time" : "real time"
    }

    /// The line under every screen's title while the clock is ahead, saying how to go back (the
    /// command repeats the app's `--home`, or the `--server` whose clock it is); nil at real time.
    package static func headingNote(offsetSeconds: Int64, homeOption: String?, serverOption: String? = nil)
        -> String?
    {
        guard offsetSeconds > 0 else { return nil }
        let reset = CompanionCommand.line(
            ["clock", "reset"], homeOption: serverOption == nil ? homeOption : nil, serverOption: serverOption
        )
        return "Simulated clock: \(offset(offsetSeconds)). Back to real time: \(reset)"
    }
}

/// What every screen heading adds while the home's clock is ahead of real time: one line, read
/// afresh for each heading, so a `clock advance` in another terminal shows at the next screen.
package final class SimulatedClockHeading: ScreenHeadingNoting {
    private let clock: any SimulatedClockReading
    private let homeOption: String?
    private let serverOption: String?

    /// A heading note from `clock`, whose reset command repeats `serverOption` (the app's
    /// `--server`, whose home's clock it is) or else `homeOption` (the app's `--home`).
    package init(clock: any SimulatedClockReading, homeOption: String?, serverOption: String? = nil) {
        self.clock = clock
        self.homeOption = homeOption
        self.serverOption = serverOption
    }

    /// The line, or nil at real time.
    package func headingNote() -> String? {
        SimulatedClockText.headingNote(
            offsetSeconds: clock.clockOffsetSeconds(), homeOption: homeOption, serverOption: serverOption)
    }
}

/// A line every screen heading shows under its title when there is one to show; `Sendable`, so
/// the container can build it on any thread.
package protocol ScreenHeadingNoting: AnyObject, Sendable {
    /// The line, or nil for none.
    func headingNote() -> String?
}
