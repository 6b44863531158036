#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The engine's source of calendar time, injected so that tests can put tokens before or after
/// their expiry without waiting.
///
/// Named `WallClock` so it does not clash with the standard library's `Clock`, which measures
/// durations rather than dates.
package protocol WallClock: Sendable {
    /// The current time in whole seconds since 1970-01-01T00:00:00Z, as JWT `NumericDate`s count it.
    var now: Int64 { get }
    /// How far a home's simulated clock is ahead of real time (`viper-auth clock`), or nil for a
    /// clock that simulates no home's time; a server tells its HTTP clients this, so they keep its time.
    var simulatedOffsetSeconds: Int64? { get }
    /// The clock as a `ServerFollowingClock`, or nil for every other clock. Asked instead of
    /// `as? ServerFollowingClock`: a cast that fails on a class instance looks for Foundation's
    /// boxing class by name, a search through the binary's symbols that cost 0.1–0.2 ms of a start.
    var serverFollowing: ServerFollowingClock? { get }
    /// For a clock that reads a file (`HomeClock`): the next reading looks at it again, and the
    /// readings after it reuse what it saw until the next call; a server calls this at the start of
    /// each turn of its I/O loop.
    func revalidateAtNextReading()
}

extension WallClock {
    /// Nil: a clock simulates no home's time unless it says so.
    package var simulatedOffsetSeconds: Int64? { nil }
    /// Nil: only `ServerFollowingClock` is one.
    package var serverFollowing: ServerFollowingClock? { nil }

    /// Nothing: a clock that reads no file has nothing to look at again.
    package func revalidateAtNextReading() {}
}

/// The operating system's real-time clock.
package struct SystemWallClock: WallClock {
    /// Creates a clock that reads the system time on every access.
    package init() {}

    /// The current system time in whole seconds since the Unix epoch.
    package var now: Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec)
    }
}
