import Glibc

/// The calls of the server store's journal and snapshot: positioned reads and writes, data-only
/// synchronisation, truncation, and the identity of a file (so a process notices that another one
/// replaced the journal).
extension FileSystem {
    /// Which file a descriptor or a path is, and how long it is.
    struct FileIdentity: Equatable {
        var device: UInt64
        var inode: UInt64
        var size: Int

        func isSameFile(as other: FileIdentity) -> Bool {
            device == other.device && inode == other.inode
        }
    }

    static func identity(of descriptor: Int32, path: String) throws(StoreError) -> FileIdentity {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .fileSystem(.inspect, path: path, errno: errno) }
        return FileIdentity(
            device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int(status.st_size))
    }

    /// Nil when nothing is at `path`.
    static func identity(ofPath path: String) throws(StoreError) -> FileIdentity? {
        var status = stat()
        guard stat(path, &status) == 0 else {
            if errno == ENOENT { return nil }
            throw .fileSystem(.inspect, path: path, errno: errno)
        }
        return FileIdentity(
            device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int(status.st_size))
    }

    /// Opens an existing regular file for reading and writing; nil when it does not exist.
    static func openExistingForUpdate(_ path: String) throws(StoreError) -> Int32? {
        let descriptor: Int32
        do throws(StoreError) {
            descriptor = try openRetrying(path, O_RDWR | O_NONBLOCK | O_CLOEXEC)
        } catch .fileSystem(_, _, ENOENT) {
            return nil
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            Glibc.close(descriptor)
            throw .fileSystem(.inspect, path: path, errno: code)
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            Glibc.close(descriptor)
            throw .fileSystem(.read, path: path, errno: EINVAL)
        }
        return descriptor
    }

    /// Reads `count` bytes at `offset` (fewer only at the end of the file).
    static func read(
        _ descriptor: Int32, at offset: Int, count: Int, path: String
    ) throws(StoreError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        let filled = try fill(&bytes, from: 0, reading: descriptor, at: offset, path: path)
        bytes.removeSubrange(filled...)
        return bytes
    }

    /// Writes all of `bytes` at `offset`.
    static func write(
        _ bytes: UnsafeRawBufferPointer, to descriptor: Int32, at offset: Int, path: String
    ) throws(StoreError) {
        var written = 0
        while written < bytes.count {
            let count = pwrite(
                descriptor, bytes.baseAddress! + written, bytes.count - written, off_t(offset + written))
            if count >= 0 {
                written += count
            } else if errno != EINTR {
                throw .fileSystem(.write, path: path, errno: errno)
            }
        }
    }

    /// Writes all of `bytes` at `offset`.
    static func write(_ bytes: [UInt8], to descriptor: Int32, at offset: Int, path: String) throws(StoreError)
    {
        var failure: StoreError?
        bytes.withUnsafeBytes { buffer in
            do throws(StoreError) {
                try write(buffer, to: descriptor, at: offset, path: path)
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }

    /// `fdatasync`: the file's bytes, and its length, reach stable storage.
    static func synchronizeData(_ descriptor: Int32, path: String) throws(StoreError) {
        while fdatasync(descriptor) != 0 {
            guard errno == EINTR else { throw .fileSystem(.synchronize, path: path, errno: errno) }
        }
    }

    /// Cuts the file to `length` bytes.
    static func truncate(_ descriptor: Int32, to length: Int, path: String) throws(StoreError) {
        while ftruncate(descriptor, off_t(length)) != 0 {
            guard errno == EINTR else { throw .fileSystem(.write, path: path, errno: errno) }
        }
    }

    /// Creates a new private file to be renamed over `path` later, as `replaceAtomically` does, and
    /// returns its path and descriptor; the caller writes, synchronises, closes and renames it.
    static func createTemporaryFile(
        in directory: String, name: () -> String
    ) throws(StoreError) -> (path: String, descriptor: Int32) {
        try createExclusiveFile(in: directory, access: O_RDWR, name: name)
    }

    /// Renames `source` over `target` and makes the rename durable.
    static func renameDurably(_ source: String, over target: String, in directory: String) throws(StoreError)
    {
        guard Glibc.rename(source, target) == 0 else {
            throw .fileSystem(.replace, path: target, errno: errno)
        }
        try synchronizeDirectory(directory)
    }

    /// Takes `flock(operation)` on `descriptor`, waiting for it.
    static func lockWaiting(_ descriptor: Int32, _ operation: Int32, path: String) throws(StoreError) {
        _ = try lock(descriptor, operation, path: path)
    }

    static func unlock(_ descriptor: Int32) {
        _ = flock(descriptor, LOCK_UN)
    }
}
