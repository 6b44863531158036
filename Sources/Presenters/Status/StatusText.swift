import Interactors

/// The text of `viper-auth status`: one block per profile, times in UTC and relative to now.
///
/// Names, roles, schools and push messages come from elsewhere (a person, the server, files written
/// before their rules): the view escapes each line (`TerminalText`), so a control character in
/// any of them is shown, not obeyed. `--json` has its own escaping (`StatusJSON`).
enum StatusText {
    /// The report; the reset command it may print repeats `homeOption`, the `--home` given, or
    /// `serverOption`, the `--server` whose clock it shows.
    static func lines(of report: StatusReport, homeOption: String? = nil, serverOption: String? = nil)
        -> [String]
    {
        var lines = simulation(report.simulation, homeOption: homeOption, serverOption: serverOption)
        lines += report.removedProfiles.map(ProfileRemovalText.notice(for:))
        if !lines.isEmpty { lines.append("") }
        if report.profiles.isEmpty {
            lines.append("No profiles are registered on this device.")
        } else {
            lines.append("Profiles on this device (\(report.profiles.count)):")
        }
        for status in report.profiles {
            lines.append("")
            lines += block(status, now: report.checkedAt)
        }
        return lines
    }

    /// The clock offset and the faults in force, first, so nobody is surprised by them; nothing
    /// at real time without faults.
    private static func simulation(_ simulation: SimulationStatus, homeOption: String?, serverOption: String?)
        -> [String]
    {
        var lines: [String] = []
        switch simulation.clockOffsetSeconds {
        case .success(let offset):
            if let note = SimulatedClockText.headingNote(
                offsetSeconds: offset, homeOption: homeOption, serverOption: serverOption)
            {
                lines.append(note)
            }
        case .failure(let error):
            lines.append("Simulated clock: could not be read (\(ErrorPresentation(error).message))")
        }
        switch simulation.faults {
        case .success(let faults) where faults.isEmpty: break
        case .success(let faults): lines += FaultText.faults(faults)
        case .failure(let error):
            lines.append("Faults: could not be read (\(ErrorPresentation(error).message))")
        }
        return lines
    }

    private static func block(_ status: ProfileStatus, now: Int64) -> [String] {
        let authenticators = status.authenticators.map {
            $0 == status.preferredAuthenticator ? "\($0) (preferred)" : $0
        }
        return [
            "\(status.profile.fullName) <\(status.profile.email)>",
            "  Profile: \(status.profile.id)",
            "  Authenticators: \(authenticators.joined(separator: ", "))",
            "  Session: \(session(status.session, now: now))",
        ] + pending(status.pendingRequests, now: now)
    }

    private static func session(_ session: UserSession?, now: Int64) -> String {
        guard let session else { return "not signed in" }
        let unit = session.academicUnitName.isEmpty ? "" : " (\(session.academicUnitName))"
        return "signed in until \(TimeText.utc(session.expiresAt)) "
            + "(\(TimeText.relative(session.expiresAt, from: now))), "
            + "\(session.roleName) at \(session.schoolName)\(unit)"
    }

    private static func pending(_ result: Result<[PushRequest], AppError>, now: Int64) -> [String] {
        switch result {
        case .failure(let error):
            return ["  Pending push requests: could not be read (\(ErrorPresentation(error).message))"]
        case .success(let requests) where requests.isEmpty:
            return ["  Pending push requests: none"]
        case .success(let requests):
            return ["  Pending push requests (\(requests.count)):"]
                + requests.map { request in
                    let kind = request.isOneTimePassword ? "one-time code" : "accept or deny"
                    return
                        "    \u{201C}\(request.message)\u{201D} (\(kind)), sent \(TimeText.utc(request.createdAt)), "
                        + "expires \(TimeText.relative(request.expiresAt, from: now))"
                }
        }
    }
}
