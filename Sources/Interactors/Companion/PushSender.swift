import AuthEngine
import Glibc

/// `viper-auth push`'s use case: plays the push service on the app's home — queues a request for a
/// profile and, if asked, waits for the app (another process on the same home) to answer it.
package struct PushSender: Sendable {
    private let settings: EngineSettings

    /// A sender for the server state under `settings`' home.
    package init(settings: EngineSettings) {
        self.settings = settings
    }

    /// Queues an accept-or-deny request for `profile` (a profile id or an account email) that
    /// lives `timeToLive` seconds, or the server's default when nil.
    ///
    /// A message holding a control character or a bidirectional override is refused here, before
    /// the server is opened, with `.messageHasControlCharacters` — the server refuses it too.
    package func queue(profile: String, message: String, timeToLive: Int64? = nil) async throws(PushSendError)
        -> QueuedPush
    {
        guard !DisplayTextRule.refuses(message) else { throw .messageHasControlCharacters }
        let service = try openService()
        do {
            return QueuedPush(
                try await service.queuePushRequest(
                    profile: profile, message: message, timeToLive: timeToLive),
                code: nil)
        } catch {
            throw PushSendError(error)
        }
    }

    /// Queues a one-time-password request for `profile` (living `timeToLive` seconds, or the
    /// server's default); the code is in the result, to be shown once to the person who types it
    /// in the app.
    package func queueOneTimePassword(profile: String, timeToLive: Int64? = nil) async throws(PushSendError)
        -> QueuedPush
    {
        let service = try openService()
        do {
            let queued = try await service.queueOneTimePasswordRequest(
                profile: profile, timeToLive: timeToLive)
            return QueuedPush(queued.view, code: queued.code)
        } catch {
            throw PushSendError(error)
        }
    }

    /// Waits up to `seconds` for the request to be answered (the app answers it in another
    /// process); `.pending` when time ran out first.
    package func waitForAnswer(requestId: String, seconds: Double) async throws(PushSendError)
        -> PushAnswer
    {
        let service = try openService()
        do {
            return PushAnswer(try await service.waitForOutcome(id: requestId, timeoutSeconds: seconds))
        } catch {
            throw PushSendError(error)
        }
    }

    /// The push service of the server `--server` names, else of the home's server half; a home
    /// the app never started has no profiles, and is not created here (a push to it could only fail).
    private func openService() throws(PushSendError) -> any PushService {
        if let url = settings.server {
            return RemotePushService(
                transport: ControlTokenTransport(
                    base: HTTPClientTransport(server: url), homeDirectory: settings.homeDirectory))
        }
        let directory = settings.homeDirectory + "/server"
        guard access(directory, F_OK) == 0 else { throw .profileNotFound }
        do {
            return try TokenServer(
                directory: directory, configuration: settings.serverConfiguration, clock: settings.clock)
        } catch {
            switch error {
            case .storage(let error): throw .serverDataUnavailable(StorageProblem(error))
            case .signingKeySetAside(let savedAs): throw .signingKeySetAside(savedAs: savedAs)
            case .ownedByServer(let url): throw .ownedByServer(url: url)
            case .inUse: throw .ownedByServer(url: nil)
            }
        }
    }
}

/// A request the push service queued.
package struct QueuedPush: Equatable, Sendable {
    /// The server's id of the request, printed by `push` and followed by `--wait`.
    package let id: String
    /// The profile it went to (an email is resolved to one).
    package let profileId: String
    /// When it was queued, in seconds since the epoch.
    package let createdAt: Int64
    /// When it expires, in seconds since the epoch.
    package let expiresAt: Int64
    /// The code to type in the app, for a one-time-password request only.
    package let code: String?

    /// Built by `PushSender` from the server's record; `code` only for a one-time-password request.
    package init(id: String, profileId: String, createdAt: Int64, expiresAt: Int64, code: String?) {
        self.id = id
        self.profileId = profileId
        self.createdAt = createdAt
        self.expiresAt = expiresAt
        self.code = code
    }

    init(_ view: PushRequestRecordPublicView, code: String?) {
        self.init(
            id: view.id, profileId: view.profileId, createdAt: view.createdAt, expiresAt: view.expiresAt,
            code: code)
    }
}

/// Where a queued request stands after a wait.
package enum PushAnswer: String, Equatable, Sendable {
    /// The app accepted it (confirmed with the PIN, or the right code).
    case accepted
    /// The app denied it (or a wrong code, or a wrong PIN).
    case denied
    /// Its time to live passed unanswered.
    case expired
    /// Still unanswered when the wait ended.
    case pending

    init(_ status: PushRequestStatus) {
        switch status {
        case .accepted: self = .accepted
        case .denied: self = .denied
        case .expired: self = .expired
        case .pending: self = .pending
        }
    }
}

/// Why `viper-auth push` could not queue or follow a request; the command words each case.
package enum PushSendError: Error, Equatable, Sendable {
    /// No profile has that id and no account that email.
    case profileNotFound
    /// The profile is not enrolled for push.
    case notEnrolled
    /// The message is empty or too long.
    case invalidMessage
    /// The message holds a control character (ESC, BEL, a line break…) or a bidirectional override:
    /// it would reach the app's terminal. A bad command line rather than a failure.
    case messageHasControlCharacters
    /// The request vanished from the server's state.
    case requestNotFound
    /// The wait was interrupted.
    case cancelled
    /// The server's state could not be opened, read or written; `problem` names the step and the
    /// file when the server said.
    case serverDataUnavailable(StorageProblem?)
    /// The server's signing key was damaged and set aside as `savedAs`; the next start makes a new one.
    case signingKeySetAside(savedAs: String)
    /// A `viper-auth server` process owns the home's server half; `url` is where it answers.
    case ownedByServer(url: String?)
    /// The server given with `--server` could not be reached or did not answer.
    case serverUnreachable

    init(_ error: PushServiceError) {
        switch error {
        case .profileNotFound: self = .profileNotFound
        case .notEnrolled: self = .notEnrolled
        case .invalidMessage, .invalidTimeToLive: self = .invalidMessage
        case .messageHasControlCharacters: self = .messageHasControlCharacters
        case .requestNotFound: self = .requestNotFound
        case .cancelled: self = .cancelled
        case .storage: self = .serverDataUnavailable(nil)
        case .unreachable: self = .serverUnreachable
        }
    }
}
