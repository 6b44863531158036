import Glibc

/// A pipe for driving `StandardTerminal` as a script would: bytes in one end, read from the other.
final class TestPipe {
    /// The end the terminal reads from.
    private(set) var readEnd: Int32
    /// The end the test writes to.
    private(set) var writeEnd: Int32

    init() {
        var ends: [Int32] = [-1, -1]
        precondition(pipe(&ends) == 0, "pipe(2) failed")
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    /// A pipe already holding `bytes` and closed for writing, as `printf … | viper-auth` gives.
    convenience init(holding bytes: [UInt8]) {
        self.init()
        write(bytes)
        closeWriteEnd()
    }

    /// A pipe already holding `text` and closed for writing.
    convenience init(holding text: String) {
        self.init(holding: Array(text.utf8))
    }

    func write(_ bytes: [UInt8]) {
        let written = bytes.withUnsafeBytes { Glibc.write(writeEnd, $0.baseAddress, $0.count) }
        precondition(written == bytes.count, "short write to a test pipe")
    }

    func closeWriteEnd() {
        guard writeEnd >= 0 else { return }
        close(writeEnd)
        writeEnd = -1
    }

    /// Closes the reading end, as a reader that went away would; once, so a later test's
    /// descriptor with the same number is never closed by mistake.
    func closeReadEnd() {
        guard readEnd >= 0 else { return }
        close(readEnd)
        readEnd = -1
    }

    /// Everything written, once the write end is closed.
    func readAll() -> String {
        closeWriteEnd()
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            bytes += chunk[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    deinit {
        closeWriteEnd()
        closeReadEnd()
    }
}
