import DI

/// `viper-auth __complete profiles`: what the completion scripts ask the binary for at a Tab, one
/// candidate a line, so they never read the home's files themselves. Hidden: the scripts call it,
/// not a person.
struct CompleteCommand: Command {
    /// What a script asks for.
    enum Candidates: String, CaseIterable, Sendable {
        /// The ids and account emails of the profiles on the home (`--profile`).
        case profiles
    }

    static let candidates = Argument<Candidates>.operand(
        "WHAT", expected: EnglishList.or(Candidates.allCases.map(\.rawValue)),
        help: "profiles: the id and the account email of each profile on the home, one a line.",
        read: Candidates.init(rawValue:)
    ).completing(.words(Candidates.allCases.map(\.rawValue)))

    static let declaration = CommandDeclaration(
        name: "__complete", summary: "candidates for shell completion", usage: .required(candidates),
        isHidden: true)

    /// What is listed.
    var candidates: Candidates
}

extension CompleteCommand {
    init(_ arguments: ParsedArguments) throws(UsageError) {
        candidates = try arguments.required(Self.candidates)
    }

    /// Prints the candidates; a failure is one line on standard error (which the scripts discard)
    /// and exit status 1.
    @MainActor func run(_ shared: SharedOptions) async -> Int32 {
        switch candidates {
        case .profiles: ExitStatus.of(shared.runner().completeProfiles())
        }
    }
}
