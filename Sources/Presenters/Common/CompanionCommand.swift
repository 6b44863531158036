/// A command the app prints for the person to run in a second terminal, such as
/// `viper-auth browser --home '/tmp/h' 'https://…'`.
///
/// It repeats the `--home` the app was started with, so the second terminal opens the same home,
/// and its `--server`, so it reaches the same server; every screen that prints such a command
/// words it here.
enum CompanionCommand {
    /// `viper-auth <words>`, then `--home <homeOption>` when the app was given one, `--server
    /// <serverOption>` when it uses a server, then each of `arguments` quoted for the shell.
    static func line(
        _ words: [String], homeOption: String?, serverOption: String? = nil, arguments: [String] = []
    ) -> String {
        let home = homeOption.map { ["--home", shellQuoted($0)] } ?? []
        let server = serverOption.map { ["--server", shellQuoted($0)] } ?? []
        return (["viper-auth"] + words + home + server + arguments.map(shellQuoted)).joined(separator: " ")
    }

    /// `text` in single quotes for a POSIX shell (a URL holds `&` and `?`, a path may hold spaces).
    static func shellQuoted(_ text: String) -> String {
        "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
