import Synchronization

/// Opens a URL in the person's browser as command-line tools do: the commands in `$BROWSER` if it
/// is set, else `xdg-open` (`open` on macOS).
///
/// `$BROWSER` is read as `xdg-open` and Python's `webbrowser` read it: commands separated by `:`,
/// tried in turn until one succeeds; a command is words separated by spaces (no quoting, since no
/// shell ever sees it); `%s` in an argument is replaced by the URL, and without one the URL is
/// added as the last argument. The URL is always one argument of its own, so nothing in it can be
/// read as shell syntax or split into two.
package struct BrowserLauncher: Sendable {
    /// Waits for a span of time; the grace period runs on it, so tests decide when it ends.
    package typealias Sleep = @Sendable (Duration) async -> Void

    /// The value of `$BROWSER`, nil when unset.
    package let browserVariable: String?
    /// How long a launcher may run before it counts as a browser that opened and stays open.
    package let gracePeriod: Duration
    private let sleep: Sleep

    /// A launcher that reads `browserVariable` as the value of `$BROWSER`.
    package init(
        browserVariable: String?, gracePeriod: Duration = .seconds(5),
        sleep: @escaping Sleep = { try? await Task.sleep(for: $0) }
    ) {
        self.browserVariable = browserVariable.flatMap { $0.isEmpty ? nil : $0 }
        self.gracePeriod = gracePeriod
        self.sleep = sleep
    }

    /// A launcher that reads this process's `$BROWSER`.
    package init() {
        self.init(browserVariable: LauncherPlatform.environmentValue("BROWSER"))
    }

    /// The system's own opener: `open` on macOS, `xdg-open` elsewhere.
    package static var systemOpener: String {
        #if os(macOS)
            "open"
        #else
            "xdg-open"
        #endif
    }

    /// The command lines tried for `url`, in order, each program first.
    package func commands(for url: String) -> [[String]] {
        let configured = (browserVariable ?? "").split(separator: ":").compactMap { entry -> [String]? in
            let words = entry.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard let program = words.first else { return nil }
            let arguments = words.dropFirst()
            guard arguments.contains(where: { $0.contains("%s") }) else { return words + [url] }
            return [program] + arguments.map { $0.replacing("%s", with: url) }
        }
        return configured.isEmpty ? [[Self.systemOpener, url]] : configured
    }

    /// Opens `url`: tries each command in turn and returns at the first that succeeds, or with
    /// the last one's failure.
    package func open(_ url: String) async -> BrowserLaunchOutcome {
        guard url.hasPrefix("http://") || url.hasPrefix("https://") else { return .unsupportedURL }
        var outcome = BrowserLaunchOutcome.unsupportedURL
        for command in commands(for: url) {
            outcome = await run(command)
            if outcome == .opened { break }
        }
        return outcome
    }

    private func run(_ command: [String]) async -> BrowserLaunchOutcome {
        let program = command[0]
        let process: Int32
        switch LauncherPlatform.spawn(command) {
        case .success(let started): process = started
        case .failure(let error): return .couldNotStart(program: program, error)
        }
        let sleep = sleep
        let gracePeriod = gracePeriod
        return await withCheckedContinuation { continuation in
            let first = FirstAnswer(continuation)
            // The waiting thread stays until the launcher exits, however long after the grace
            // period, so the process is always reaped.
            let waiting = LauncherPlatform.onOwnThread {
                switch LauncherPlatform.waitForExit(process) {
                case .exited(0): first.give(.opened)
                case .exited(let status): first.give(.failed(program: program, exitStatus: status))
                case .signalled(let signal): first.give(.killed(program: program, signal: signal))
                }
            }
            guard waiting else { return first.give(.opened) }
            first.attach(
                Task {
                    await sleep(gracePeriod)
                    first.give(.opened)
                })
        }
    }
}

/// Resumes a continuation with the first answer given, and stops the grace timer then.
private final class FirstAnswer: Sendable {
    private struct State {
        var continuation: CheckedContinuation<BrowserLaunchOutcome, Never>?
        var timer: Task<Void, Never>?
    }

    private let state: Mutex<State>

    init(_ continuation: CheckedContinuation<BrowserLaunchOutcome, Never>) {
        state = Mutex(State(continuation: continuation))
    }

    func attach(_ timer: Task<Void, Never>) {
        let answered = state.withLock {
            $0.timer = timer
            return $0.continuation == nil
        }
        if answered { timer.cancel() }
    }

    func give(_ outcome: BrowserLaunchOutcome) {
        let taken = state.withLock { ($0.continuation.take(), $0.timer) }
        guard let continuation = taken.0 else { return }
        taken.1?.cancel()
        continuation.resume(returning: outcome)
    }
}
