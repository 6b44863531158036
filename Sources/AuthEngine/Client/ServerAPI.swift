/// The client half's typed view of the token server's routes, over any transport.
struct ServerAPI: Sendable {
    let transport: any EngineTransport

    /// Sends a request and decodes the success body; error bodies become `ServerRefusal`s.
    func call<Response: Decodable>(
        _ method: HTTPMethod, _ path: String, body: (some Encodable)? = EmptyBody?.none,
        bearer: String? = nil, headers: HTTPFields = [:], as type: Response.Type
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
        case .transport(let error): .transport(error)
        case .unavailable: .serverUnavailable
        case .malformedResponse: .serverNotTrusted
        case .refused(let status, let body): Self.authError(for: body, status: status)
        }
    }

    /// The typed error of an error body; the body's sentence is the server's and is not kept.
    private static func authError(for body: ServerErrorBody, status: Int) -> AuthError {
        // A refusal no other case names is the server failing when it comes with a 5xx status.
        func rejected(_ reason: RejectionReason) -> AuthError {
            status >= 500 ? .serverUnavailable : .rejected(reason)
        }
        return switch body.code {
        case .invalidCredentials: .invalidCredentials
        case .rateLimited: .rateLimited(retryAfterSeconds: body.retryAfterSeconds ?? 60)
        case .emailAlreadyRegistered: .emailAlreadyRegistered
        case .signUpRejected:
            // A rule this client checks too comes back typed; any other is named as unknown.
            SignUpViolation(wireReason: body.reason).map { .signUpRejected($0) }
                ?? .rejected(.unknownSignUpRule)
        case .invalidTicket: .registrationExpired
        case .unknownProfile: .profileDeregistered(.unknownToServer)
        case .profileDeregistered: .profileDeregistered(.tooManyFailedAttempts)
        case .authenticatorNotRegistered: .authenticatorNotRegistered
        case .invalidAccessToken: .notAuthenticated
        case .invalidGrant:
            .sessionEnded(RefreshRejection(rawValue: body.reason ?? "")?.endReason ?? .invalidGrant)
        case .storageUnavailable: .serverUnavailable
        case .authorizationFailed: .authorizationCodeRejected
        case .statelessSessionRefused: .notAvailableWithoutProfile
        case .notEnrolled: .notEnrolled
        case .pushRequestExpired: .pushRequestExpired
        case .pushRequestNotFound: .pushRequestNotFound
        case .contextNotFound: .contextNotFound
        case .deviceNotAuthenticated: .deviceNotRecognised
        case .malformedRequest: rejected(.malformedRequest)
        case .routeNotFound: rejected(.unsupportedRequest)
        case .invalidAuthenticatorAnswer: rejected(.wrongAuthenticatorAnswer)
        case .wrongCustomAnswer: rejected(.wrongChallengeAnswer)
        case .pinConfirmationRequired: rejected(.pinConfirmationRequired)
        }
    }
}
