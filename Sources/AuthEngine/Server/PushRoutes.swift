/// Mobile-authentication and push enrollment, and the device-authenticated routes the app uses to
/// list and answer push requests.
///
/// A confirmation is one SCRAM exchange with a registered authenticator of the profile (the PIN,
/// or the biometric or password device key). A wrong answer fails the confirmation: the attempt
/// counts toward the PIN limit, the request is denied, and every session of the profile is revoked
/// (a push is what a phisher would use, so the logged-in profile is logged out); at the limit the
/// profile is deregistered as after a failed login.
extension TokenServer {
    /// `POST /v1/enrollments/mobile-auth` (Bearer): enrolls the session's profile.
    func enrollMobileAuthentication(_ request: EngineRequest) throws(ServerFailure) -> EngineResponse {
        try enroll(request) { registration throws(ServerFailure) in
            registration.mobileAuthEnrolled = true
        }
    }

    /// `POST /v1/enrollments/push` (Bearer): enrolls for push; mobile authentication must come first.
    func enrollPush(_ request: EngineRequest) throws(ServerFailure) -> EngineResponse {
        try enroll(request) { registration throws(ServerFailure) in
            guard registration.mobileAuthEnrolled else { throw .notEnrolled }
            registration.pushEnrolled = true
        }
    }

    /// `GET /v1/enrollments` (Bearer): what the session's profile is enrolled for, so the app can
    /// offer enrollment only where it is missing.
    func enrollments(_ request: EngineRequest) throws(ServerFailure) -> EngineResponse {
        let authorization = try authorize(request)
        guard let profileId = authorization.session.profileId else { throw .statelessSessionRefused }
        guard
            let registration = try database.read({ state throws(ServerFailure) in
                try state.registration(profileId: profileId)
            })
        else { throw .unknownProfile }
        return .json(
            PushEnrollment(
                mobileAuthentication: registration.mobileAuthEnrolled, push: registration.pushEnrolled))
    }

    private func enroll(
        _ request: EngineRequest, _ change: (inout ProfileRegistration) throws(ServerFailure) -> Void
    ) throws(ServerFailure) -> EngineResponse {
        let authorization = try authorize(request)
        guard let profileId = authorization.session.profileId else { throw .statelessSessionRefused }
        try database.transaction { state throws(ServerFailure) in
            guard try state.registrations.update(profileId, change) != nil else { throw .unknownProfile }
        }
        return .json(EmptyBody())
    }

    /// `POST /v1/push/pending` (device): the profile's pending requests, oldest first; expired ones
    /// are marked expired on the way.
    func pendingPushRequests(_ request: EngineRequest) throws(ServerFailure) -> EngineResponse {
        let deviceId = try authenticateDevice(request)
        let body = try request.decodeBody(ProfileRequestBody.self)
        let now = clock.now
        let pending = try database.transaction { state throws(ServerFailure) -> [PendingPushRequest] in
            _ = try deviceRegistration(profileId: body.profileId, deviceId: deviceId, in: state)
            let requests = try state.expirePushRequests(profileId: body.profileId, now: now)
            return requests.enumerated()
                .filter { $0.element.status == .pending }
                .sorted { ($0.element.createdAt, $0.offset) < ($1.element.createdAt, $1.offset) }
                .map { $0.element.pendingView }
        }
        return .json(PushRequestsBody(requests: pending))
    }

    /// `POST /v1/push/deny` (device): refuses a pending request.
    func denyPushRequest(_ request: EngineRequest) throws(ServerFailure) -> EngineResponse {
        let deviceId = try authenticateDevice(request)
        let body = try request.decodeBody(PushDenyBody.self)
        let status = try settle(
            requestId: body.requestId, profileId: body.profileId, deviceId: deviceId, kind: nil
        ) { _ in .denied }
        return .json(PushOutcomeBody(status: status))
    }

    /// `POST /v1/push/otp` (device): compares the typed code in constant time; right accepts, wrong
    /// denies.
    func answerOneTimePassword(_ request: EngineRequest) throws(ServerFailure) -> EngineResponse {
        let deviceId = try authenticateDevice(request)
        let body = try request.decodeBody(PushOneTimePasswordBody.self)
        let status = try settle(
            requestId: body.requestId, profileId: body.profileId, deviceId: deviceId, kind: .oneTimePassword
        ) { record in
            ConstantTime.equals(Array(record.otpCode.utf8), Array(body.code.utf8)) ? .accepted : .denied
        }
        return .json(PushOutcomeBody(status: status))
    }

    /// `POST /v1/push/confirm/start` (device): the SCRAM server-first message for confirming a request.
    func startPushConfirmation(_ request: EngineRequest) throws(ServerFailure) -> EngineResponse {
        let deviceId = try authenticateDevice(request)
        let body = try request.decodeBody(PushConfirmStartBody.self)
        let now = clock.now
        let registration = try checkPending(
            requestId: body.requestId, profileId: body.profileId, deviceId: deviceId, now: now)
        guard let credential = registration.verifier(for: body.authenticator) else {
            throw .authenticatorNotRegistered
        }
        return .json(
            try beginExchange(
                registration: registration, credential: credential, clientFirst: body.clientFirst,
                authenticator: body.authenticator, pushRequestId: body.requestId))
    }

