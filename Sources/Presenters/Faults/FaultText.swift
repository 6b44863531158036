import Interactors

/// What `viper-auth faults` prints, and how `status` lists the faults in force.
enum FaultText {
    /// The command's words, as its failures name it: `faults add`.
    static func command(_ request: FaultsRequest) -> String {
        switch request {
        case .list: "faults"
        case .add: "faults add"
        case .clear: "faults clear"
        }
    }

    static func faults(_ faults: [PlannedFault]) -> [String] {
        guard !faults.isEmpty else { return ["No faults in force."] }
        return ["Faults in force (\(faults.count)); the first that matches a request applies:"]
            + faults.map { "  \($0.method) \($0.path): \(effect($0.kind)), \(moreTimes($0.remaining))" }
    }

    static func added(_ fault: PlannedFault) -> String {
        "Fault added: \(fault.method) \(fault.path) \(effect(fault.kind)) for the next "
            + (fault.remaining == 1 ? "request." : "\(fault.remaining) requests.")
    }

    static let cleared = "Faults cleared: requests reach the server as usual."

    /// What a fault does to a request.
    static func effect(_ kind: PlannedFault.Kind) -> String {
        switch kind {
        case .status(let code): "answers \(code)"
        case .unreachable: "cannot be reached"
        case .slow(let milliseconds): "answers after \(seconds(milliseconds))"
        case .malformed: "answers 200 with a body that is not JSON"
        }
    }

    private static func moreTimes(_ count: Int) -> String {
        count == 1 ? "1 more time" : "\(count) more times"
    }

    private static func seconds(_ milliseconds: Int64) -> String {
        milliseconds % 1000 == 0 ? "\(milliseconds / 1000)s" : "\(Double(milliseconds) / 1000)s"
    }
}
