/// An error that knows the answer it is sent as: its status, fields and body.
///
/// A route's handler throws any such error and the table renders it (`RouteTable.Route`), so each
/// family of routes keeps its own error shape: the /v1 routes' `{code,message}` (`ServerFailure`),
/// the control routes' refusal (`ControlRefusal`), OAuth's `{error,error_description}`
/// (`OAuthErrorResponse`).
package protocol RenderableError: Error {
    /// The response that reports this error.
    var response: EngineResponse { get }
}

extension ServerFailure: RenderableError {
    /// The status and the `{code,message}` body, as every /v1 route has answered.
    package var response: EngineResponse {
        EngineResponse(status: status, contentType: EngineResponse.jsonType, body: WireCoding.encode(body))
    }
}

/// An OAuth 2.0 error (RFC 6749 §5.2, RFC 6750 §3): the `error` code and a description for a
/// developer, sent as JSON that is never cached, with a Bearer challenge on 401.
package struct OAuthErrorResponse: RenderableError, Equatable, Sendable {
    /// The status: 400 for most token-endpoint errors, 401 for `invalid_client` and bad tokens.
    package var status: Int
    /// The `error` code, such as `invalid_request` or `invalid_grant`.
    package var code: String
    /// The `error_description`: what was wrong, for a developer; never a secret.
    package var description: String?
    /// The `WWW-Authenticate` challenge sent on 401 when it is not Bearer's (`Basic` at the token
    /// endpoint, RFC 6749 §5.2).
    package var challenge: String? = nil

    /// An error from its parts.
    package init(status: Int = 400, code: String, description: String? = nil, challenge: String? = nil) {
        self.status = status
        self.code = code
        self.description = description
        self.challenge = challenge
    }

    /// The JSON answer, `Cache-Control: no-store` (RFC 6749 §5.1), and on 401 a challenge naming
    /// the error (RFC 6750 §3).
    package var response: EngineResponse {
        var headers: HTTPFields = ["Cache-Control": "no-store"]
        if status == 401 {
            headers.append("WWW-Authenticate", challenge ?? #"Bearer error=""# + code + #"""#)
        }
        return EngineResponse(
            status: status, contentType: EngineResponse.jsonType, headers: headers,
            body: WireCoding.encode(Body(error: code, errorDescription: description)))
    }

    /// The error on a redirect back to the client (RFC 6749 §4.1.2.1): `error`, the description
    /// and `state` added to `redirectURI`'s query.
    package func redirect(to redirectURI: String, state: String?) -> EngineResponse {
        var parameters = [(name: "error", value: code)]
        if let description { parameters.append((name: "error_description", value: description)) }
        if let state { parameters.append((name: "state", value: state)) }
        return .redirect(to: QueryURL.build(base: redirectURI, parameters: parameters))
    }

    private struct Body: Encodable {
        var error: String
        var errorDescription: String?

        enum CodingKeys: String, CodingKey {
            case error
            case errorDescription = "error_description"
        }
    }
}
