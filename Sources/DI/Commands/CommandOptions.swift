/// The shared options of the command line (`--home`, `--server`, `--no-color`) and the
/// environment, as every command module is built on them.
package struct CommandOptions: Sendable {
    /// `--home DIR`; nil finds the home from the environment.
    package var home: String?
    /// `--server URL`, else the environment variable that stands for it; nil for none.
    package var server: String?
    /// The environment variable that stands for `--server` (a bad one is reported by its name).
    package var serverVariable: String
    /// What `--server` accepts, in the words its declaration uses.
    package var serverExpected: String
    /// `--no-color`: no colour even on a terminal.
    package var noColor: Bool
    /// The process's environment.
    package var environment: [String: String]

    /// The options as the command line gave them.
    package init(
        home: String?, server: String?, serverVariable: String, serverExpected: String, noColor: Bool,
        environment: [String: String]
    ) {
        self.home = home
        self.server = server
        self.serverVariable = serverVariable
        self.serverExpected = serverExpected
        self.noColor = noColor
        self.environment = environment
    }
}
