import Foundation
import Glibc
import Synchronization

/// Starts the tests' child processes, never while a test holds a flood of descriptors open.
///
/// The toolchain's `Foundation.Process.run()` crashed (a bad read inside its own copying) in full
/// parallel runs, each time while the HTTP test that opens 512 idle sockets against an in-process
/// server — over a thousand descriptors in this process — was under way. Every test that starts a
/// process through `Process` goes through `run(_:)`, and that test runs inside
/// `withoutLaunches(_:)`, so the two never overlap; launches are one at a time as well.
package enum ProcessLaunch {
    /// How many descriptor floods are under way; launches wait while it is above zero.
    private static let floods = Mutex(0)

    /// Runs `process`, once no flood is under way and no other launch is in progress.
    package static func run(_ process: Process) throws {
        while true {
            let launched = try floods.withLock { floods -> Bool in
                guard floods == 0 else { return false }
                try process.run()
                return true
            }
            if launched { return }
            usleep(20_000)
        }
    }

    /// Runs `body`, which opens many descriptors at once, while no process is launched.
    package static func withoutLaunches<Result>(_ body: () async throws -> Result) async rethrows -> Result {
        floods.withLock { $0 += 1 }
        defer { floods.withLock { $0 -= 1 } }
        return try await body()
    }
}
