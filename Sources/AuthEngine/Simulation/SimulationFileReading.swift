import Synchronization

/// What a reader last saw in one of a home's simulation files (the clock's offset, whether a fault
/// plan exists), and when it may use that again instead of looking at the file.
///
/// Until `revalidateAtNextReading()` is first called, every reading looks at the file: the app and
/// the commands see another process's change at their next reading, as they always did. A server
/// calls it at the start of each turn of its I/O loop (`HTTPServer.TurnBegan`, right after `poll`
/// returns): from then on the first reading after each call looks, and the later ones reuse what it
/// saw, so the server looks at each file once per turn instead of several times per request. A
/// request that reaches the server after another process changed a file is read in a turn that
/// began after the change (the turn whose `poll` reported its bytes), so it sees the change: a
/// client that sends its next request once `viper-auth clock advance` has returned always does
/// (unless it pipelines it behind a request the server has not read yet: the two may be read in
/// one turn and answered alike). A change this process makes (counted by
/// `SimulationFileChanges.inThisProcess`: the simulation routes, a fault used up) makes the next
/// reading look again whatever the turn, so a route's own answer already carries what it changed.
final class SimulationFileReading<Value: Sendable>: Sendable {
    private let changes: SimulationFileChanges
    private let turn = Atomic<UInt64>(0)
    private let last = Mutex<Entry?>(nil)

    private struct Entry {
        var value: Value
        /// The turn it was read in (0: before any), and the count of this process's changes then.
        var turn: UInt64
        var changes: UInt64
    }

    /// A reader that looks again after every change counted by `changes` (this process's, unless
    /// a test counts its own).
    init(changes: SimulationFileChanges = .inThisProcess) {
        self.changes = changes
    }

    /// The value `look` reads from the file, or the one read earlier in this turn.
    func value(look: () -> Value) -> Value {
        // Both counts are taken before looking: a turn or a change that begins while `look` runs
        // makes the next reading look again.
        let turn = turn.load(ordering: .acquiring)
        let changes = changes.count.load(ordering: .acquiring)
        if turn != 0, let entry = last.withLock({ $0 }), entry.turn == turn, entry.changes == changes {
            return entry.value
        }
        let value = look()
        last.withLock { $0 = Entry(value: value, turn: turn, changes: changes) }
        return value
    }

    /// Makes the next reading look at the file, and the readings after it reuse what it saw,
    /// until the next call.
    func revalidateAtNextReading() {
        turn.add(1, ordering: .releasing)
    }
}

/// How many times this process has changed a home's simulation files, counted by every change
/// (`HomeClock.advance` and `reset`, every change of a `FaultPlan`): a reading that saw a lower
/// count looks at its file again.
final class SimulationFileChanges: Sendable {
    /// The count of every change this process makes.
    static let inThisProcess = SimulationFileChanges()

    let count = Atomic<UInt64>(0)

    init() {}

    /// Counts a change, once the file is written (or removed, or the attempt failed).
    func note() {
        count.add(1, ordering: .releasing)
    }
}
