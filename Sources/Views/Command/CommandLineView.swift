import Presenters

/// A one-shot command's view, less what only its command shows: it prints the verbs every
/// command's view interface shares (`CommandViewInterface`) to a `CommandOutput`, each line
/// escaped, since results and failures quote names, messages and a server's words.
///
/// A command's view subclasses it, owns its presenter and hands it the run's request.
@MainActor
package class CommandLineView: CommandViewInterface {
    /// Where the lines go: the process's streams, or a recording in tests.
    let output: any CommandOutput

    /// A view printing to `output`.
    init(output: any CommandOutput) {
        self.output = output
    }

    /// Prints `line`, escaped, on standard output.
    package func showResult(_ line: String) {
        output.writeLine(line, to: .standardOutput)
    }

    /// Prints `line`, escaped, on standard error.
    package func showNote(_ line: String) {
        output.writeLine(line, to: .standardError)
    }

    /// Prints `line`, escaped, on standard error.
    package func showFailure(_ line: String) {
        output.writeLine(line, to: .standardError)
    }
}
