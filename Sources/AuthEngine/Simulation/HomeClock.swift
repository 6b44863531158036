import Glibc
import Synchronization

/// The home's clock: real time plus the offset in `<home>/simulation/clock.json`, so the token
/// server and the client of every process on the home read one simulated time (Stripe's test
/// clocks, for a whole home).
///
/// The offset is looked up at every reading, so a running app sees `clock advance` at its next
/// use of the time; a `stat` tells whether the file changed since the last reading, and only then
/// is it read again. A server looks once per turn of its I/O loop instead
/// (`revalidateAtNextReading()`, `SimulationFileReading`). Readings never fail: a missing file is
/// real time, and a damaged one is real time too (`offsetSeconds()` reports the damage, and
/// `clock reset` removes it).
package final class HomeClock: WallClock {
    private let directory: String
    private let real: any WallClock
    private let cache = Mutex<CachedOffset?>(nil)
    private let reading = SimulationFileReading<Int64>()

    /// The clock of the home whose simulation directory is `directory` (`SimulationHome`).
    package init(directory: String, real: any WallClock = SystemWallClock()) {
        self.directory = directory
        self.real = real
    }

    /// Real time plus the offset.
    package var now: Int64 {
        real.now.addingSaturating(currentOffset())
    }

    /// The offset as every reading uses it (0 for a missing or damaged file).
    package var simulatedOffsetSeconds: Int64? {
        currentOffset()
    }

    /// From now on, the next reading looks at the file and the readings after it reuse what it
    /// saw, until the next call (`SimulationFileReading`): a server calls this at the start of
    /// each turn of its I/O loop.
    package func revalidateAtNextReading() {
        reading.revalidateAtNextReading()
    }

    /// The offset as stored, read afresh; an error when the file cannot be read or is damaged.
    package func offsetSeconds() throws(StoreError) -> Int64 {
        let name = try DocumentName(ClockDocument.name)
        guard let bytes = try FileSystem.readFileIfPresent(path) else { return 0 }
        return try DocumentCodec.decode(ClockDocument.self, from: bytes, name: name).offsetSeconds
    }

    /// The longest advance at once: ten years, far beyond any lifetime the server keeps; the
    /// command line and the simulation route both hold to it.
    package static let maximumAdvanceSeconds: Int64 = 3650 * 86_400

    /// Moves the clock forward by `seconds` under the document's lock, and returns the new offset.
    /// The clock only moves forward: a `seconds` of 0 or less (which the command line and the
    /// simulation route refuse before they get here) changes nothing.
    @discardableResult
    package func advance(bySeconds seconds: Int64) throws(StoreError) -> Int64 {
        guard seconds > 0 else { return try offsetSeconds() }
        defer { SimulationFileChanges.inThisProcess.note() }
        let store = try SecureFileStore(directory: directory)
        do {
            return try store.withExclusiveLock(named: ClockDocument.name) { () throws(StoreError) -> Int64 in
                let current =
                    try store.read(ClockDocument.self, named: ClockDocument.name)?.offsetSeconds ?? 0
                let advanced = ClockDocument(offsetSeconds: current.addingSaturating(seconds))
                try store.write(advanced, named: ClockDocument.name)
                return advanced.offsetSeconds
            }
        } catch {
            switch error {
            case .store(let error), .aborted(let error): throw error
            }
        }
    }

    /// Back to real time: the document is removed (a damaged one too). A home without a
    /// simulation directory is left as it is.
    package func reset() throws(StoreError) {
        guard access(directory, F_OK) == 0 else { return }
        defer { SimulationFileChanges.inThisProcess.note() }
        let store = try SecureFileStore(directory: directory)
        do {
            // Under the lock `advance` holds, so an advance at the same moment is not half undone.
            _ = try store.withExclusiveLock(named: ClockDocument.name) { () throws(StoreError) in
                try store.remove(named: ClockDocument.name)
            }
        } catch {
            switch error {
            case .store(let error), .aborted(let error): throw error
            }
        }
    }

    private var path: String { directory + "/" + ClockDocument.name }

    private func currentOffset() -> Int64 {
        reading.value(look: offsetAfterStat)
    }

    private func offsetAfterStat() -> Int64 {
        let identity = FileIdentity(path: path)
        if let cached = cache.withLock({ $0 }), cached.identity == identity { return cached.offset }
        let offset = identity == nil ? 0 : ((try? offsetSeconds()) ?? 0)
        cache.withLock { $0 = CachedOffset(identity: identity, offset: offset) }
        return offset
    }
}

/// The offset last read and the file it was read from.
private struct CachedOffset {
    var identity: FileIdentity?
    var offset: Int64
}

/// What tells one version of a file from another: every write renames a new file into place, so a
/// new inode, and the modification time and size besides.
struct FileIdentity: Equatable {
    private let device: UInt64
    private let inode: UInt64
    private let size: Int64
    private let modifiedSeconds: Int64
    private let modifiedNanoseconds: Int64

    /// The identity of the file at `path`, or nil when there is none.
    init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        size = Int64(status.st_size)
        modifiedSeconds = Int64(status.st_mtim.tv_sec)
        modifiedNanoseconds = Int64(status.st_mtim.tv_nsec)
    }
}
