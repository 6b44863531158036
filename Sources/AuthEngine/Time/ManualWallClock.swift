import Synchronization

/// A clock that only moves when told to, for tests and simulations.
///
/// A class behind a mutex, so the same instance can be shared with the code under test and moved
/// from the test while both stay `Sendable`.
package final class ManualWallClock: WallClock {
    private let seconds: Mutex<Int64>

    /// Creates a clock that reads `now` seconds since the Unix epoch until it is moved.
    package init(now: Int64) {
        seconds = Mutex(now)
    }

    /// The time the clock was last set to.
    package var now: Int64 {
        seconds.withLock { $0 }
    }

    /// Sets the clock to `now` seconds since the Unix epoch.
    package func set(_ now: Int64) {
        seconds.withLock { $0 = now }
    }

    /// Moves the clock forwards (or backwards, for a negative amount) by `delta` seconds.
    package func advance(by delta: Int64) {
        seconds.withLock { $0 += delta }
    }
}
