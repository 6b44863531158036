import Glibc

func fail(_ message: String, status: Int32) -> Never {
    let line = message + "\n"
    _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    exit(status)
}

guard let writer = SessionWriterRun(arguments: Array(CommandLine.arguments.dropFirst())) else {
    fail(SessionWriterRun.usage, status: 64)
}
do {
    try writer.run()
} catch {
    fail("SessionWriter: \(error)", status: 1)
}
