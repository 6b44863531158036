import Glibc
import Testing

/// Starts sibling executables of the test bundle with posix_spawn, since FoundationEssentials has no Process.
struct ChildProcess {
    let processIdentifier: pid_t

    /// The executables of the package are built into the same directory as the test bundle.
    static func builtExecutablePath(named name: String) throws -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        try #require(length > 0, "readlink /proc/self/exe failed: errno \(errno)")
        let testBinary = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let directory = testBinary[..<(testBinary.lastIndex(of: "/") ?? testBinary.startIndex)]
        let path = directory + "/" + name
        try #require(
            access(path, X_OK) == 0,
            "\(name) was not found next to the test bundle at \(path); build all products with `swift build`")
        return path
    }

    init(executable: String, arguments: [String]) throws {
        let argv = ([executable] + arguments).map { strdup($0) }
        defer { for argument in argv { free(argument) } }
        var identifier: pid_t = 0
        let result = posix_spawn(&identifier, executable, nil, nil, argv + [nil], environ)
        try #require(result == 0, "posix_spawn \(executable) failed: errno \(result)")
        processIdentifier = identifier
    }

    /// The exit status, or 128 plus the signal number if the child was killed.
    func waitForExit() throws -> Int32 {
        var status: Int32 = 0
        while waitpid(processIdentifier, &status, 0) < 0 {
            try #require(errno == EINTR, "waitpid failed: errno \(errno)")
        }
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}
