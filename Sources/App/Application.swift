import Presenters

/// The documented exit statuses (also in `--help` and the README).
enum ExitStatus {
    /// Quit, or input ended after the current engine flow was cancelled.
    static let success: Int32 = 0
    /// The home directory could not be used (also when input ends at the start-up error screen).
    static let failure: Int32 = 1
    /// A bad command line.
    static let usage: Int32 = 2
    /// `push --wait`: the app denied the request (or a wrong PIN or code denied it).
    static let pushDenied: Int32 = 3
    /// `push --wait`: the request expired unanswered.
    static let pushExpired: Int32 = 4
    /// `push --wait`: the wait ended before an answer; the request is still pending.
    static let pushUnanswered: Int32 = 5

    /// The status of a one-shot command that ended as `outcome`.
    static func of(_ outcome: CommandOutcome) -> Int32 {
        switch outcome {
        case .done: success
        case .failed: failure
        case .refused: usage
        }
    }

    /// The status of `push` ended as `outcome`: with `--wait`, the app's answer has its own.
    static func of(_ outcome: PushCommandOutcome) -> Int32 {
        switch outcome {
        case .done: success
        case .denied: pushDenied
        case .expired: pushExpired
        case .unanswered: pushUnanswered
        case .failed: failure
        case .refused: usage
        }
    }
}

/// Runs what the command line asks for: a command from the table, help or the version.
@MainActor
enum Application {
    static func run(arguments: [String]) async -> Int32 {
        let invocation: Invocation
        do {
            invocation = try CommandLineParser.parse(arguments)
        } catch {
            // The message may quote an argument: escaped, then the hint, in one write.
            ProcessIO.writeErrorLines([
                "\(CommandTable.programName): \(error)", HelpText.usageHint(for: error.command),
            ])
            return ExitStatus.usage
        }
        switch invocation {
        case .help(let path):
            ProcessIO.writeOutput(HelpText.help(for: path) + "\n")
            return ExitStatus.success
        case .version:
            ProcessIO.writeOutput(HelpText.version + "\n")
            return ExitStatus.success
        case .run(let command, let shared):
            return await command.run(shared)
        }
    }
}
