import Glibc
import Synchronization

// What a termination signal's handler writes on standard error before the process dies of it.
extension Platform {
    /// Keeps `text` (at most `FarewellState.capacity` bytes; longer is refused with false) for the
    /// termination handler to write on standard error; an empty text writes nothing.
    ///
    /// The length is cleared before the bytes change and set after, so a handler that interrupts
    /// the thread changing it writes nothing rather than half a text.
    static func keepFarewell(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count <= FarewellState.capacity else { return false }
        FarewellState.prepare()
        FarewellState.length.store(0, ordering: .releasing)
        for index in bytes.indices { FarewellState.bytes[index] = bytes[index] }
        FarewellState.length.store(bytes.count, ordering: .releasing)
        return true
    }

    /// Writes the kept farewell on standard error; async-signal-safe (one `write(2)`).
    static func writeFarewell() {
        let length = FarewellState.length.load(ordering: .acquiring)
        guard length > 0 else { return }
        _ = Glibc.write(STDERR_FILENO, FarewellState.bytes, length)
    }
}

/// The farewell's storage: allocated once and never freed, so a signal handler can read it.
enum FarewellState {
    static let capacity = 1024
    nonisolated(unsafe) static let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    static let length = Atomic<Int>(0)

    /// Initialises both fields before a handler could be the first to reach one.
    static func prepare() {
        _ = bytes
        _ = length.load(ordering: .relaxed)
    }
}
