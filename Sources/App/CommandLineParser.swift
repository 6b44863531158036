import Interactors
import Router

/// Turns the arguments (without the program name) into a `Command`, or a one-line `UsageError`.
///
/// Options take their value as the next argument or after `=` (`--home DIR`, `--home=DIR`).
/// Options of the interactive app are refused after a subcommand, and the other way round; the
/// shared options (`--home`, `--no-color`) may also come before the subcommand, as in git.
enum CommandLineParser {
    /// The words that name a subcommand rather than start the interactive app.
    static let subcommands: Set = ["graph", "browser", "push", "status", "clock", "faults", "simulate"]

    static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        var reader = ArgumentReader(movingSharedOptionsAfterSubcommand(arguments))
        guard let first = reader.peek() else { return .interactive(InteractiveOptions()) }
        switch first {
        case "graph":
            reader.skip()
            return try parseGraph(&reader)
        case "browser":
            reader.skip()
            return try parseBrowser(&reader)
        case "push":
            reader.skip()
            return try parsePush(&reader)
        case "status":
            reader.skip()
            return try parseStatus(&reader)
        case "clock", "faults", "simulate":
            reader.skip()
            return try parseSimulation(first, &reader)
        default:
            if !first.hasPrefix("-") {
                throw UsageError(message: "unknown command '\(first)'")
            }
            return try parseInteractive(&reader)
        }
    }

    /// `--home DIR status` reads as `status --home DIR`: each subcommand's parser then checks the
    /// shared options as its own, so one it does not take is refused the same way in either place.
    static func movingSharedOptionsAfterSubcommand(_ arguments: [String]) -> [String] {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--home" {
                index += 2
            } else if argument.hasPrefix("--home=") || argument == "--no-color" {
                index += 1
            } else {
                break
            }
        }
        guard index > 0, index < arguments.count, subcommands.contains(arguments[index]) else {
            return arguments
        }
        return [arguments[index]] + arguments[(index + 1)...] + arguments[..<index]
    }

    private static func parseInteractive(_ reader: inout ArgumentReader) throws(UsageError) -> Command {
        var options = InteractiveOptions()
        while let (name, inlineValue) = try reader.nextOption() {
            switch name {
            case "--help", "-h": return .help
            case "--version": return .version
            case "--home":
                let value = try reader.value(for: name, inline: inlineValue)
                guard !value.isEmpty else { throw UsageError(message: "--home needs a directory") }
                options.home = value
            case "--env":
                let value = try reader.value(for: name, inline: inlineValue)
                guard let environment = AppEnvironment(rawValue: value) else {
                    throw UsageError(
                        message: "invalid value '\(value)' for --env: expected dev, staging or prod")
                }
                options.environment = environment
            case "--trace":
                try reader.refuseValue(for: name, inline: inlineValue)
                options.trace = true
            case "--no-color":
                try reader.refuseValue(for: name, inline: inlineValue)
                options.noColor = true
            default:
                throw UsageError(message: "unknown option '\(name)'")
            }
        }
        return .interactive(options)
    }

    private static func parseGraph(_ reader: inout ArgumentReader) throws(UsageError) -> Command {
        var format = GraphFormat.mermaid
        while let (name, inlineValue) = try reader.nextOption() {
            switch name {
            case "--help", "-h": return .help
            case "--format":
                let value = try reader.value(for: name, inline: inlineValue)
                guard let parsed = GraphFormat(rawValue: value) else {
                    throw UsageError(
                        message: "invalid value '\(value)' for --format: expected mermaid or dot")
                }
                format = parsed
            default:
                throw UsageError(message: "unknown option '\(name)' for graph")
            }
        }
        return .graph(format)
    }
}
