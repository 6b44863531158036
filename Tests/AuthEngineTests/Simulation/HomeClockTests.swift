import Glibc
import TestSupport
import Testing

@testable import AuthEngine

@Suite("The home's clock: real time plus the offset on disk, read at every use")
struct HomeClockTests {
    @Test("without a clock file it is real time, and reading it creates nothing")
    func realTimeWithoutAFile() throws {
        let home = try SimulationTestHome()
        defer { home.remove() }
        let clock = HomeClock(directory: home.simulation, real: ManualWallClock(now: 1_800_000_000))

        #expect(clock.now == 1_800_000_000)
        #expect(try clock.offsetSeconds() == 0)
        #expect(access(home.simulation, F_OK) != 0, "nothing is created by reading")
    }

    @Test("an advance of zero or less seconds changes nothing: the clock only moves forward")
    func neverBackwards() throws {
        let home = try SimulationTestHome()
        defer { home.remove() }
        let clock = HomeClock(directory: home.simulation, real: ManualWallClock(now: 1_800_000_000))
        try clock.advance(bySeconds: 600)

        #expect(try clock.advance(bySeconds: 0) == 600)
        #expect(try clock.advance(bySeconds: -300) == 600)
        #expect(clock.now == 1_800_000_600)
    }

    @Test(
        "advancing adds up, another instance on the same home sees it at once, and reset returns to real time"
    )
    func advanceIsSeenByEveryReader() throws {
        let home = try SimulationTestHome()
        defer { home.remove() }
        let real = ManualWallClock(now: 1_800_000_000)
        let running = HomeClock(directory: home.simulation, real: real)
        #expect(running.now == 1_800_000_000)

        let command = HomeClock(directory: home.simulation, real: real)
        #expect(try command.advance(bySeconds: 600) == 600)
        #expect(running.now == 1_800_000_600, "the running reader sees the new offset at its next use")
        #expect(try command.advance(bySeconds: 31 * 86_400) == 600 + 31 * 86_400)
        #expect(running.now == 1_800_000_600 + 31 * 86_400)
        real.advance(by: 5)
        #expect(running.now == 1_800_000_605 + 31 * 86_400, "real time keeps running under the offset")

        try command.reset()
        #expect(running.now == 1_800_000_005)
        #expect(try running.offsetSeconds() == 0)
    }

    @Test("a damaged clock file reads as real time, is reported by offsetSeconds, and reset removes it")
    func damagedFileIsRealTime() throws {
        let home = try SimulationTestHome()
        defer { home.remove() }
        let clock = HomeClock(directory: home.simulation, real: ManualWallClock(now: 1_800_000_000))
        try clock.advance(bySeconds: 60)
        try home.write("clock.json", "{\"schemaVersion\":1,\"offsetSeconds\":-60}")

        #expect(clock.now == 1_800_000_000)
        #expect(throws: StoreError.corrupt(name: "clock.json")) { try clock.offsetSeconds() }
        try clock.reset()
        #expect(try clock.offsetSeconds() == 0)
    }
}

/// A temporary home for the simulation's files.
struct SimulationTestHome {
    private let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory(prefix: "viper-auth-simulation")
    }

    var home: String { directory.path }

    var simulation: String { SimulationHome.directory(of: home) }

    func write(_ name: String, _ text: String) throws {
        let path = simulation + "/" + name
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        #expect(Glibc.write(descriptor, bytes, bytes.count) == bytes.count)
    }

    func remove() {
        directory.remove()
    }
}
