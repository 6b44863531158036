import Glibc

func fail(_ message: String, status: Int32) -> Never {
    let line = message + "\n"
    _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    exit(status)
}

guard let contention = ContentionRun(arguments: Array(CommandLine.arguments.dropFirst())) else {
    fail(ContentionRun.usage, status: 64)
}
do {
    try contention.run()
} catch {
    fail("StoreContention: \(error)", status: 1)
}
