import Synchronization

/// Epoch seconds that move only when a test says so.
final class ManualClock: Sendable {
    private let current: Mutex<Int64>

    init(now: Int64) {
        current = Mutex(now)
    }

    var now: Int64 { current.withLock { $0 } }

    func advance(bySeconds seconds: Int64) {
        current.withLock { $0 += seconds }
    }
}
