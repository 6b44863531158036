import Dispatch
import Testing

@testable import AuthEngine

/// Marks the main queue, so code can tell whether it runs there.
private enum MainQueueMark {
    static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
}

/// An actor on the main actor's executor, as the engine's client actors are.
private actor Deriver {
    nonisolated var unownedExecutor: UnownedSerialExecutor { MainActor.sharedUnownedExecutor }

    func derive() async -> (before: Bool, during: Bool) {
        let before = MainQueueMark.isCurrent
        let during = await SlowWork.perform { MainQueueMark.isCurrent }
        return (before, during)
    }
}

@Suite("Slow work leaves the main thread free")
struct SlowWorkTests {
    /// Where a nonisolated function runs, called from the main actor as an interactor is by a
    /// presenter, then where the slow work it hands over runs.
    private static func probe() async -> (before: Bool, during: Bool) {
        let before = MainQueueMark.isCurrent
        let during = await SlowWork.perform { MainQueueMark.isCurrent }
        return (before, during)
    }

    @Test("nonisolated code called from the main actor hands the work to the pool")
    @MainActor
    func nonisolatedCaller() async {
        _ = MainQueueMark.key
        let seen = await Self.probe()
        #expect(seen.before, "the probe did not run on the main queue: the test proves nothing")
        #expect(!seen.during)
    }

    @Test("an actor on the main actor's executor hands the work to the pool")
    func actorCaller() async {
        _ = MainQueueMark.key
        let seen = await Deriver().derive()
        #expect(seen.before, "the actor did not run on the main queue: the test proves nothing")
        #expect(!seen.during)
    }

    @Test("the work's result and its typed error come back")
    func resultAndError() async {
        struct Refusal: Error, Equatable {}
        #expect(await SlowWork.perform { 6 * 7 } == 42)
        await #expect(throws: Refusal()) {
            try await SlowWork.perform { () throws(Refusal) -> Int in throw Refusal() }
        }
    }
}
