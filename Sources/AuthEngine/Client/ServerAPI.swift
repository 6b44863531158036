/// The client half's typed view of the token server's routes, over any transport.
struct ServerAPI: Sendable {
    let transport: any EngineTransport

    /// Sends a request and decodes the success body; error bodies become `ServerRefusal`s.
    func call<Response: Decodable>(
        _ method: HTTPMethod, _ path: String, body: (some Encodable)? = EmptyBody?.none,
        bearer: String? = nil, headers: [String: String] = [:], as type: Response.Type
    ) async throws(ServerRefusal) -> Response {
        var request = EngineRequest(method: method, path: path, headers: headers)
        if let body { request.body = WireCoding.encode(body) }
        if let bearer { request.headers["Authorization"] = "Bearer " + bearer }
        let response: EngineResponse
        do {
            response = try await transport.send(request)
        } catch {
            throw .transport(error)
        }
        return try Self.decode(response, as: type)
    }

    /// The success body of `response`; an error body becomes a `ServerRefusal`.
    static func decode<Response: Decodable>(
        _ response: EngineResponse, as type: Response.Type
    ) throws(ServerRefusal) -> Response {
        guard response.isSuccess else {
            guard let error = WireCoding.decode(ServerErrorBody.self, from: response.body) else {
                throw response.status >= 500 ? .unavailable : .malformedResponse
            }
            throw .refused(status: response.status, error)
        }
        guard let value = WireCoding.decode(type, from: response.body) else { throw .malformedResponse }
        return value
    }
}

/// Why a server call failed, before a flow turns it into an `AuthError`.
enum ServerRefusal: Error, Sendable {
    case transport(TransportError)
    case unavailable
    case malformedResponse
    case refused(status: Int, ServerErrorBody)

    /// Transport errors and 5xx answers may succeed when retried; everything else is final.
    var isTransient: Bool {
        switch self {
        case .transport, .unavailable: true
        case .refused(let status, _): status >= 500
        case .malformedResponse: false
        }
    }

    /// The usual mapping for answers a flow has no special handling for.
    var authError: AuthError {
        switch self {
        case .transport(let error): return .transport(error)
        case .unavailable: return .serverUnavailable
        case .malformedResponse: return .serverNotTrusted
        case .refused(let status, let body):
            switch body.code {
            case .invalidCredentials: return .invalidCredentials
            case .rateLimited: return .rateLimited(retryAfterSeconds: body.retryAfterSeconds ?? 60)
            case .emailAlreadyRegistered: return .emailAlreadyRegistered
            case .signUpRejected:
                // A rule this client checks too comes back typed; any other keeps the server's words.
                guard let violation = SignUpViolation(wireReason: body.reason) else {
                    return .rejected(message: body.message)
                }
                return .signUpRejected(violation)
            case .invalidTicket: return .registrationExpired
            case .unknownProfile: return .profileDeregistered(.unknownToServer)
            case .profileDeregistered: return .profileDeregistered(.tooManyFailedAttempts)
            case .invalidAccessToken: return .notAuthenticated
            case .invalidGrant:
                return .sessionEnded(
                    RefreshRejection(rawValue: body.reason ?? "")?.endReason ?? .invalidGrant)
            case .storageUnavailable: return .serverUnavailable
            case .authorizationFailed: return .authorizationCodeRejected
            case .statelessSessionRefused: return .notAvailableWithoutProfile
            case .notEnrolled: return .notEnrolled
            case .pushRequestExpired: return .pushRequestExpired
            case .pushRequestNotFound: return .pushRequestNotFound
            case .contextNotFound: return .contextNotFound
            case .deviceNotAuthenticated: return .deviceNotRecognised
            default: return status >= 500 ? .serverUnavailable : .rejected(message: body.message)
            }
        }
    }
}
