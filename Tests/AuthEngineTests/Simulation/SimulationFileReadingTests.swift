import Synchronization
import Testing

@testable import AuthEngine

/// A server looks at the home's clock and fault plan once per turn of its loop
/// (`SimulationFileReading`); everyone else at every reading. A change by another process is seen
/// from the next turn on, a change by this process at once.
@Suite("Reading the home's simulation files once per turn")
struct SimulationFileReadingTests {
    /// A file stand-in that counts how often it is looked at.
    private final class CountedFile: Sendable {
        let value = Atomic<Int>(0)
        let looks = Atomic<Int>(0)

        func look() -> Int {
            looks.add(1, ordering: .relaxed)
            return value.load(ordering: .relaxed)
        }
    }

    @Test("until the first turn every reading looks, so the app and the commands see each change")
    func everyReadingLooksWithoutTurns() {
        let file = CountedFile()
        let reading = SimulationFileReading<Int>(changes: SimulationFileChanges())

        #expect(reading.value(look: file.look) == 0)
        file.value.store(600, ordering: .relaxed)
        #expect(reading.value(look: file.look) == 600)
        #expect(reading.value(look: file.look) == 600)
        #expect(file.looks.load(ordering: .relaxed) == 3)
    }

    @Test("within a turn the first reading looks and the rest reuse it; the next turn looks again")
    func oneLookPerTurn() {
        let file = CountedFile()
        let reading = SimulationFileReading<Int>(changes: SimulationFileChanges())

        reading.revalidateAtNextReading()
        #expect(reading.value(look: file.look) == 0)
        file.value.store(600, ordering: .relaxed)
        #expect(reading.value(look: file.look) == 0, "another process's change waits for the next turn")
        #expect(reading.value(look: file.look) == 0)
        #expect(file.looks.load(ordering: .relaxed) == 1)

        reading.revalidateAtNextReading()
        #expect(reading.value(look: file.look) == 600)
        #expect(reading.value(look: file.look) == 600)
        #expect(file.looks.load(ordering: .relaxed) == 2)
    }

    @Test("a change this process counts makes the next reading look, whatever the turn")
    func ownChangeSeenAtOnce() {
        let file = CountedFile()
        let changes = SimulationFileChanges()
        let reading = SimulationFileReading<Int>(changes: changes)

        reading.revalidateAtNextReading()
        #expect(reading.value(look: file.look) == 0)
        file.value.store(600, ordering: .relaxed)
        changes.note()
        #expect(reading.value(look: file.look) == 600)
        #expect(reading.value(look: file.look) == 600)
        #expect(file.looks.load(ordering: .relaxed) == 2)
    }

    @Test("the home clock sees another process's clock file from the next turn on")
    func homeClockNextTurn() throws {
        let home = try SimulationTestHome()
        defer { home.remove() }
        let clock = HomeClock(directory: home.simulation, real: ManualWallClock(now: 1_800_000_000))
        clock.revalidateAtNextReading()
        #expect(clock.now == 1_800_000_000)
        #expect(clock.simulatedOffsetSeconds == 0)

        // Written as `viper-auth clock advance` in another process writes it: nothing in this
        // process counts the change.
        try SecureFileStore(directory: home.simulation)
            .write(ClockDocument(offsetSeconds: 1200), named: ClockDocument.name)
        clock.revalidateAtNextReading()

        #expect(clock.now == 1_800_001_200)
        #expect(clock.simulatedOffsetSeconds == 1200)
    }

    @Test("the home clock sees a change made through this process at once, within the turn")
    func homeClockOwnChange() throws {
        let home = try SimulationTestHome()
        defer { home.remove() }
        let real = ManualWallClock(now: 1_800_000_000)
        let serving = HomeClock(directory: home.simulation, real: real)
        serving.revalidateAtNextReading()
        #expect(serving.now == 1_800_000_000)

        try HomeClock(directory: home.simulation, real: real).advance(bySeconds: 600)
        #expect(serving.now == 1_800_000_600, "the simulation route's answer carries the new offset")
        try HomeClock(directory: home.simulation, real: real).reset()
        #expect(serving.now == 1_800_000_000)
    }

    @Test("the fault plan's emptiness follows another process's plan from the next turn on")
    func faultPlanNextTurn() throws {
        let home = try SimulationTestHome()
        defer { home.remove() }
        let plan = FaultPlan(directory: home.simulation)
        plan.revalidateAtNextReading()
        #expect(plan.isEmpty)

        let fault = try SimulatedFault(method: .get, path: "/v1/config", kind: .status(503), remaining: 1)
        try SecureFileStore(directory: home.simulation)
            .write(FaultPlanDocument(faults: [StoredFault(fault)]), named: FaultPlanDocument.name)
        plan.revalidateAtNextReading()
        #expect(!plan.isEmpty)

        _ = try SecureFileStore(directory: home.simulation).remove(named: FaultPlanDocument.name)
        plan.revalidateAtNextReading()
        #expect(plan.isEmpty)
    }

    @Test("a fault added or cleared through this process is seen by the next reading in the turn")
    func faultPlanOwnChange() throws {
        let home = try SimulationTestHome()
        defer { home.remove() }
        let serving = FaultPlan(directory: home.simulation)
        serving.revalidateAtNextReading()
        #expect(serving.isEmpty)

        try FaultPlan(directory: home.simulation)
            .add(try SimulatedFault(method: .get, path: "/v1/config", kind: .status(503), remaining: 1))
        #expect(!serving.isEmpty)
        try FaultPlan(directory: home.simulation).clear()
        #expect(serving.isEmpty)
    }
}
