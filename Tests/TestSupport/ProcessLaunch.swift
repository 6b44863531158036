import Foundation
import Synchronization

/// Starts the tests' child processes one at a time.
///
/// The toolchain's `Foundation.Process.run()` crashed inside its own copying in full parallel runs
/// (while a test held over a thousand descriptors open; that test now holds fewer). Launching one
/// at a time costs nothing measurable and rules out the other suspect, launches overlapping; the
/// processes themselves still run side by side.
package enum ProcessLaunch {
    private static let launching = Mutex(())

    /// Runs `process`, waiting for any other launch in this test process to finish first.
    package static func run(_ process: Process) throws {
        try launching.withLock { _ in try process.run() }
    }
}
