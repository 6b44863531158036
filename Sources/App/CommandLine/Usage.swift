/// What a command takes, as its usage line writes it: which arguments are required, optional, or
/// alternatives of one another. The parser checks a command line against it and the help prints
/// it, so `push --profile P (--message M [--wait S] | --otp)` is both the rule and its picture.
indirect enum Usage: Sendable {
    /// Nothing besides the shared options.
    case nothing
    /// One argument that must be given.
    case argument(ArgumentDeclaration)
    /// A part that may be left out; given in part, it must be given whole.
    case optionalPart(Usage)
    /// Parts that all apply, in the order the usage line shows them.
    case sequence([Usage])
    /// Exactly one of these parts.
    case alternatives([Usage])

    /// `argument`, required.
    static func required<Value>(_ argument: Argument<Value>) -> Usage { .argument(argument.declaration) }

    /// `argument`, optional: `[--wait S]`.
    static func optional<Value>(_ argument: Argument<Value>) -> Usage {
        .optionalPart(.argument(argument.declaration))
    }

    /// `part`, optional.
    static func optional(_ part: Usage) -> Usage { .optionalPart(part) }

    /// Every argument, in the order of the usage line.
    var arguments: [ArgumentDeclaration] {
        switch self {
        case .nothing: []
        case .argument(let argument): [argument]
        case .optionalPart(let part): part.arguments
        case .sequence(let parts), .alternatives(let parts): parts.flatMap(\.arguments)
        }
    }

    /// The usage line: `--profile P (--message M [--wait S] | --otp)`.
    var synopsis: String { synopsis(inBrackets: false) }

    private func synopsis(inBrackets: Bool) -> String {
        switch self {
        case .nothing: ""
        case .argument(let argument): argument.synopsis
        case .optionalPart(let part): "[\(part.synopsis(inBrackets: true))]"
        case .sequence(let parts): parts.map { $0.synopsis(inBrackets: false) }.joined(separator: " ")
        case .alternatives(let parts):
            inBrackets
                ? parts.map(\.synopsis).joined(separator: " | ")
                : "(\(parts.map(\.synopsis).joined(separator: " | ")))"
        }
    }

    /// Refuses a command line whose `given` arguments (by name) do not fit, with one line naming
    /// `command`; messages such as "push needs --message M or --otp" come from the usage itself.
    func check(given: Set<String>, command: String) throws(UsageError) {
        switch self {
        case .nothing: return
        case .argument(let argument):
            if !given.contains(argument.name) { throw Self.missing(argument, of: command) }
        case .optionalPart(let part):
            if part.isGiven(in: given) { try part.check(given: given, command: command) }
        case .sequence(let parts):
            for part in parts { try part.check(given: given, command: command) }
        case .alternatives(let parts):
            try checkAlternatives(parts, given: given, command: command)
        }
    }

    /// The line for a required `argument` that `command` was not given.
    static func missing(_ argument: ArgumentDeclaration, of command: String) -> UsageError {
        switch argument.form {
        case .flag, .flagOrValue: UsageError("\(command) needs \(argument.name)")
        case .option: UsageError("\(command) needs \(argument.synopsis) (\(argument.expected))")
        case .operand: UsageError("\(command) needs \(argument.expected)")
        }
    }

    private func checkAlternatives(_ parts: [Usage], given: Set<String>, command: String) throws(UsageError) {
        // An alternative is chosen by its required arguments; its optional ones alone choose nothing.
        let chosen = parts.indices.filter { index in
            parts[index].requiredArguments.contains { given.contains($0.name) }
        }
        guard let choice = chosen.first else {
            let ways = parts.map { $0.requiredArguments.map(\.neededForm).joined(separator: " ") }
            throw UsageError("\(command) needs \(EnglishList.or(ways))")
        }
        guard chosen.count == 1 else {
            let mentions = chosen.map { parts[$0].mentions }
            throw UsageError(
                chosen.count == 2
                    ? "\(command) takes \(EnglishList.or(mentions)), not both"
                    : "\(command) takes only one of \(EnglishList.and(mentions))")
        }
        for (index, part) in parts.enumerated() where index != choice {
            if let stray = part.arguments.first(where: { given.contains($0.name) }) {
                throw UsageError("\(stray.mention) goes with \(part.mentions), not \(parts[choice].mentions)")
            }
        }
        try parts[choice].check(given: given, command: command)
    }

    /// The required arguments of an alternative as a message names them: `--message`, `a URL`.
    private var mentions: String { requiredArguments.map(\.mention).joined(separator: " ") }

    private func isGiven(in given: Set<String>) -> Bool {
        arguments.contains { given.contains($0.name) }
    }

    /// The arguments that must be given when this part is: what names an alternative.
    private var requiredArguments: [ArgumentDeclaration] {
        switch self {
        case .nothing, .optionalPart: []
        case .argument(let argument): [argument]
        case .sequence(let parts): parts.flatMap(\.requiredArguments)
        case .alternatives: []
        }
    }
}

extension ArgumentDeclaration {
    /// How "needs A or B" writes it: `--message M`, `--otp`, `a URL`.
    fileprivate var neededForm: String { form == .operand ? expected : synopsis }
}
