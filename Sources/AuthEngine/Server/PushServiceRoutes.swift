/// The push service's routes, for `viper-auth push --server URL`: the same queue and status the
/// command reaches in process (`PushService.swift`), as a push provider's backend would call them.
/// They take no token: on loopback or a trusted network (docs/HTTP.md), whoever can reach the
/// server plays the push service, as whoever can open the home does in process.
extension TokenServer {
    /// `POST /v1/push-service/requests`: queues a request; 201 with its view (and, for a one-time
    /// password, the code, once).
    func queuePushServiceRequest(_ request: EngineRequest) throws(ServerFailure) -> EngineResponse {
        let body = try request.decodeBody(PushServiceQueueBody.self)
        do throws(PushServiceError) {
            switch body.kind {
            case .confirmation:
                let view = try queuePushRequest(
                    profile: body.profile, message: body.message ?? "", timeToLive: body.timeToLive)
                return .json(PushServiceRequestBody(view, code: nil), status: 201)
            case .oneTimePassword:
                let queued = try queueOneTimePasswordRequest(
                    profile: body.profile, timeToLive: body.timeToLive)
                return .json(PushServiceRequestBody(queued.view, code: queued.code), status: 201)
            }
        } catch {
            return error.response
        }
    }

    /// `POST /v1/push-service/request`: where a request stands (a pending one past its time to live
    /// reads as expired).
    func pushServiceRequestStatus(_ request: EngineRequest) throws(ServerFailure) -> EngineResponse {
        let body = try request.decodeBody(PushServiceStatusBody.self)
        do throws(PushServiceError) {
            return .json(PushServiceRequestBody(try pushRequestStatus(id: body.id), code: nil))
        } catch {
            return error.response
        }
    }
}

/// What `viper-auth push` needs of the push service, in process (`TokenServer`) or over a
/// transport (`RemotePushService`).
package protocol PushService: Sendable {
    /// Queues a confirmation request for a profile (by profile id or account email).
    func queuePushRequest(profile: String, message: String, timeToLive: Int64?) async throws(PushServiceError)
        -> PushRequestRecordPublicView
    /// Queues a one-time-password request; the code is returned once.
    func queueOneTimePasswordRequest(profile: String, timeToLive: Int64?) async throws(PushServiceError)
        -> (view: PushRequestRecordPublicView, code: String)
    /// Where a request stands.
    func pushRequestStatus(id: String) async throws(PushServiceError) -> PushRequestRecordPublicView
}

extension PushService {
    /// Polls until the request leaves `pending` or `timeoutSeconds` of polling have passed; returns
    /// the last status seen (still `pending` on a timeout). The answer comes from another process
    /// (the app's person), so only asking again can tell; `sleeper` spaces the polls (tests inject
    /// one that does not wait).
    package func waitForOutcome(
        id: String, timeoutSeconds: Double, pollInterval: Double = 0.5,
        sleeper: any RetrySleeper = TaskSleeper()
    ) async throws(PushServiceError) -> PushRequestStatus {
        let interval = max(pollInterval, 0.01)
        var waited = 0.0
        while true {
            let status = try await pushRequestStatus(id: id).status
            if status != .pending || waited >= timeoutSeconds { return status }
            do { try await sleeper.sleep(seconds: interval) } catch { throw .cancelled }
            waited += interval
        }
    }
}

extension TokenServer: PushService {
    /// The one-time-password request and its view, for `PushService`.
    package func queueOneTimePasswordRequest(profile: String, timeToLive: Int64?) throws(PushServiceError)
        -> (view: PushRequestRecordPublicView, code: String)
    {
        let queued = try queueOneTimePasswordRequest(
            profile: profile, message: "Enter the code shown by viper-auth push.", timeToLive: timeToLive)
        return (try pushRequestStatus(id: queued.requestId), queued.code)
    }
}

