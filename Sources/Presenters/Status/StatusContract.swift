/// How `viper-auth status` prints its report.
package enum StatusFormat: Equatable, Sendable {
    /// A block of lines per profile, for people.
    case text
    /// `--json`: one line of the JSON docs/STATUS.md documents.
    case json
}

/// What the Status presenter asks its view to print, besides the shared verbs.
@MainActor
package protocol StatusViewInterface: CommandViewInterface {
    /// Prints the report's `lines` on standard output, each escaped, in one write.
    func showReport(_ lines: [String])
    /// Prints `json`, which carries its own escaping, on standard output as it is.
    func showJSON(_ json: String)
}

/// What the Status view hands its presenter: the one request of the run.
@MainActor
package protocol StatusPresenting: AnyObject {
    /// Reads the home and prints the report in `format`.
    func run(_ format: StatusFormat) async -> CommandOutcome
}
