import Interactors
import Presenters
import Synchronization
import Testing

@Suite("The simulated clock's words: every screen heading's note, and the offset")
struct SimulatedClockTextTests {
    @Test("at real time no heading note is shown")
    func realTimeHasNoNote() {
        #expect(SimulatedClockText.headingNote(offsetSeconds: 0, homeOption: nil) == nil)
        #expect(SimulatedClockText.offset(0) == "real time")
    }

    @Test("ahead of real time: one line with the offset and the reset command, repeating --home")
    func aheadHasOneLine() {
        #expect(
            SimulatedClockText.headingNote(offsetSeconds: 600, homeOption: nil)
                == "Simulated clock: 10m ahead of real time. Back to real time: viper-auth clock reset")
        #expect(
            SimulatedClockText.headingNote(offsetSeconds: 31 * 86_400 + 3600, homeOption: "/tmp/my home")
                == "Simulated clock: 31d 1h ahead of real time. "
                + "Back to real time: viper-auth clock reset --home '/tmp/my home'")
    }

    @Test("a server's clock: the reset command names that --server instead of the caller's --home")
    func serverClockNamesTheServer() {
        #expect(
            SimulatedClockText.headingNote(
                offsetSeconds: 600, homeOption: "/tmp/device", serverOption: "http://127.0.0.1:8720")
                == "Simulated clock: 10m ahead of real time. "
                + "Back to real time: viper-auth clock reset --server 'http://127.0.0.1:8720'")
    }

    @Test("the heading reads the clock afresh for each heading, so a change shows at the next screen")
    func headingReadsEachTime() {
        let clock = MovableOffset()
        let heading = SimulatedClockHeading(clock: clock, homeOption: nil)
        #expect(heading.headingNote() == nil)
        clock.offset.withLock { $0 = 90 }
        #expect(
            heading.headingNote()
                == "Simulated clock: 1m 30s ahead of real time. Back to real time: viper-auth clock reset")
        clock.offset.withLock { $0 = 0 }
        #expect(heading.headingNote() == nil)
    }

    /// A clock offset a test moves.
    private final class MovableOffset: SimulatedClockReading {
        let offset = Mutex<Int64>(0)

        func clockOffsetSeconds() -> Int64 { offset.withLock { $0 } }
    }
}
