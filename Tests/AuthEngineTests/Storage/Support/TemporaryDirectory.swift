import FoundationEssentials
import Glibc
import Testing

/// Runs `body` with a fresh private directory under /tmp and removes it afterwards.
func withTemporaryDirectory<Result>(_ body: (String) throws -> Result) throws -> Result {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    return try body(directory)
}

/// Runs `body` with a fresh private directory under /tmp and removes it afterwards.
func withAsyncTemporaryDirectory<Result>(_ body: (String) async throws -> Result) async throws -> Result {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    return try await body(directory)
}

private func makeTemporaryDirectory() throws -> String {
    var template = Array("/tmp/viper-auth-store-tests.XXXXXX".utf8CString)
    let created = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    return try #require(created.map { String(cString: $0) }, "mkdtemp failed: errno \(errno)")
}
