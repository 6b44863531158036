import Glibc

/// The store's two kinds of `flock`: a lock file per document, held across a read-modify-write,
/// and the directory itself, held shared by every write while its temporary file exists.
extension FileSystem {
    // MARK: Document locks

    /// Opens (creating 0600 if needed) the lock file and blocks until this descriptor holds `flock`.
    static func openAndLockExclusively(_ path: String) throws(StoreError) -> Int32 {
        let descriptor = try openLockFile(path)
        do {
            _ = try lock(descriptor, LOCK_EX, path: path)
        } catch {
            Glibc.close(descriptor)
            throw error
        }
        return descriptor
    }

    /// Opening the existing file first costs one syscall in the usual case; creation uses O_EXCL so
    /// only the creator fixes the mode, and a lost creation race simply opens the winner's file.
    static func openLockFile(_ path: String) throws(StoreError) -> Int32 {
        while true {
            do throws(StoreError) {
                return try openRetrying(path, O_RDWR | O_CLOEXEC)
            } catch .fileSystem(_, _, ENOENT) {}
            do throws(StoreError) {
                return try createPrivateFile(path, access: O_RDWR)
            } catch .fileSystem(_, _, EEXIST) {}
        }
    }

    static func releaseLock(_ descriptor: Int32) {
        // Closing drops the flock; the lock file holds no data, so a close error loses nothing.
        Glibc.close(descriptor)
    }

    // MARK: The directory lock

    /// Removes the files of `directory` that `isOrphan` picks, but only while no write in any
    /// process is under way there; returns the names removed.
    ///
    /// Every write holds the directory's `flock` shared from before its temporary file exists until
    /// after it is renamed or removed, so holding it exclusively proves that every temporary file
    /// left belongs to a writer that died. It is tried without waiting: while a write is under way
    /// nothing is removed, and the next caller tries again.
    static func removeOrphanedFiles(
        in directory: String, matching isOrphan: (String) -> Bool
    ) throws(StoreError) -> [String] {
        let descriptor = try openRetrying(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { Glibc.close(descriptor) }
        guard try lock(descriptor, LOCK_EX | LOCK_NB, path: directory) else { return [] }
        var removed: [String] = []
        for name in try regularFileNames(in: directory) where isOrphan(name) {
            if try removeFileIfPresent(directory + "/" + name) { removed.append(name) }
        }
        if !removed.isEmpty { try synchronize(descriptor, path: directory) }
        return removed
    }

    /// Takes `flock(operation)`; false when `LOCK_NB` is part of it and another holder is in the way.
    static func lock(_ descriptor: Int32, _ operation: Int32, path: String) throws(StoreError) -> Bool {
        while flock(descriptor, operation) != 0 {
            if errno == EWOULDBLOCK { return false }
            guard errno == EINTR else { throw .fileSystem(.lock, path: path, errno: errno) }
        }
        return true
    }
}
