import Glibc

func fail(_ message: String, status: Int32) -> Never {
    let line = message + "\n"
    _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    exit(status)
}

guard let writer = ServerStoreWriterRun(arguments: Array(CommandLine.arguments.dropFirst())) else {
    fail(ServerStoreWriterRun.usage, status: 64)
}
do {
    try await writer.run()
} catch {
    fail("ServerStoreWriter: \(error)", status: 1)
}
