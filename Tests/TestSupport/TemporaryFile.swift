import Glibc

/// Bytes to be read from a descriptor, kept in a temporary file made by `mkstemp(3)` and unlinked
/// at once: unlike a pipe it holds any amount without a writer running beside the reader, and
/// nothing is left behind when the descriptor is closed.
package enum TemporaryFile {
    /// A descriptor open for reading and writing, positioned at the start of `bytes`; the caller
    /// closes it.
    package static func descriptor(holding bytes: [UInt8]) throws(TemporaryDirectoryError) -> Int32 {
        var template = Array("/tmp/viper-auth-input-XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw .cannotCreate(errno: errno) }
        let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        unlink(path)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            guard written > 0 else {
                close(descriptor)
                throw .shortWrite(path: path)
            }
            offset += written
        }
        lseek(descriptor, 0, SEEK_SET)
        return descriptor
    }
}
