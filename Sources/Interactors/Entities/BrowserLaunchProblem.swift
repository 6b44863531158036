import AuthEngine

/// Why the browser could not be opened for a sign-in; the address is shown either way, so the
/// sign-in goes on waiting for it to be opened by hand.
package enum BrowserLaunchProblem: Equatable, Sendable {
    /// `program` (from `$BROWSER`, else the system's opener) could not be started: not installed,
    /// not on `PATH`, or not executable.
    case couldNotStart(program: String)
    /// `program` exited with `status`, not 0.
    case failed(program: String, exitStatus: Int32)
    /// A signal ended `program`.
    case killed(program: String, signal: Int32)
    /// The address is not one a browser opens (`http://`, `https://`).
    case unsupportedAddress

    /// The problem of `outcome`, nil when the browser was opened. A program is named by its last
    /// path component: `$BROWSER` may hold a path the person would rather not see repeated.
    init?(_ outcome: BrowserLaunchOutcome) {
        switch outcome {
        case .opened: return nil
        case .unsupportedURL: self = .unsupportedAddress
        case .couldNotStart(let program, _): self = .couldNotStart(program: Self.name(of: program))
        case .failed(let program, let status):
            self = .failed(program: Self.name(of: program), exitStatus: status)
        case .killed(let program, let signal): self = .killed(program: Self.name(of: program), signal: signal)
        }
    }

    private static func name(of program: String) -> String {
        program.split(separator: "/").last.map(String.init) ?? program
    }
}
