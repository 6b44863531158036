import AuthEngine
import Glibc
import TestSupport
import Testing

/// The browser launcher with small fake browsers: shell scripts a test writes in its own directory.
@Suite("The browser launcher")
struct BrowserLauncherTests {
    /// A URL full of what a shell would act on, which must reach the browser as one argument.
    private static let url = "http://127.0.0.1:5/authorize?a=1&b=$(touch x);c='d\"e`f`|g>h *"

    /// Writes an executable script that records its arguments, one per line, in `arguments.txt`
    /// next to it, then runs `then`; returns its path.
    private static func fakeBrowser(
        in directory: String, named name: String = "browser", then: String = "exit 0"
    )
        -> String
    {
        let path = directory + "/" + name
        let script =
            "#!/bin/sh\nfor argument in \"$@\"; do printf '%s\\n' \"$argument\"; done > '\(directory)/arguments.txt'\n\(then)\n"
        let file = fopen(path, "w")
        fputs(script, file)
        fclose(file)
        chmod(path, 0o700)
        return path
    }

    private static func recordedArguments(in directory: String) -> [String]? {
        lines(of: directory + "/arguments.txt")
    }

    /// The lines of the file at `path`, nil when there is none.
    private static func lines(of path: String) -> [String]? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var lines: [String] = []
        var buffer = [CChar](repeating: 0, count: 4096)
        while fgets(&buffer, Int32(buffer.count), file) != nil {
            lines.append(
                String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return lines.map { $0.hasSuffix("\n") ? String($0.dropLast()) : $0 }
    }

    @Test(
        "$BROWSER is read as xdg-open reads it: commands split on colons, words on spaces, %s for the URL",
        arguments: [
            (nil, [["xdg-open", "U"]]),
            ("", [["xdg-open", "U"]]),
            (":", [["xdg-open", "U"]]),
            ("firefox", [["firefox", "U"]]),
            ("firefox --new-window", [["firefox", "--new-window", "U"]]),
            ("lynx:w3m -dump", [["lynx", "U"], ["w3m", "-dump", "U"]]),
            ("chromium --app=%s --headless", [["chromium", "--app=U", "--headless"]]),
            ("%s arg", [["%s", "arg", "U"]]),
        ] as [(String?, [[String]])])
    func commands(browserVariable: String?, expected: [[String]]) {
        let opener = expected.map { $0.map { $0 == "xdg-open" ? BrowserLauncher.systemOpener : $0 } }
        #expect(BrowserLauncher(browserVariable: browserVariable).commands(for: "U") == opener)
    }

    @Test(
        "the URL reaches the browser as exactly one argument, shell characters and all, and exit 0 is opened")
    func opensWithOneArgument() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let browser = Self.fakeBrowser(in: directory)
            let outcome = await BrowserLauncher(browserVariable: browser + " --new-tab").open(Self.url)
            #expect(outcome == .opened)
            #expect(Self.recordedArguments(in: directory) == ["--new-tab", Self.url])
            #expect(access(directory + "/x", F_OK) != 0)
        }
    }

    @Test("the browser runs in a process group of its own, which Ctrl-C at the app's prompt does not signal")
    func ownProcessGroup() async throws {
        try await withAsyncTemporaryDirectory { directory in
            // The fifth field of /proc/PID/stat is the process group; the script's name has no space.
            let browser = Self.fakeBrowser(
                in: directory, then: "{ echo $$; cut -d' ' -f5 /proc/$$/stat; } > '\(directory)/group.txt'")
            #expect(await BrowserLauncher(browserVariable: browser).open(Self.url) == .opened)
            let recorded = try #require(Self.lines(of: directory + "/group.txt")).compactMap { Int32($0) }
            try #require(recorded.count == 2)
            #expect(recorded[1] == recorded[0], "the browser leads a group of its own")
            #expect(recorded[1] != getpgrp())
        }
    }

    @Test("a launcher that exits non-zero is a failure with its status")
    func exitsNonZero() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let browser = Self.fakeBrowser(in: directory, then: "exit 3")
            let outcome = await BrowserLauncher(browserVariable: browser).open(Self.url)
            #expect(outcome == .failed(program: browser, exitStatus: 3))
        }
    }

    @Test("a launcher killed by a signal is a failure with the signal")
    func killed() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let browser = Self.fakeBrowser(in: directory, then: "kill -TERM $$")
            let outcome = await BrowserLauncher(browserVariable: browser).open(Self.url)
            #expect(outcome == .killed(program: browser, signal: SIGTERM))
        }
    }

    @Test("a launcher that does not exist cannot start; the next command in $BROWSER is tried")
    func missingThenNext() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let missing = directory + "/no-such-browser"
            let alone = await BrowserLauncher(browserVariable: missing).open(Self.url)
            guard case .couldNotStart(let program, let error) = alone else {
                Issue.record("a missing launcher gave \(alone)")
                return
            }
            #expect(program == missing)
            #expect(error.errno == ENOENT)

            let browser = Self.fakeBrowser(in: directory)
            let outcome = await BrowserLauncher(browserVariable: missing + ":" + browser).open(Self.url)
            #expect(outcome == .opened)
            #expect(Self.recordedArguments(in: directory) == [Self.url])
        }
    }

    @Test("a launcher still running when the grace period ends counts as opened")
    func staysInForeground() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let browser = Self.fakeBrowser(in: directory, then: "sleep 2")
            let asked = AsyncStream<Duration>.makeStream()
            let launcher = BrowserLauncher(
                browserVariable: browser, gracePeriod: .seconds(7),
                sleep: { duration in asked.continuation.yield(duration) })
            #expect(await launcher.open(Self.url) == .opened)
            var durations = asked.stream.makeAsyncIterator()
            #expect(await durations.next() == .seconds(7))
        }
    }

    @Test("a URL that is not http or https is never handed to a launcher")
    func unsupportedURL() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let browser = Self.fakeBrowser(in: directory)
            for url in ["file:///etc/passwd", "-x", "javascript:alert(1)"] {
                #expect(await BrowserLauncher(browserVariable: browser).open(url) == .unsupportedURL)
            }
            #expect(Self.recordedArguments(in: directory) == nil)
        }
    }
}
