import AuthEngine

/// A fault in the home's plan, in the app's terms: the route, what happens to a request to it, and
/// how many more requests it applies to.
package struct PlannedFault: Equatable, Sendable {
    /// What happens to a matching request.
    package enum Kind: Equatable, Sendable {
        /// The answer is this status (400 to 599).
        case status(Int)
        /// No answer: the server cannot be reached.
        case unreachable
        /// The request waits this long, then goes through.
        case slow(milliseconds: Int64)
        /// The answer is not JSON.
        case malformed
    }

    /// The engine's fault, checked when it was made.
    let engineFault: SimulatedFault

    /// `GET`, `POST` or `DELETE`.
    package var method: String { engineFault.method.rawValue }
    /// The route's path, such as `/v1/auth/refresh`.
    package var path: String { engineFault.path }
    /// What happens.
    package var kind: Kind { Kind(engineFault.kind) }
    /// Matching requests it still applies to.
    package var remaining: Int { engineFault.remaining }

    /// A fault for the route `method path`, checked against the routes the server answers and the
    /// bounds of each part; `FaultProblem` says which part is wrong.
    package init(method: String, path: String, kind: Kind, remaining: Int) throws(FaultProblem) {
        guard let httpMethod = HTTPMethod(rawValue: method) else { throw .unknownMethod }
        // Made in a local first: a throw must leave no stored property half assigned.
        let checked: SimulatedFault
        do {
            checked = try SimulatedFault(
                method: httpMethod, path: path, kind: kind.engineKind, remaining: remaining)
        } catch {
            throw FaultProblem(error)
        }
        engineFault = checked
    }

    init(_ fault: SimulatedFault) {
        engineFault = fault
    }

    /// The longest `slow` fault, in milliseconds.
    package static let maximumDelayMilliseconds = SimulatedFault.maximumDelayMilliseconds
    /// The largest `--times`.
    package static let maximumTimes = SimulatedFault.maximumTimes

    /// Every route a fault may be planned for, as `METHOD /path` (`POST /v1/auth/refresh`).
    package static let routes = TokenServer.faultableRoutes.map { "\($0.method.rawValue) \($0.path)" }
}

extension PlannedFault.Kind {
    init(_ kind: FaultKind) {
        switch kind {
        case .status(let code): self = .status(code)
        case .unreachable: self = .unreachable
        case .slow(let milliseconds): self = .slow(milliseconds: milliseconds)
        case .malformed: self = .malformed
        }
    }

    var engineKind: FaultKind {
        switch self {
        case .status(let code): .status(code)
        case .unreachable: .unreachable
        case .slow(let milliseconds): .slow(milliseconds: milliseconds)
        case .malformed: .malformed
        }
    }
}

/// Which part of a fault is wrong.
package enum FaultProblem: Error, Equatable, Sendable {
    /// The method is not `GET`, `POST` or `DELETE`.
    case unknownMethod
    /// The server answers no such route.
    case unknownRoute
    /// `--times` is not 1 to `PlannedFault.maximumTimes`.
    case timesOutOfRange
    /// The status is not 400 to 599.
    case statusOutOfRange
    /// The delay is not more than 0 and at most `PlannedFault.maximumDelayMilliseconds`.
    case delayOutOfRange

    init(_ error: SimulatedFaultError) {
        switch error {
        case .unknownRoute: self = .unknownRoute
        case .timesOutOfRange: self = .timesOutOfRange
        case .statusOutOfRange: self = .statusOutOfRange
        case .delayOutOfRange: self = .delayOutOfRange
        }
    }
}
