import AuthEngine

/// The use cases of `viper-auth clock` and `viper-auth faults`: read and move the home's
/// simulated clock, and read and change its fault plan. They change only the home of `settings`.
package struct HomeSimulation: SimulatedClockReading {
    private let clock: HomeClock
    private let plan: FaultPlan

    /// The longest one `clock advance` may move the clock.
    package static let maximumAdvanceSeconds = HomeClock.maximumAdvanceSeconds

    /// The simulation controls of `settings`' home.
    package init(settings: EngineSettings) {
        let directory = SimulationHome.directory(of: settings.homeDirectory)
        clock = HomeClock(directory: directory)
        plan = FaultPlan(directory: directory)
    }

    /// The home's time and its offset from real time.
    package func clockReading() throws(AppError) -> ClockReading {
        do {
            let offset = try clock.offsetSeconds()
            return ClockReading(now: clock.now, offsetSeconds: offset)
        } catch {
            throw .storage(StorageProblem(error))
        }
    }

    /// Moves the home's clock forward by `seconds` (more than 0).
    package func advanceClock(bySeconds seconds: Int64) throws(AppError) -> ClockReading {
        do {
            let offset = try clock.advance(bySeconds: seconds)
            return ClockReading(now: clock.now, offsetSeconds: offset)
        } catch {
            throw .storage(StorageProblem(error))
        }
    }

    /// Puts the home's clock back to real time.
    package func resetClock() throws(AppError) -> ClockReading {
        do {
            try clock.reset()
        } catch {
            throw .storage(StorageProblem(error))
        }
        return ClockReading(now: clock.now, offsetSeconds: 0)
    }

    /// The offset, or 0 when the clock's file cannot be read (then real time is what every reader
    /// of the home uses, and `clockReading()` says why).
    package func clockOffsetSeconds() -> Int64 {
        (try? clock.offsetSeconds()) ?? 0
    }

    /// The faults in force, oldest first.
    package func faults() throws(AppError) -> [PlannedFault] {
        do {
            return try plan.faults().map(PlannedFault.init)
        } catch {
            throw .storage(StorageProblem(error))
        }
    }

    /// Adds `fault` after those in force.
    package func addFault(_ fault: PlannedFault) throws(AppError) {
        do {
            try plan.add(fault.engineFault)
        } catch {
            throw .storage(StorageProblem(error))
        }
    }

    /// Removes every fault.
    package func clearFaults() throws(AppError) {
        do {
            try plan.clear()
        } catch {
            throw .storage(StorageProblem(error))
        }
    }
}

/// The home's clock as `viper-auth clock` shows it.
package struct ClockReading: Equatable, Sendable {
    /// The home's time, in seconds since the epoch.
    package let now: Int64
    /// How far that is ahead of real time, in seconds.
    package let offsetSeconds: Int64

    /// A reading; built by `HomeSimulation`, and by tests of the texts.
    package init(now: Int64, offsetSeconds: Int64) {
        self.now = now
        self.offsetSeconds = offsetSeconds
    }
}

/// Reads how far the home's clock is ahead of real time, for the line every screen heading shows
/// while it is.
package protocol SimulatedClockReading: Sendable {
    /// The offset in seconds; 0 for real time.
    func clockOffsetSeconds() -> Int64
}

extension EngineSettings {
    /// The simulated clock this run keeps: the home's, or with `--server` the server home's as its
    /// answers report it.
    package var simulatedClock: any SimulatedClockReading {
        guard let followed = clock.serverFollowing else { return HomeSimulation(settings: self) }
        return FollowedServerClock(clock: followed)
    }
}

/// The server home's clock offset as this client last heard it (`ServerFollowingClock`).
struct FollowedServerClock: SimulatedClockReading {
    let clock: ServerFollowingClock

    func clockOffsetSeconds() -> Int64 {
        clock.simulatedOffsetSeconds ?? 0
    }
}
