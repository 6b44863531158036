import Synchronization

// Ctrl-C as a question's cancel while an event is awaited beside it.
extension Platform {
    /// From now until `stopTakingInterrupts()`, Ctrl-C is marked for `interruptArrived()` instead
    /// of ending the process; an earlier mark is forgotten.
    ///
    /// Only a waiting read arms it, and only for its own duration: everywhere else Ctrl-C still
    /// restores the terminal and ends the app with status 130. The app waits at one read at a
    /// time; the count keeps a read that ends from disarming another still waiting (tests).
    static func takeInterrupts() {
        InterruptState.prepare()
        if InterruptState.takers.add(1, ordering: .acquiringAndReleasing).oldValue == 0 {
            InterruptState.arrived.store(false, ordering: .releasing)
        }
    }

    /// Ctrl-C ends the process again, once no waiting read takes it.
    static func stopTakingInterrupts() {
        InterruptState.takers.subtract(1, ordering: .acquiringAndReleasing)
    }

    /// True while a waiting read takes Ctrl-C.
    static var interruptsAreTaken: Bool {
        InterruptState.takers.load(ordering: .acquiring) > 0
    }

    /// True once after Ctrl-C arrived while interrupts were taken.
    static func interruptArrived() -> Bool {
        InterruptState.arrived.exchange(false, ordering: .acquiringAndReleasing)
    }

    /// What the SIGINT handler asks first: true (and the interrupt marked) when a waiting read
    /// takes it, so the handler returns instead of ending the process. Async-signal-safe (atomics).
    static func takeInterruptAsCancel() -> Bool {
        guard interruptsAreTaken else { return false }
        InterruptState.arrived.store(true, ordering: .releasing)
        return true
    }
}

/// How many waiting reads take Ctrl-C, and whether one came: atomics a signal handler can reach,
/// touched before any handler is installed (a global's lazy initialisation is not
/// async-signal-safe).
enum InterruptState {
    static let takers = Atomic<Int>(0)
    static let arrived = Atomic<Bool>(false)

    /// Initialises both flags.
    static func prepare() {
        _ = takers.load(ordering: .relaxed)
        _ = arrived.load(ordering: .relaxed)
    }
}
