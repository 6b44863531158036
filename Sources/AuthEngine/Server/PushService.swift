/// The push service's public face, for `viper-auth push`: queue a request for a profile and, if
/// asked, wait for the app (another process on the same home) to answer it.
extension TokenServer {
    /// Queues a confirmation request for a profile (by profile id or account email) enrolled for push.
    package func queuePushRequest(profile: String, message: String, timeToLive: Int64? = nil)
        throws(PushServiceError) -> PushRequestRecordPublicView
    {
        try queue(
            profile: profile, message: message, kind: .confirmation, otpCode: "", timeToLive: timeToLive)
    }

    /// Queues a one-time-password request; the code is returned once, for the caller to show.
    package func queueOneTimePasswordRequest(
        profile: String, message: String = "Enter the code shown by viper-auth push.",
        timeToLive: Int64? = nil
    ) throws(PushServiceError) -> QueuedOneTimePassword {
        let code = Self.oneTimePasswordCode()
        let view = try queue(
            profile: profile, message: message, kind: .oneTimePassword, otpCode: code, timeToLive: timeToLive)
        return QueuedOneTimePassword(requestId: view.id, code: code)
    }

    /// Where a request stands; a pending one past its time to live reads as expired.
    package func pushRequestStatus(id: String) throws(PushServiceError) -> PushRequestRecordPublicView {
        let found: PushRequestRecord?
        do {
            found = try database.read { state throws(ServerFailure) in try state.pushRequests.get(id) }
        } catch {
            throw .storage
        }
        guard let record = found else { throw .requestNotFound }
        var view = PushRequestRecordPublicView(record)
        if view.status == .pending && record.expiresAt <= clock.now { view.status = .expired }
        return view
    }

    private func queue(
        profile: String, message: String, kind: PushRequestKind, otpCode: String, timeToLive: Int64?
    ) throws(PushServiceError) -> PushRequestRecordPublicView {
        let lifetime = timeToLive ?? configuration.pushTimeToLive
        guard lifetime > 0 else { throw .invalidTimeToLive }
        guard !message.isEmpty, message.count <= 500 else { throw .invalidMessage }
        // The app shows the message on a terminal: no escape sequence may reach it (a fake prompt).
        guard !DisplayTextRule.refuses(message) else { throw .messageHasControlCharacters }
        let now = clock.now
        let result: Result<PushRequestRecord, PushServiceError>
        do {
            result = try database.transaction { state throws(ServerFailure) in
                guard let registration = try state.pushTarget(profile) else {
                    return .failure(.profileNotFound)
                }
                guard registration.pushEnrolled else { return .failure(.notEnrolled) }
                let record = PushRequestRecord(
                    id: Identifier.make("psh"), profileId: registration.profileId, message: message,
                    kind: kind, otpCode: otpCode, createdAt: now, expiresAt: now.addingSaturating(lifetime),
                    status: .pending)
                state.pushRequests.put(record)
                return .success(record)
            }
        } catch {
            throw .storage
        }
        return PushRequestRecordPublicView(try result.get())
    }

    /// Six decimal digits, uniformly: values from the top of the 32-bit range are redrawn.
    static func oneTimePasswordCode() -> String {
        while true {
            let bytes = SecureRandom.bytes(count: 4)
            let value = bytes.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            guard value < 4_294_000_000 else { continue }
            let digits = String(value % 1_000_000)
            return String(repeating: "0", count: 6 - digits.count) + digits
        }
    }
}

extension ServerState {
    /// The registration a push is addressed to: a profile id, or an account email (its most
    /// recently registered push-enrolled profile, else its most recent one).
    func pushTarget(_ profile: String) throws(ServerFailure) -> ProfileRegistration? {
        if let registration = try registration(profileId: profile) { return registration }
        guard let account = try account(email: EmailAddress.normalized(profile)) else { return nil }
        let candidates = try registrations.records(indexedBy: account.id)
        return candidates.last { $0.pushEnrolled } ?? candidates.last
    }
}

/// A push request as the push service shows it; the one-time code is never part of it.
package struct PushRequestRecordPublicView: Sendable, Equatable {
    /// The request id.
    package let id: String
    /// The profile it was sent to.
    package let profileId: String
    /// What the requester asked.
    package let message: String
    /// Confirmation or one-time password.
    package let kind: PushRequestKind
    /// When it was queued, in seconds since the epoch.
    package let createdAt: Int64
    /// When it expires, in seconds since the epoch.
    package let expiresAt: Int64
    /// Where it stands.
    package internal(set) var status: PushRequestStatus

    init(
        id: String, profileId: String, message: String, kind: PushRequestKind, createdAt: Int64,
        expiresAt: Int64, status: PushRequestStatus
    ) {
        self.id = id
        self.profileId = profileId
        self.message = message
        self.kind = kind
        self.createdAt = createdAt
        self.expiresAt = expiresAt
        self.status = status
    }

    init(_ record: PushRequestRecord) {
        self.init(
            id: record.id, profileId: record.profileId, message: record.message, kind: record.kind,
            createdAt: record.createdAt, expiresAt: record.expiresAt, status: record.status)
    }
}

/// A queued one-time-password request and the code the person must type in the app.
package struct QueuedOneTimePassword: Sendable, Equatable {
    /// The request id, for `pushRequestStatus(id:)`.
    package let requestId: String
    /// The six-digit code to show to the person (and nowhere else).
    package let code: String
}

/// Why the push service could not queue or report a request.
package enum PushServiceError: Error, Equatable, Sendable {
    /// No profile has that id and no account that email.
    case profileNotFound
    /// The profile is not enrolled for push.
    case notEnrolled
    /// No request has that id.
    case requestNotFound
    /// The time to live must be positive.
    case invalidTimeToLive
    /// The message must be 1 to 500 characters.
    case invalidMessage
    /// The message holds a control character or a bidirectional override (`DisplayTextRule`).
    case messageHasControlCharacters
    /// The wait was cancelled.
    case cancelled
    /// The server (`--server URL`) could not be reached or did not answer.
    case unreachable
    /// The server's state could not be read or written.
    case storage
}
