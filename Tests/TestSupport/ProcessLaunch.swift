import Foundation
import Synchronization

/// Starts the tests' child processes one at a time.
///
/// The toolchain's `Foundation.Process.run()` is not safe to call from several threads at once: in
/// a full parallel `swift test` one launch crashed inside it (a bad read in its own copying, while
/// others launched). Every test that starts a process through `Process` goes through here, so two
/// launches never overlap; the processes themselves still run side by side.
package enum ProcessLaunch {
    private static let launching = Mutex(())

    /// Runs `process`, waiting for any other launch in this test process to finish first.
    package static func run(_ process: Process) throws {
        try launching.withLock { _ in try process.run() }
    }
}
