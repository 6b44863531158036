import Interactors

// `clock`, `faults` and `simulate`: the controls of the home's simulated time, fault plan and
// attacks (docs/SIMULATION.md).

extension CommandLineParser {
    /// The simulation subcommand `name` (`clock`, `faults` or `simulate`), its name already read.
    static func parseSimulation(_ name: String, _ reader: inout ArgumentReader) throws(UsageError) -> Command
    {
        switch name {
        case "clock": try parseClock(&reader)
        case "faults": try parseFaults(&reader)
        default: try parseSimulate(&reader)
        }
    }

    /// `clock [advance DURATION | reset] [--home DIR]`.
    static func parseClock(_ reader: inout ArgumentReader) throws(UsageError) -> Command {
        var action: ClockOptions.Action?
        var home: String?
        while let argument = reader.peek() {
            if argument == "-h" { return .help }
            if !argument.hasPrefix("--") {
                reader.skip()
                guard action == nil else { throw UsageError(message: "unexpected argument '\(argument)'") }
                switch argument {
                case "advance":
                    guard let duration = reader.peek() else {
                        throw UsageError(
                            message: "clock advance needs a duration, such as 90s, 14m, 2h or 31d")
                    }
                    reader.skip()
                    action = .advance(seconds: try DurationText.seconds(duration))
                case "reset": action = .reset
                default:
                    throw UsageError(message: "unknown clock action '\(argument)': expected advance or reset")
                }
                continue
            }
            guard let (name, inlineValue) = try reader.nextOption() else { break }
            switch name {
            case "--help": return .help
            case "--home": home = try homeValue(&reader, inline: inlineValue)
            default: throw UsageError(message: "unknown option '\(name)' for clock")
            }
        }
        return .clock(ClockOptions(action: action ?? .show, home: home))
    }

    /// `faults [add 'METHOD /path' (--status CODE | --unreachable | --slow SECONDS | --malformed)
    /// [--times N] | clear] [--home DIR]`.
    static func parseFaults(_ reader: inout ArgumentReader) throws(UsageError) -> Command {
        var verb: String?
        var route: String?
        var kinds: [PlannedFault.Kind] = []
        var times: Int?
        var home: String?
        while let argument = reader.peek() {
            if argument == "-h" { return .help }
            if !argument.hasPrefix("--") {
                reader.skip()
                switch (verb, route) {
                case (nil, _) where argument == "add" || argument == "clear": verb = argument
                case (nil, _):
                    throw UsageError(message: "unknown faults action '\(argument)': expected add or clear")
                case ("add", nil): route = argument
                default: throw UsageError(message: "unexpected argument '\(argument)'")
                }
                continue
            }
            guard let (name, inlineValue) = try reader.nextOption() else { break }
            switch name {
            case "--help": return .help
            case "--home": home = try homeValue(&reader, inline: inlineValue)
            case "--status":
                let value = try reader.value(for: name, inline: inlineValue)
                guard let code = Int(value), (400...599).contains(code) else {
                    throw UsageError(message: "invalid value '\(value)' for --status: expected 400 to 599")
                }
                kinds.append(.status(code))
            case "--unreachable", "--malformed":
                try reader.refuseValue(for: name, inline: inlineValue)
                kinds.append(name == "--unreachable" ? .unreachable : .malformed)
            case "--slow":
                let value = try reader.value(for: name, inline: inlineValue)
                kinds.append(.slow(milliseconds: try slowDelay(value)))
            case "--times":
                let value = try reader.value(for: name, inline: inlineValue)
                guard let count = Int(value), (1...PlannedFault.maximumTimes).contains(count) else {
                    throw UsageError(
                        message:
                            "invalid value '\(value)' for --times: expected a whole number from 1 to \(PlannedFault.maximumTimes)"
                    )
                }
                times = count
            default: throw UsageError(message: "unknown option '\(name)' for faults")
            }
        }
        return .faults(
            FaultsOptions(
                action: try faultsAction(verb: verb, route: route, kinds: kinds, times: times), home: home))
    }

