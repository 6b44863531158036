/// The device verification page (RFC 8628 §3.3): a person enters the code their terminal shows,
/// signs in as on the login page, and approves or denies the terminal's request.
extension TokenServer {
    /// `GET /oauth2/device`, with `?user_code=` when the person followed
    /// `verification_uri_complete`.
    func deviceVerificationPage(_ request: EngineRequest) throws(LoginPageRefusal) -> EngineResponse {
        let query: FormFields
        do {
            query = try request.query
        } catch {
            throw LoginPageRefusal(LoginPage.error("The request's query is not percent-encoded properly."))
        }
        try LoginPage.refuseRepeated(["user_code"], in: query)
        let typed = query["user_code"] ?? ""
        let userCode = UserCode(typed: typed)
        let pending = userCode.flatMap { try? pendingDeviceRequest($0, now: clock.now) }
        let alert: String? =
            typed.isEmpty || pending != nil
            ? nil : userCode == nil ? Self.malformedCodeSentence : Self.unknownCodeSentence
        return DevicePage.form(
            code: userCode?.display ?? "", request: pending, csrfToken: deviceFormToken(), alert: alert)
    }

    /// `POST /oauth2/device`: the form. Its CSRF token is checked before anything it says is
    /// acted on; a wrong code, email or password shows the page again with why.
    func deviceVerificationForm(_ request: EngineRequest) async throws(LoginPageRefusal) -> EngineResponse {
        let fields = try LoginPage.postedFields(request)
        try LoginPage.refuseRepeated(DevicePage.fields, in: fields)
        guard openID.formTokens.accepts(fields["csrf_token"], binding: DevicePage.formBinding, now: clock.now)
        else {
            throw LoginPageRefusal(
                LoginPage.error("This form has expired or was not sent from this page.", status: 403))
        }
        let approves: Bool
        switch fields["action"] {
        case "approve": approves = true
        case "deny": approves = false
        default: throw LoginPageRefusal(LoginPage.error("The form did not say what to do (approve or deny)."))
        }
        let typed = fields["user_code"] ?? ""
        let email = fields["email"] ?? ""
        let password = Secret(fields["password"] ?? "")
        let userCode = UserCode(typed: typed)
        func again(_ alert: String) -> EngineResponse {
            let pending = userCode.flatMap { try? pendingDeviceRequest($0, now: clock.now) }
            // What was typed is shown again to be corrected, unless it is too long to be a code.
            let shown = userCode?.display ?? (typed.utf8.count <= 32 ? typed : "")
            return DevicePage.form(code: shown, request: pending, csrfToken: deviceFormToken(), alert: alert)
        }
        guard !typed.isEmpty, !email.isEmpty, !password.value.isEmpty else {
            return again("Enter the code, your email and your password.")
        }
        switch await decideDeviceRequest(userCode, email: email, password: password, approves: approves) {
        case .decided(let record): return DevicePage.decided(record)
        case .unknownCode:
            return again(userCode == nil ? Self.malformedCodeSentence : Self.unknownCodeSentence)
        case .signInRefused(let refusal): return again(Self.sentence(for: refusal))
        }
    }

    private static let malformedCodeSentence = "A code is eight letters, such as BCDF-GHJK."
    private static let unknownCodeSentence =
        "This code is not valid or has expired. Check the code your terminal shows."

    private func deviceFormToken() -> String {
        openID.formTokens.issue(binding: DevicePage.formBinding, now: clock.now)
    }

    /// The request `code` names, while nobody has decided on it and it has not expired.
    private func pendingDeviceRequest(_ code: UserCode, now: Int64) throws(ServerFailure)
        -> DeviceAuthorizationRecord?
    {
        try database.read { state throws(ServerFailure) in try state.pendingDeviceRequest(code, now: now) }
    }

    /// Records the person's decision once their credentials check out. A code that names no
    /// pending request counts as a failed sign-in for the email given, so the per-email limit that
    /// stops password guessing also stops code guessing (RFC 8628 §5.1).
    private func decideDeviceRequest(
        _ code: UserCode?, email: String, password: Secret, approves: Bool
    ) async -> DeviceDecisionOutcome {
        do {
            if let code, try pendingDeviceRequest(code, now: clock.now) != nil {
                let record = try await withVerifiedCredentials(email: email, password: password.value) {
                    (state: inout ServerState, account: Account, now: Int64) throws(ServerFailure)
                        -> DeviceAuthorizationRecord? in
                    guard var record = try state.pendingDeviceRequest(code, now: now) else { return nil }
                    if approves {
                        record.approval = DeviceApproval(accountId: account.id, authTime: now)
                    } else {
                        record.denied = true
                    }
                    state.deviceAuthorizations.put(record)
                    return record
                }
                return record.map(DeviceDecisionOutcome.decided) ?? .unknownCode
            }
            let normalized = EmailAddress.normalized(email)
            let (now, limit) = (clock.now, configuration.signInLimit)
            let lockout = try database.transaction { state throws(ServerFailure) -> Int64? in
                if let seconds = try state.signInLimits.get(normalized)?.entry.lockoutRemaining(now: now) {
                    return seconds
                }
                try state.recordSignInFailure(email: normalized, now: now, limit: limit)
                return nil
            }
            return lockout.map { .signInRefused(.rateLimited(retryAfterSeconds: $0)) } ?? .unknownCode
        } catch {
            return .signInRefused(SignInRefusal(error))
        }
    }
}

private enum DeviceDecisionOutcome {
    case decided(DeviceAuthorizationRecord)
    case unknownCode
    case signInRefused(SignInRefusal)
}

extension ServerState {
    /// The device authorization `code` names, while it is pending (`isPending`).
    func pendingDeviceRequest(_ code: UserCode, now: Int64) throws(ServerFailure)
        -> DeviceAuthorizationRecord?
    {
        guard
            let key = deviceAuthorizations.key(
                indexedBy: code.hash, in: DeviceAuthorizationRecord.userCodeIndex),
            let record = try deviceAuthorizations.get(key), record.isPending(now: now)
        else { return nil }
        return record
    }
}
