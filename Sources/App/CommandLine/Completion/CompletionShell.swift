/// A shell `viper-auth completion` writes a script for.
enum CompletionShell: String, CaseIterable, Sendable {
    case bash
    case zsh
    case fish

    /// The completion script for this shell, from the command table.
    var script: String {
        let table = CompletionTable()
        return switch self {
        case .bash: BashCompletion.script(table)
        case .zsh: ZshCompletion.script(table)
        case .fish: FishCompletion.script(table)
        }
    }
}
