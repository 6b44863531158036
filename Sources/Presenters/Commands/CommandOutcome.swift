/// How a one-shot command ended, as its presenter judges it; `App` maps it to the documented exit
/// status.
package enum CommandOutcome: Equatable, Sendable {
    /// It did what it was asked.
    case done
    /// It could not: the home, the server or the profile would not let it (exit status 1).
    case failed
    /// What it was given cannot be used as given, as a bad command line cannot (exit status 2).
    case refused
}