    /// `POST /v1/push/confirm` (device): verifies the proof; the attempt is counted first.
    func finishPushConfirmation(_ request: EngineRequest) throws(ServerFailure) -> EngineResponse {
        let deviceId = try authenticateDevice(request)
        let body = try request.decodeBody(PushConfirmFinishBody.self)
        let now = clock.now
        guard var exchange = exchanges.withLock({ $0.removeValue(forKey: body.exchangeId) }),
            exchange.expiresAt > now, let requestId = exchange.pushRequestId
        else { throw .malformedRequest("The confirmation is unknown or has expired; start again.") }
        let profileId = exchange.profileId
        _ = try checkPending(requestId: requestId, profileId: profileId, deviceId: deviceId, now: now)

        let failedSoFar = try database.transaction { state throws(ServerFailure) -> Int in
            try state.countFailedAttempt(profileId: profileId)
        }
        let serverFinal = try? exchange.scram.handleClientFinal(body.clientFinal)
        let maxAttempts = configuration.maxPinAttempts
        let outcome = try database.transaction { state throws(ServerFailure) -> ConfirmationOutcome in
            guard var registration = try state.registration(profileId: profileId) else {
                throw .unknownProfile
            }
            guard let serverFinal else {
                if failedSoFar >= maxAttempts {
                    try state.deregister(profileId: profileId)
                    return .deregistered
                }
                try state.setPushStatus(.denied, requestId: requestId)
                try state.revokeSessions(profileId: profileId)
                return .wrongAnswer(failedAttempts: failedSoFar)
            }
            registration.failedAttempts = 0
            state.registrations.put(registration)
            try state.setPushStatus(.accepted, requestId: requestId)
            return .confirmed(serverFinal)
        }
        switch outcome {
        case .confirmed(let serverFinal): return .json(PushConfirmedBody(serverFinal: serverFinal))
        case .wrongAnswer(let failed):
            throw .invalidAuthenticatorAnswer(failedAttempts: failed, maxAttempts: maxAttempts)
        case .deregistered: throw .profileDeregistered
        }
    }

    /// The registration behind a request that is still pending for `profileId` on the device.
    private func checkPending(requestId: String, profileId: String, deviceId: String, now: Int64)
        throws(ServerFailure) -> ProfileRegistration
    {
        _ = try settle(requestId: requestId, profileId: profileId, deviceId: deviceId, kind: .confirmation) {
            _ in nil
        }
        return try database.read { state throws(ServerFailure) in
            try deviceRegistration(profileId: profileId, deviceId: deviceId, in: state)
        }
    }

    /// Finds a pending, unexpired request of the profile and sets the status `decide` returns (nil
    /// leaves it pending). An expired one is marked expired, then refused.
    private func settle(
        requestId: String, profileId: String, deviceId: String, kind: PushRequestKind?,
        decide: (PushRequestRecord) -> PushRequestStatus?
    ) throws(ServerFailure) -> PushRequestStatus {
        let now = clock.now
        let result = try database.transaction {
            state throws(ServerFailure) -> Result<PushRequestStatus, ServerFailure> in
            _ = try deviceRegistration(profileId: profileId, deviceId: deviceId, in: state)
            guard var record = try state.pushRequests.get(requestId), record.profileId == profileId,
                record.status == .pending, kind == nil || record.kind == kind
            else { return .failure(.pushRequestNotFound) }
            if record.expiresAt <= now {
                // Recorded, then refused: the transaction must not throw or the mark is lost.
                record.status = .expired
                state.pushRequests.put(record)
                return .failure(.pushRequestExpired)
            }
            let status = decide(record) ?? .pending
            if status != record.status {
                record.status = status
                state.pushRequests.put(record)
            }
            return .success(status)
        }
        return try result.get()
    }
}

private enum ConfirmationOutcome {
    case confirmed(String)
    case wrongAnswer(failedAttempts: Int)
    case deregistered
}

extension ServerState {
    /// Marks the profile's pending requests past their time to live as expired, and returns all of
    /// its requests, in the order they were queued.
    mutating func expirePushRequests(profileId: String, now: Int64) throws(ServerFailure)
        -> [PushRequestRecord]
    {
        var requests = try pushRequests.records(indexedBy: profileId)
        for index in requests.indices
        where requests[index].status == .pending && requests[index].expiresAt <= now {
            requests[index].status = .expired
            pushRequests.put(requests[index])
        }
        return requests
    }

    mutating func setPushStatus(_ status: PushRequestStatus, requestId: String) throws(ServerFailure) {
        _ = try pushRequests.update(requestId) { request throws(ServerFailure) in request.status = status }
    }

    /// Ends every live session of a profile but `kept`, and returns how many it ended.
    @discardableResult
    mutating func revokeSessions(profileId: String, keeping kept: String? = nil) throws(ServerFailure) -> Int
    {
        var revoked = 0
        for id in sessions.keys(indexedBy: profileId) where id != kept {
            guard var session = try sessions.get(id), !session.revoked else { continue }
            session.revoked = true
            sessions.put(session)
            revoked += 1
        }
        return revoked
    }
}

extension PushRequestRecord {
    var pendingView: PendingPushRequest {
        PendingPushRequest(
            id: id, profileId: profileId, message: message, kind: kind, createdAt: createdAt,
            expiresAt: expiresAt)
    }
}
