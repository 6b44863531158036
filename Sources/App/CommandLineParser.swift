import Interactors
import Router

/// Turns the arguments (without the program name) into a `Command`, or a one-line `UsageError`.
///
/// Options take their value as the next argument or after `=` (`--home DIR`, `--home=DIR`).
/// Options of the interactive app are refused after a subcommand, and the other way round; the
/// shared options (`--home`, `--no-color`) may also come before the subcommand, as in git.
enum CommandLineParser {
    /// The words that name a subcommand rather than start the interactive app.
    static let subcommands: Set = ["graph", "browser", "push", "status"]

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

// MARK: Companion commands

extension CommandLineParser {
    /// The longest `--wait`: an hour (a request's time to live is minutes).
    static let maximumWait = 3600.0

    fileprivate static func parsePush(_ reader: inout ArgumentReader) throws(UsageError) -> Command {
        var home: String?
        var profile: String?
        var message: String?
        var wait: Double?
        var otp = false
        while let (name, inlineValue) = try reader.nextOption() {
            switch name {
            case "--help", "-h": return .help
            case "--home": home = try homeValue(&reader, inline: inlineValue)
            case "--profile":
                let value = try reader.value(for: name, inline: inlineValue)
                guard !value.isEmpty else {
                    throw UsageError(message: "--profile needs a profile id or email")
                }
                profile = value
            case "--message":
                let value = try reader.value(for: name, inline: inlineValue)
                guard !value.isEmpty else { throw UsageError(message: "--message needs some text") }
                message = value
            case "--wait":
                let value = try reader.value(for: name, inline: inlineValue)
                guard let seconds = Double(value), seconds.isFinite, seconds > 0, seconds <= maximumWait
                else {
                    throw UsageError(
                        message:
                            "invalid value '\(value)' for --wait: expected seconds, more than 0 and at most 3600"
                    )
                }
                wait = seconds
            case "--otp":
                try reader.refuseValue(for: name, inline: inlineValue)
                otp = true
            default:
                throw UsageError(message: "unknown option '\(name)' for push")
            }
        }
        guard let profile else { throw UsageError(message: "push needs --profile P (a profile id or email)") }
        switch (message, otp) {
        case (.some, true):
            throw UsageError(message: "push takes --message or --otp, not both")
        case (nil, false):
            throw UsageError(message: "push needs --message M or --otp")
        case (nil, true):
            if wait != nil { throw UsageError(message: "--wait goes with --message, not --otp") }
            return .push(PushOptions(home: home, profile: profile, request: .oneTimePassword))
        case (.some(let message), false):
            return .push(
                PushOptions(
                    home: home, profile: profile, request: .confirmation(message: message, wait: wait)))
        }
    }

    fileprivate static func parseStatus(_ reader: inout ArgumentReader) throws(UsageError) -> Command {
        var options = StatusOptions()
        while let (name, inlineValue) = try reader.nextOption() {
            switch name {
            case "--help", "-h": return .help
            case "--home": options.home = try homeValue(&reader, inline: inlineValue)
            case "--json":
                try reader.refuseValue(for: name, inline: inlineValue)
                options.json = true
            default:
                throw UsageError(message: "unknown option '\(name)' for status")
            }
        }
        return .status(options)
    }

    private static func homeValue(_ reader: inout ArgumentReader, inline: String?) throws(UsageError)
        -> String
    {
        let value = try reader.value(for: "--home", inline: inline)
        guard !value.isEmpty else { throw UsageError(message: "--home needs a directory") }
        return value
    }
}

extension CommandLineParser {
    /// `browser [--home DIR] [--no-color] (<url> | --code)`.
    fileprivate static func parseBrowser(_ reader: inout ArgumentReader) throws(UsageError) -> Command {
        var url: String?
        var wantsCode = false
        var home: String?
        var noColor = false
        while let argument = reader.peek() {
            guard argument.hasPrefix("-"), argument.count > 1 else {
                reader.skip()
                guard url == nil else { throw UsageError(message: "unexpected argument '\(argument)'") }
                url = argument
                continue
            }
            guard let (name, inlineValue) = try reader.nextOption() else { break }
            switch name {
            case "--help", "-h": return .help
            case "--home":
                let value = try reader.value(for: name, inline: inlineValue)
                guard !value.isEmpty else { throw UsageError(message: "--home needs a directory") }
                home = value
            case "--no-color":
                try reader.refuseValue(for: name, inline: inlineValue)
                noColor = true
            case "--code":
                try reader.refuseValue(for: name, inline: inlineValue)
                wantsCode = true
            default:
                throw UsageError(message: "unknown option '\(name)' for browser")
            }
        }
        let target: BrowserOptions.Target
        switch (url, wantsCode) {
        case (let url?, false):
            guard !url.trimmingSpaces().isEmpty else { throw UsageError(message: "browser needs a URL") }
            target = .address(url.trimmingSpaces())
        case (nil, true): target = .registrationCode
        case (nil, false): throw UsageError(message: "browser needs a URL, or --code")
        case (.some, true): throw UsageError(message: "browser takes a URL or --code, not both")
        }
        return .browser(BrowserOptions(target: target, home: home, noColor: noColor))
    }
}

extension String {
    /// The text without surrounding spaces, tabs and newlines (a pasted URL often has them).
    fileprivate func trimmingSpaces() -> String {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return String(slice)
    }
}

/// Walks the arguments one at a time.
struct ArgumentReader {
    private var remaining: ArraySlice<String>

    init(_ arguments: [String]) {
        remaining = arguments[...]
    }

    func peek() -> String? { remaining.first }

    mutating func skip() {
        remaining = remaining.dropFirst()
    }

    /// The next option's name and its `=value`, nil when the arguments are used up; a bare word is
    /// refused, since no command takes positional arguments here.
    mutating func nextOption() throws(UsageError) -> (String, String?)? {
        guard let argument = remaining.first else { return nil }
        remaining = remaining.dropFirst()
        guard argument.hasPrefix("-"), argument.count > 1 else {
            throw UsageError(message: "unexpected argument '\(argument)'")
        }
        if let equals = argument.firstIndex(of: "=") {
            return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
        }
        return (argument, nil)
    }

    mutating func value(for name: String, inline: String?) throws(UsageError) -> String {
        if let inline { return inline }
        guard let value = remaining.first, !value.hasPrefix("--") else {
            throw UsageError(message: "\(name) needs a value")
        }
        remaining = remaining.dropFirst()
        return value
    }

    func refuseValue(for name: String, inline: String?) throws(UsageError) {
        if inline != nil { throw UsageError(message: "\(name) takes no value") }
    }
}
