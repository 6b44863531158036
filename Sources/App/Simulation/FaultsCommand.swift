import DI
import Interactors
import Presenters

/// `viper-auth faults`: the faults in force on the home, with what is left of each.
struct FaultsCommand: Command {
    static let declaration = CommandDeclaration(
        name: "faults", summary: "the home's fault plan", usage: .nothing,
        details: """
            Faults the app's in-process transport plays on matching requests, each used up after
            --times requests; the client's real retry and session policy acts on them, and --trace
            shows every attempt. See docs/SIMULATION.md.

            A running viper-auth server plays the fault plan of its own home on the requests it
            serves: with --server URL (or VIPER_AUTH_SERVER) these commands show and change that
            server's plan. No fault applies to the server's simulation routes themselves.
            """,
        subcommands: [FaultsAddCommand.self, FaultsClearCommand.self])
}

extension FaultsCommand {
    init(_ arguments: ParsedArguments) {}

    @MainActor func run(_ shared: SharedOptions) async -> Int32 {
        ExitStatus.of(await shared.runner().faults(.list))
    }
}

/// `viper-auth faults add 'METHOD /path' KIND [--times N]`.
struct FaultsAddCommand: Command {
    /// A route the server answers, as `'POST /v1/auth/refresh'` writes it.
    struct Route: Equatable, Sendable {
        let method: String
        let path: String

        /// The route of `text`, or nil when it is not `METHOD /path` for a route the server answers.
        init?(_ text: String) {
            let parts = text.split(separator: " ")
            guard parts.count == 2, parts[1].hasPrefix("/"),
                (try? PlannedFault(
                    method: String(parts[0]), path: String(parts[1]), kind: .unreachable, remaining: 1))
                    != nil
            else { return nil }
            method = String(parts[0])
            path = String(parts[1])
        }
    }

    static let route = Argument<Route>.operand(
        "ROUTE", expected: "'METHOD /path' of a route the server answers, such as 'POST /v1/auth/refresh'",
        help: "The route, quoted: 'POST /v1/auth/refresh' (docs/SIMULATION.md lists them).",
        read: Route.init
    ).completing(.words(PlannedFault.routes))
    static let status = Argument<Int>.option(
        "--status", "CODE", expected: "an HTTP status from 400 to 599",
        help: "Answer with this status (and the error body the server sends with it)."
    ) { text in
        Int(text).flatMap { (400...599).contains($0) ? $0 : nil }
    }
    static let unreachable = Argument<Bool>.flag(
        "--unreachable", help: "No answer: the server cannot be reached.")
    static let slow = Argument<Int64>.option(
        "--slow", "SECONDS",
        expected: "seconds, more than 0 and at most \(PlannedFault.maximumDelayMilliseconds / 1000)",
        help: "Answer after this long (decimals allowed, such as 1.5)."
    ) { text in
        guard let seconds = Double(text), seconds.isFinite,
            seconds <= Double(PlannedFault.maximumDelayMilliseconds / 1000)
        else { return nil }
        let milliseconds = Int64((seconds * 1000).rounded())
        return milliseconds > 0 ? milliseconds : nil
    }
    static let malformed = Argument<Bool>.flag(
        "--malformed", help: "Answer 200 with a body that is not JSON.")
    static let times = Argument<Int>.option(
        "--times", "N", expected: "a whole number from 1 to \(PlannedFault.maximumTimes)",
        help: "How many matching requests it applies to (default 1)."
    ) { text in
        Int(text).flatMap { (1...PlannedFault.maximumTimes).contains($0) ? $0 : nil }
    }

    static let declaration = CommandDeclaration(
        name: "add", summary: "make the next request(s) to a route fail",
        usage: .sequence([
            .required(route),
            .alternatives([.required(status), .required(unreachable), .required(slow), .required(malformed)]),
            .optional(times),
        ]))

    /// The fault, checked against the server's routes.
    var fault: PlannedFault
}

extension FaultsAddCommand {
    init(_ arguments: ParsedArguments) throws(UsageError) {
        let route = try arguments.required(Self.route)
        let kind: PlannedFault.Kind
        if let code = arguments[Self.status] {
            kind = .status(code)
        } else if let milliseconds = arguments[Self.slow] {
            kind = .slow(milliseconds: milliseconds)
        } else {
            kind = arguments.has(Self.unreachable) ? .unreachable : .malformed
        }
        let checked: PlannedFault
        do {
            checked = try PlannedFault(
                method: route.method, path: route.path, kind: kind, remaining: arguments[Self.times] ?? 1)
        } catch {
            // Each part was checked by its declaration against the same bounds.
            throw UsageError("invalid fault for '\(route.method) \(route.path)'")
        }
        fault = checked
    }

    @MainActor func run(_ shared: SharedOptions) async -> Int32 {
        ExitStatus.of(await shared.runner().faults(.add(fault)))
    }
}

/// `viper-auth faults clear`.
struct FaultsClearCommand: Command {
    static let declaration = CommandDeclaration(
        name: "clear", summary: "remove every fault", usage: .nothing)
}

extension FaultsClearCommand {
    init(_ arguments: ParsedArguments) {}

    @MainActor func run(_ shared: SharedOptions) async -> Int32 {
        ExitStatus.of(await shared.runner().faults(.clear))
    }
}
