import Glibc

/// Every libc call of the store, each retrying EINTR and mapping failures to `StoreError`.
enum FileSystem {
    static let privateDirectoryMode: mode_t = 0o700
    static let privateFileMode: mode_t = 0o600

    // MARK: Paths

    static func absolutePath(_ path: String) throws(StoreError) -> String {
        let anchored = path.hasPrefix("/") ? path : try currentDirectory() + "/" + path
        // Appended one by one as strings: `joined(separator:)` and appending a substring run
        // unspecialised generic code whose first use searches the binary's conformance records,
        // and every start resolves the home through here.
        var absolute = ""
        for component in anchored.split(separator: "/") where component != "." {
            absolute += "/"
            absolute += String(component)
        }
        return absolute.isEmpty ? "/" : absolute
    }

    static func currentDirectory() throws(StoreError) -> String {
        guard let buffer = getcwd(nil, 0) else {
            throw .fileSystem(.findCurrentDirectory, path: ".", errno: errno)
        }
        defer { free(buffer) }
        return String(cString: buffer)
    }

    // MARK: Directories

    /// Creates each missing directory of `path` as 0700, fixing the mode after `mkdir` so umask cannot
    /// weaken or narrow it; directories that already exist are left as they are.
    static func createDirectoryChain(_ path: String) throws(StoreError) {
        if try isDirectory(path) { return }
        var prefix = ""
        for component in path.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, privateDirectoryMode) == 0 {
                guard chmod(prefix, privateDirectoryMode) == 0 else {
                    throw .fileSystem(.setPermissions, path: prefix, errno: errno)
                }
            } else if errno == EEXIST {
                guard try isDirectory(prefix) else {
                    throw .fileSystem(.createDirectory, path: prefix, errno: ENOTDIR)
                }
            } else {
                throw .fileSystem(.createDirectory, path: prefix, errno: errno)
            }
        }
    }

    private static func isDirectory(_ path: String) throws(StoreError) -> Bool {
        var status = stat()
        guard stat(path, &status) == 0 else {
            // ENOTDIR: a parent is a file; the walk in createDirectoryChain then names the culprit.
            if errno == ENOENT || errno == ENOTDIR { return false }
            throw .fileSystem(.inspect, path: path, errno: errno)
        }
        return status.st_mode & S_IFMT == S_IFDIR
    }

    /// Makes renames and removals in `directory` durable; without it a crash can undo them.
    static func synchronizeDirectory(_ directory: String) throws(StoreError) {
        let descriptor = try openRetrying(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { Glibc.close(descriptor) }
        try synchronize(descriptor, path: directory)
    }

    static func regularFileNames(in directory: String) throws(StoreError) -> [String] {
        guard let stream = opendir(directory) else {
            throw .fileSystem(.list, path: directory, errno: errno)
        }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let type = entry.pointee.d_type
            guard type == UInt8(DT_REG) || type == UInt8(DT_UNKNOWN) else { continue }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            names.append(name)
        }
        return names
    }

    // MARK: Files

    /// Returns nil when the file does not exist, so absence is not an error.
    ///
    /// Whatever sits at `path`, reading ends: something other than a regular file (a FIFO that
    /// would block, a device that never ends) fails with `EINVAL`, and a file longer than
    /// `maximumByteCount` with `EFBIG`, so no file on disk can make the store wait or allocate
    /// without bound.
    static func readFileIfPresent(
        _ path: String, maximumByteCount: Int = SecureFileStore.maximumDocumentByteCount
    ) throws(StoreError) -> [UInt8]? {
        let descriptor: Int32
        do throws(StoreError) {
            // O_NONBLOCK only matters for a FIFO, whose open would otherwise wait for a writer.
            descriptor = try openRetrying(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        } catch .fileSystem(_, _, ENOENT) {
            return nil
        }
        defer { Glibc.close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw .fileSystem(.inspect, path: path, errno: errno)
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw .fileSystem(.read, path: path, errno: EINVAL)
        }
        guard status.st_size <= maximumByteCount else {
            throw .fileSystem(.read, path: path, errno: EFBIG)
        }
        // Sized from fstat but read until EOF, so a file that grows meanwhile is still read whole
        // (up to the limit).
        var bytes = [UInt8](repeating: 0, count: max(Int(status.st_size), 0) + 1)
        var filled = 0
        while true {
            filled = try fill(&bytes, from: filled, reading: descriptor, at: nil, path: path)
            guard filled == bytes.count, filled <= maximumByteCount else { break }
            bytes.append(contentsOf: repeatElement(0, count: bytes.count))
        }
        guard filled <= maximumByteCount else { throw .fileSystem(.read, path: path, errno: EFBIG) }
        bytes.removeSubrange(filled...)
        return bytes
    }

    /// Replaces `path` with `bytes` so a reader sees the old file or the new one, never a mixture,
    /// and a crash leaves one of the two: temporary file, fsync, rename, fsync of the directory.
    /// If anything before the rename fails the temporary file is removed and `path` is untouched.
    ///
    /// The directory's shared lock is held from before the temporary file exists until after it is
    /// renamed or removed: that is how `removeOrphanedFiles` tells a live write from a killed one.
    static func replaceAtomically(
        _ path: String, in directory: String, temporaryName: () -> String, with bytes: [UInt8]
    ) throws(StoreError) {
        let directoryDescriptor = try openRetrying(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { Glibc.close(directoryDescriptor) }
        // Without the lock (a file system that cannot lock directories) the write still goes ahead:
        // the worst a sweep could then do is remove this file first, and the rename fails cleanly.
        _ = try? lock(directoryDescriptor, LOCK_SH, path: directory)
        let (temporaryPath, descriptor) = try createExclusiveFile(in: directory, name: temporaryName)
        do throws(StoreError) {
            var isOpen = true
            defer { if isOpen { Glibc.close(descriptor) } }
            try writeAll(bytes, to: descriptor, path: temporaryPath)
            try synchronize(descriptor, path: temporaryPath)
            isOpen = false
            guard Glibc.close(descriptor) == 0 else {
                throw StoreError.fileSystem(.close, path: temporaryPath, errno: errno)
            }
            guard rename(temporaryPath, path) == 0 else {
                throw StoreError.fileSystem(.replace, path: path, errno: errno)
            }
        } catch {
            unlink(temporaryPath)
            throw error
        }
        try synchronize(directoryDescriptor, path: directory)
    }

    /// Creates the file 0600 from the first instant (O_EXCL, then fchmod because umask may narrow it),
    /// trying fresh names if one is taken; `access` is `O_WRONLY` or `O_RDWR`.
    static func createExclusiveFile(
        in directory: String, access: Int32 = O_WRONLY, name: () -> String
    ) throws(StoreError) -> (path: String, descriptor: Int32) {
        var attempts = 0
        while true {
            let path = directory + "/" + name()
            do throws(StoreError) {
                return (path, try createPrivateFile(path, access: access))
            } catch .fileSystem(.open, _, EEXIST) where attempts < 8 {
                attempts += 1
            }
        }
    }

    /// Creates `path`, which must not exist, 0600 from the first instant: O_EXCL, then fchmod
    /// because umask may narrow the mode; a file whose mode cannot be set is removed again.
    static func createPrivateFile(_ path: String, access: Int32) throws(StoreError) -> Int32 {
        let descriptor = try openRetrying(path, access | O_CREAT | O_EXCL | O_CLOEXEC, mode: privateFileMode)
        guard fchmod(descriptor, privateFileMode) == 0 else {
            let code = errno
            Glibc.close(descriptor)
            unlink(path)
            throw StoreError.fileSystem(.setPermissions, path: path, errno: code)
        }
        return descriptor
    }

    /// Reads into `bytes` from index `filled` until it is full or the file ends, from the current
    /// position or, given `offset`, from there on (`pread`), retrying when interrupted; returns how
    /// many bytes of `bytes` now hold data.
    static func fill(
        _ bytes: inout [UInt8], from filled: Int, reading descriptor: Int32, at offset: Int?, path: String
    ) throws(StoreError) -> Int {
        var filled = filled
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                // Non-empty (filled < count), so the buffer has a base address.
                let start = buffer.baseAddress! + filled
                let wanted = buffer.count - filled
                return offset.map { pread(descriptor, start, wanted, off_t($0 + filled)) }
                    ?? Glibc.read(descriptor, start, wanted)
            }
            if count > 0 {
                filled += count
            } else if count == 0 {
                break
            } else if errno != EINTR {
                throw .fileSystem(.read, path: path, errno: errno)
            }
        }
        return filled
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(StoreError) {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                // The loop runs only while bytes remain, so the buffer is not empty and has a base.
                Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if count >= 0 {
                written += count
            } else if errno != EINTR {
                throw .fileSystem(.write, path: path, errno: errno)
            }
        }
    }

    /// Returns false when there was nothing to remove.
    static func removeFileIfPresent(_ path: String) throws(StoreError) -> Bool {
        guard unlink(path) == 0 else {
            if errno == ENOENT { return false }
            throw .fileSystem(.remove, path: path, errno: errno)
        }
        return true
    }

    // MARK: Primitives

    static func openRetrying(
        _ path: String, _ flags: Int32, mode: mode_t = 0
    ) throws(StoreError) -> Int32 {
        while true {
            let descriptor = open(path, flags, mode)
            if descriptor >= 0 { return descriptor }
            guard errno == EINTR else { throw .fileSystem(.open, path: path, errno: errno) }
        }
    }

    static func synchronize(_ descriptor: Int32, path: String) throws(StoreError) {
        while fsync(descriptor) != 0 {
            guard errno == EINTR else { throw .fileSystem(.synchronize, path: path, errno: errno) }
        }
    }
}