    private static func faultsAction(
        verb: String?, route: String?, kinds: [PlannedFault.Kind], times: Int?
    ) throws(UsageError) -> FaultsOptions.Action {
        guard verb == "add" else {
            guard kinds.isEmpty, times == nil else {
                throw UsageError(
                    message: "--status, --unreachable, --slow, --malformed and --times go with faults add")
            }
            return verb == "clear" ? .clear : .show
        }
        guard let route else {
            throw UsageError(message: "faults add needs a route, such as 'POST /v1/auth/refresh'")
        }
        guard kinds.count == 1, let kind = kinds.first else {
            throw UsageError(
                message: "faults add needs one of --status CODE, --unreachable, --slow SECONDS or --malformed"
            )
        }
        let parts = route.split(separator: " ", omittingEmptySubsequences: true)
        guard parts.count == 2, parts[1].hasPrefix("/") else {
            throw UsageError(
                message: "invalid route '\(route)': expected 'METHOD /path', such as 'POST /v1/auth/refresh'")
        }
        do {
            return .add(
                try PlannedFault(
                    method: String(parts[0]), path: String(parts[1]), kind: kind, remaining: times ?? 1))
        } catch {
            switch error {
            case .unknownMethod:
                throw UsageError(message: "invalid route '\(route)': the method must be GET, POST or DELETE")
            case .unknownRoute:
                throw UsageError(
                    message:
                        "unknown route '\(route)': the server has no such route (docs/SIMULATION.md lists them)"
                )
            case .timesOutOfRange, .statusOutOfRange, .delayOutOfRange:
                // The options were checked above against the same bounds.
                throw UsageError(message: "invalid fault for '\(route)'")
            }
        }
    }

    /// `--slow`'s seconds (decimals allowed, as `0.5`) in milliseconds.
    private static func slowDelay(_ value: String) throws(UsageError) -> Int64 {
        let maximumSeconds = PlannedFault.maximumDelayMilliseconds / 1000
        guard let seconds = Double(value), seconds.isFinite, seconds > 0, seconds <= Double(maximumSeconds),
            Int64((seconds * 1000).rounded()) > 0
        else {
            throw UsageError(
                message:
                    "invalid value '\(value)' for --slow: expected seconds, more than 0 and at most \(maximumSeconds)"
            )
        }
        return Int64((seconds * 1000).rounded())
    }

    /// `simulate stolen-refresh-token --profile P [--home DIR]`.
    static func parseSimulate(_ reader: inout ArgumentReader) throws(UsageError) -> Command {
        var attack: SimulateOptions.Attack?
        var profile: String?
        var home: String?
        while let argument = reader.peek() {
            if argument == "-h" { return .help }
            if !argument.hasPrefix("--") {
                reader.skip()
                guard attack == nil else { throw UsageError(message: "unexpected argument '\(argument)'") }
                guard let known = SimulateOptions.Attack(rawValue: argument) else {
                    throw UsageError(
                        message: "unknown simulation '\(argument)': expected stolen-refresh-token")
                }
                attack = known
                continue
            }
            guard let (name, inlineValue) = try reader.nextOption() else { break }
            switch name {
            case "--help": return .help
            case "--home": home = try homeValue(&reader, inline: inlineValue)
            case "--profile":
                let value = try reader.value(for: name, inline: inlineValue)
                guard !value.isEmpty else {
                    throw UsageError(message: "--profile needs a profile id or email")
                }
                profile = value
            default: throw UsageError(message: "unknown option '\(name)' for simulate")
            }
        }
        guard let attack else { throw UsageError(message: "simulate needs an attack: stolen-refresh-token") }
        guard let profile else {
            throw UsageError(message: "simulate \(attack.rawValue) needs --profile P (a profile id or email)")
        }
        return .simulate(SimulateOptions(attack: attack, profile: profile, home: home))
    }
}
