import Interactors

/// The line a one-shot command prints on standard error when it fails: the program and the
/// command's words, then why, from the error's presentation (`viper-auth clock: …`).
enum CommandFailureText {
    /// The program's name, as every command's failure line starts.
    static let program = "viper-auth"

    /// `viper-auth <command>: <the error's message>`.
    static func line(command: String, _ error: AppError) -> String {
        line(command: command, ErrorPresentation(error).message)
    }

    /// `viper-auth <command>: <reason>`; a reason after the colon starts in lower case.
    static func line(command: String, _ reason: String) -> String {
        "\(program) \(command): \(reason)"
    }
}
