import Interactors
import Presenters

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
        guard let settings = shared.engineSettings(usesServer: false) else { return ExitStatus.failure }
        let profiles: [RegisteredProfile]
        do throws(AppError) {
            profiles = try RegisteredProfileReader(settings: settings).profiles()
        } catch {
            ProcessIO.writeErrorLine(
                "\(CommandTable.programName) \(Self.declaration.name): \(ErrorPresentation(error).message)")
            return ExitStatus.failure
        }
        let words = profiles.flatMap { [$0.id.rawValue, $0.email] }.filter(Self.isCompletable)
        ProcessIO.writeOutput(words.map { $0 + "\n" }.joined())
        return ExitStatus.success
    }

    /// Whether a shell may be offered `word` as it is: letters, digits and `@._+-` only, not first
    /// a dash. Anything else (a quote, a `$`, a space, a control character) could be read by the
    /// shell as more than a word, so it is left out; it can still be typed.
    static func isCompletable(_ word: String) -> Bool {
        guard let first = word.unicodeScalars.first, first != "-" else { return false }
        return word.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || "@._+-".unicodeScalars.contains(scalar))
        }
    }
}
