/// How an attempt to open a URL in the person's browser ended; every case but `opened` means the
/// flow prints the URL for the person to open by hand and goes on.
package enum BrowserLaunchOutcome: Sendable, Equatable {
    /// The launcher exited with status 0, or was still running when the launcher's grace period
    /// ended (a browser started directly stays in the foreground until its window closes).
    case opened
    /// The URL is not `http://` or `https://`, so no launcher was asked to open it.
    case unsupportedURL
    /// The launcher could not be started (not on `PATH`, not executable, …).
    case couldNotStart(program: String, LauncherStartError)
    /// The launcher exited with a non-zero status.
    case failed(program: String, exitStatus: Int32)
    /// A signal ended the launcher.
    case killed(program: String, signal: Int32)
}
