import Dispatch
import Testing

@testable import DI

/// Marks the main queue, so code can tell whether it runs there.
private enum MainQueueMark {
    static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
}

/// An actor with the default executor, as the engine's client and host are.
private actor Engine {
    func isOnMainQueue() -> Bool { MainQueueMark.isCurrent }
}

@Suite("The interactive session's engine work runs on the main queue")
struct MainQueueTaskExecutorTests {
    /// Where nonisolated code runs (an interactor), then the actor it calls (the engine).
    private static func probe(_ engine: Engine) async -> (interactor: Bool, engine: Bool) {
        let interactor = MainQueueMark.isCurrent
        return (interactor, await engine.isOnMainQueue())
    }

    @Test("nonisolated code and the actors it calls run on the main queue, not the pool")
    func engineWorkOnTheMainQueue() async {
        _ = MainQueueMark.key
        let engine = Engine()
        let elsewhere = await Self.probe(engine)
        let preferred = await withTaskExecutorPreference(MainQueueTaskExecutor.shared) {
            await Self.probe(engine)
        }
        #expect(elsewhere.interactor == false, "without the preference the probe runs on the pool")
        #expect(preferred.interactor)
        #expect(preferred.engine)
    }
}
