/// The home's simulated clock as stored in `<home>/simulation/clock.json`: how far ahead of real
/// time every reader of the home is. Only ever ahead: `clock advance` moves forward, `clock reset`
/// removes the document.
struct ClockDocument: StoredDocument, Equatable {
    static let schemaVersion = 1
    static let name = "clock.json"

    /// Seconds added to real time; never negative.
    var offsetSeconds: Int64

    func validate() throws(DocumentViolation) {
        guard offsetSeconds >= 0 else { throw DocumentViolation(field: "offsetSeconds") }
    }
}

/// The fault plan as stored in `<home>/simulation/faults.json`, in the order the faults were added.
struct FaultPlanDocument: StoredDocument, Equatable {
    static let schemaVersion = 1
    static let name = "faults.json"

    var faults: [StoredFault]

    func validate() throws(DocumentViolation) {
        for fault in faults {
            guard SimulatedFault(fault) != nil else { throw DocumentViolation(field: "faults") }
        }
    }
}

/// One fault as a flat record (a kind name and its one parameter), so the document reads plainly;
/// the simulation routes show the faults in force in the same shape.
struct StoredFault: Codable, Equatable, Sendable {
    var method: HTTPMethod
    var path: String
    /// `status`, `unreachable`, `slow` or `malformed`.
    var kind: String
    /// The status a `status` fault answers with.
    var status: Int?
    /// How long a `slow` fault holds the request, in milliseconds.
    var delayMilliseconds: Int64?
    /// Requests it still applies to; at least 1 (a used-up fault is removed).
    var remaining: Int

    init(_ fault: SimulatedFault) {
        method = fault.method
        path = fault.path
        remaining = fault.remaining
        switch fault.kind {
        case .status(let code):
            kind = "status"
            status = code
        case .unreachable: kind = "unreachable"
        case .slow(let milliseconds):
            kind = "slow"
            delayMilliseconds = milliseconds
        case .malformed: kind = "malformed"
        }
    }
}

extension SimulatedFault {
    /// The fault a stored record describes, or nil for one this build would never write.
    init?(_ stored: StoredFault) {
        guard
            let kind = FaultKind(
                named: stored.kind, status: stored.status, delayMilliseconds: stored.delayMilliseconds),
            let fault = try? SimulatedFault(
                method: stored.method, path: stored.path, kind: kind, remaining: stored.remaining)
        else { return nil }
        self = fault
    }
}

extension FaultKind {
    /// The kind a record names (`status`, `unreachable`, `slow`, `malformed`) with exactly the
    /// parameter it takes; nil for any other combination.
    init?(named name: String, status: Int?, delayMilliseconds: Int64?) {
        switch (name, status, delayMilliseconds) {
        case ("status", let code?, nil): self = .status(code)
        case ("unreachable", nil, nil): self = .unreachable
        case ("slow", nil, let milliseconds?): self = .slow(milliseconds: milliseconds)
        case ("malformed", nil, nil): self = .malformed
        default: return nil
        }
    }
}
