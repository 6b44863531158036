/// What shell completion offers for an argument's value, declared with the argument
/// (`.completing(.profiles)`), so the scripts `viper-auth completion` prints follow the table.
enum ValueCompletion: Sendable, Equatable {
    /// Nothing: the value is free text.
    case none
    /// These words: a choice's values, or examples of a valid value (`10m`).
    case words([String])
    /// A directory, as the shell completes paths.
    case directories
    /// A profile on the home the command line names, listed by the binary itself
    /// (`viper-auth __complete profiles`): the script never reads the home's files.
    case profiles
}
