import Glibc

// The `$BROWSER` of the end-to-end tests: `viper-auth-test-browser URL`, as xdg-open runs a
// browser. It does what a browser and a person would on the provider's pages (TestBrowserRun), and
// notes each step in the log file the tests read. Exit status: 0 when it did what it was told, 1
// when a page did not answer as expected, 64 for a bad command line or environment.

guard CommandLine.arguments.count == 2, let run = TestBrowserRun(url: CommandLine.arguments[1]) else {
    let usage = TestBrowserRun.usage + "\n"
    _ = usage.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    exit(64)
}
exit(await run.run() ? 0 : 1)