/// The push service of a server reached through `transport` (`viper-auth push --server URL`).
package struct RemotePushService: PushService {
    private let transport: any EngineTransport

    /// The push service behind `transport`.
    package init(transport: any EngineTransport) {
        self.transport = transport
    }

    /// Queues a confirmation request through the server's route.
    package func queuePushRequest(profile: String, message: String, timeToLive: Int64?)
        async throws(PushServiceError) -> PushRequestRecordPublicView
    {
        try await queue(
            PushServiceQueueBody(
                profile: profile, kind: .confirmation, message: message, timeToLive: timeToLive)
        ).view
    }

    /// Queues a one-time-password request through the server's route.
    package func queueOneTimePasswordRequest(profile: String, timeToLive: Int64?)
        async throws(PushServiceError) -> (view: PushRequestRecordPublicView, code: String)
    {
        let queued = try await queue(
            PushServiceQueueBody(
                profile: profile, kind: .oneTimePassword, message: nil, timeToLive: timeToLive))
        guard let code = queued.code else { throw .storage }
        return (queued.view, code)
    }

    /// Asks the server's route where the request stands.
    package func pushRequestStatus(id: String) async throws(PushServiceError) -> PushRequestRecordPublicView {
        try await call("/v1/push-service/request", PushServiceStatusBody(id: id)).view
    }

    private func queue(_ body: PushServiceQueueBody) async throws(PushServiceError)
        -> (view: PushRequestRecordPublicView, code: String?)
    {
        try await call("/v1/push-service/requests", body)
    }

    private func call(_ path: String, _ body: some Encodable) async throws(PushServiceError)
        -> (view: PushRequestRecordPublicView, code: String?)
    {
        let response: EngineResponse
        do {
            response = try await transport.send(.postingJSON(body, to: path))
        } catch {
            throw .unreachable
        }
        guard response.isSuccess else {
            throw WireCoding.decode(PushServiceErrorBody.self, from: response.body)?.error.serviceError
                ?? .storage
        }
        guard let answer = WireCoding.decode(PushServiceRequestBody.self, from: response.body) else {
            throw .storage
        }
        return (answer.view, answer.code)
    }
}

struct PushServiceQueueBody: Codable {
    var profile: String
    var kind: PushRequestKind
    var message: String?
    var timeToLive: Int64?
}

struct PushServiceStatusBody: Codable {
    var id: String
}

struct PushServiceRequestBody: Codable {
    var id: String
    var profileId: String
    var message: String
    var kind: PushRequestKind
    var createdAt: Int64
    var expiresAt: Int64
    var status: PushRequestStatus
    var code: String?
}

extension PushServiceRequestBody {
    init(_ view: PushRequestRecordPublicView, code: String?) {
        self.init(
            id: view.id, profileId: view.profileId, message: view.message, kind: view.kind,
            createdAt: view.createdAt, expiresAt: view.expiresAt, status: view.status, code: code)
    }

    var view: PushRequestRecordPublicView {
        PushRequestRecordPublicView(
            id: id, profileId: profileId, message: message, kind: kind, createdAt: createdAt,
            expiresAt: expiresAt, status: status)
    }
}

/// A refusal of the push service's routes: `{"error": "not_enrolled"}` with its status.
struct PushServiceErrorBody: Codable {
    enum Code: String, Codable {
        case profileNotFound = "profile_not_found"
        case notEnrolled = "not_enrolled"
        case requestNotFound = "request_not_found"
        case invalidTimeToLive = "invalid_time_to_live"
        case invalidMessage = "invalid_message"
        case messageHasControlCharacters = "message_has_control_characters"
        case storage = "storage"

        var serviceError: PushServiceError {
            switch self {
            case .profileNotFound: .profileNotFound
            case .notEnrolled: .notEnrolled
            case .requestNotFound: .requestNotFound
            case .invalidTimeToLive: .invalidTimeToLive
            case .invalidMessage: .invalidMessage
            case .messageHasControlCharacters: .messageHasControlCharacters
            case .storage: .storage
            }
        }
    }

    var error: Code

}

extension PushServiceError: RenderableError {
    /// The push service's own error shape, `{"error": "not_enrolled"}`, with its status.
    package var response: EngineResponse {
        let (code, status): (PushServiceErrorBody.Code, Int) =
            switch self {
            case .profileNotFound: (.profileNotFound, 404)
            case .notEnrolled: (.notEnrolled, 403)
            case .requestNotFound: (.requestNotFound, 404)
            case .invalidTimeToLive: (.invalidTimeToLive, 400)
            case .invalidMessage: (.invalidMessage, 400)
            case .messageHasControlCharacters: (.messageHasControlCharacters, 400)
            case .storage, .cancelled, .unreachable: (.storage, 503)
            }
        return .json(PushServiceErrorBody(error: code), status: status)
    }
}
