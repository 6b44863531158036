import Interactors

/// The JSON of `viper-auth status --json`: one line (the view ends it), keys in a fixed order,
/// times as seconds since the epoch. Documented in docs/STATUS.md; a change there is a change here and in its tests.
enum StatusJSON {
    static func render(_ report: StatusReport) -> String {
        let profiles = report.profiles.map(profile).joined(separator: ",")
        return "{\"checkedAt\":\(report.checkedAt),\"profiles\":[\(profiles)],"
            + "\"simulation\":\(simulation(report.simulation))}"
    }

    private static func simulation(_ simulation: SimulationStatus) -> String {
        let offset = (try? simulation.clockOffsetSeconds.get()).map { "\($0)" } ?? "null"
        let faults =
            (try? simulation.faults.get()).map { "[\($0.map(fault).joined(separator: ","))]" } ?? "null"
        return "{\"clockOffsetSeconds\":\(offset),\"faults\":\(faults)}"
    }

    private static func fault(_ fault: PlannedFault) -> String {
        let kind: String
        switch fault.kind {
        case .status(let code): kind = "\"kind\":\"status\",\"status\":\(code)"
        case .unreachable: kind = "\"kind\":\"unreachable\""
        case .slow(let milliseconds): kind = "\"kind\":\"slow\",\"delayMilliseconds\":\(milliseconds)"
        case .malformed: kind = "\"kind\":\"malformed\""
        }
        return "{\"method\":\(string(fault.method)),\"path\":\(string(fault.path)),\(kind),"
            + "\"remaining\":\(fault.remaining)}"
    }

    private static func profile(_ status: ProfileStatus) -> String {
        let authenticators = status.authenticators.map(string).joined(separator: ",")
        return "{\"id\":\(string(status.profile.id.rawValue)),\"email\":\(string(status.profile.email)),"
            + "\"name\":\(string(status.profile.fullName)),\"authenticators\":[\(authenticators)],"
            + "\"preferred\":\(string(status.preferredAuthenticator)),"
            + "\"session\":\(session(status.session)),\"pendingRequests\":\(pending(status.pendingRequests))}"
    }

    private static func session(_ session: UserSession?) -> String {
        guard let session else { return "null" }
        return "{\"active\":true,\"expiresAt\":\(session.expiresAt),\"role\":\(string(session.roleName)),"
            + "\"school\":\(string(session.schoolName)),\"unit\":\(string(session.academicUnitName))}"
    }

    private static func pending(_ result: Result<[PushRequest], AppError>) -> String {
        guard case .success(let requests) = result else { return "null" }
        let items = requests.map { request in
            "{\"id\":\(string(request.id)),"
                + "\"kind\":\(string(request.isOneTimePassword ? "otp" : "confirmation")),"
                + "\"message\":\(string(request.message)),\"createdAt\":\(request.createdAt),"
                + "\"expiresAt\":\(request.expiresAt)}"
        }
        return "[\(items.joined(separator: ","))]"
    }

    /// The letters of the short escapes JSON has for line feed, carriage return and tab.
    private static let shortEscapes: [UInt32: String] = [0x0A: "n", 0x0D: "r", 0x09: "t"]

    /// A JSON string: quotes, backslashes and control characters escaped; other text as UTF-8.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            if let letter = shortEscapes[scalar.value] {
                result += "\\" + letter
                continue
            }
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
