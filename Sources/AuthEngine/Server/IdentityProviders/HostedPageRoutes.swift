/// The hosted login page and the web site as routes, for `viper-auth browser --server URL`: the
/// same answers `HostedLogin.swift` and the app-to-web redemption give in process. The page's
/// outcomes (a redirect, a refusal to retry, an address it cannot serve) are all 200 answers: they
/// are what the page shows, not failures of the request.
extension TokenServer {
    /// `POST /v1/hosted/login`: signs in on the page.
    func hostedLoginRoute(_ request: EngineRequest) async throws(ServerFailure) -> EngineResponse {
        let body = try request.decodeBody(HostedPageRequestBody.self)
        return .json(
            HostedPageResultBody(
                await hostedLogin(
                    authorizeURL: body.authorizeURL, email: body.email ?? "",
                    password: Secret(body.password ?? ""))))
    }

    /// `POST /v1/hosted/cancel`: the person leaves the page.
    func hostedCancelRoute(_ request: EngineRequest) throws(ServerFailure) -> EngineResponse {
        let body = try request.decodeBody(HostedPageRequestBody.self)
        return .json(HostedPageResultBody(hostedLoginCancelled(authorizeURL: body.authorizeURL)))
    }

    /// `POST /v1/hosted/forgot-password`: the person follows the page's "forgot password" link.
    func hostedForgotPasswordRoute(_ request: EngineRequest) throws(ServerFailure) -> EngineResponse {
        let body = try request.decodeBody(HostedPageRequestBody.self)
        return .json(HostedPageResultBody(hostedLoginForgotPassword(authorizeURL: body.authorizeURL)))
    }

    /// `POST /v1/hosted/registration-code`: signs in and shows a one-time registration code.
    func registrationCodeRoute(_ request: EngineRequest) async throws(ServerFailure) -> EngineResponse {
        let body = try request.decodeBody(HostedPageCredentialsBody.self)
        do throws(SignInRefusal) {
            let code = try await issueOneTimeRegistrationCode(
                email: body.email, password: Secret(body.password))
            return .json(HostedPageResultBody(code: code))
        } catch {
            return .json(HostedPageResultBody(.retry(error)))
        }
    }

    /// `POST /v1/web/sso`: the web site redeems an app-to-web URL.
    func webSignOnRoute(_ request: EngineRequest) throws(ServerFailure) -> EngineResponse {
        let body = try request.decodeBody(AppToWebRedemptionBody.self)
        do throws(AppToWebRedemptionError) {
            let signIn = try redeemAppToWebToken(url: body.url)
            return .json(WebSignInBody(userId: signIn.userId, email: signIn.email, fullName: signIn.fullName))
        } catch {
            return error.response
        }
    }
}

/// The hosted pages and web site `viper-auth browser` plays: in process (`TokenServer`) or over a
/// transport (`RemoteHostedPages`).
package protocol HostedPages: Sendable {
    /// Signs in on the hosted login page (see `TokenServer.hostedLogin`).
    func hostedLogin(authorizeURL: String, email: String, password: Secret) async -> HostedLoginResult
    /// The page's "cancel" redirect.
    func hostedLoginCancelled(authorizeURL: String) async -> HostedLoginResult
    /// The page's "forgot password" redirect.
    func hostedLoginForgotPassword(authorizeURL: String) async -> HostedLoginResult
    /// Redeems an app-to-web URL once.
    func redeemAppToWebToken(url: String) async throws(AppToWebRedemptionError) -> WebSignIn
    /// A one-time registration code for the account.
    func issueOneTimeRegistrationCode(email: String, password: Secret) async throws(SignInRefusal) -> String
}

extension TokenServer: HostedPages {}

/// The hosted pages of a server reached through `transport` (`viper-auth browser --server URL`).
/// A server that cannot be reached reads as the sign-in service being unavailable.
package struct RemoteHostedPages: HostedPages {
    private let transport: any EngineTransport

    /// The pages behind `transport`.
    package init(transport: any EngineTransport) {
        self.transport = transport
    }

    /// Signs in through `POST /v1/hosted/login`.
    package func hostedLogin(authorizeURL: String, email: String, password: Secret) async -> HostedLoginResult
    {
        await page(
            "/v1/hosted/login",
            HostedPageRequestBody(authorizeURL: authorizeURL, email: email, password: password.value))
    }

    /// `POST /v1/hosted/cancel`.
    package func hostedLoginCancelled(authorizeURL: String) async -> HostedLoginResult {
        await page("/v1/hosted/cancel", HostedPageRequestBody(authorizeURL: authorizeURL))
    }

    /// `POST /v1/hosted/forgot-password`.
    package func hostedLoginForgotPassword(authorizeURL: String) async -> HostedLoginResult {
        await page("/v1/hosted/forgot-password", HostedPageRequestBody(authorizeURL: authorizeURL))
    }

    /// `POST /v1/web/sso`.
    package func redeemAppToWebToken(url: String) async throws(AppToWebRedemptionError) -> WebSignIn {
        guard let response = await send("/v1/web/sso", AppToWebRedemptionBody(url: url)) else {
            throw .storage
        }
        guard response.isSuccess else {
            throw WireCoding.decode(WebSignInErrorBody.self, from: response.body)?.redemptionError ?? .storage
        }
        guard let body = WireCoding.decode(WebSignInBody.self, from: response.body) else { throw .storage }
        return WebSignIn(userId: body.userId, email: body.email, fullName: body.fullName)
    }

    /// `POST /v1/hosted/registration-code`.
    package func issueOneTimeRegistrationCode(email: String, password: Secret) async throws(SignInRefusal)
        -> String
    {
        guard
            let response = await send(
                "/v1/hosted/registration-code",
                HostedPageCredentialsBody(email: email, password: password.value)),
            response.isSuccess, let body = WireCoding.decode(HostedPageResultBody.self, from: response.body)
        else { throw .serverUnavailable }
        if let code = body.code { return code }
        guard case .retry(let refusal) = body.result else { throw .serverUnavailable }
        throw refusal
    }

    private func page(_ path: String, _ body: HostedPageRequestBody) async -> HostedLoginResult {
        guard let response = await send(path, body), response.isSuccess,
            let answer = WireCoding.decode(HostedPageResultBody.self, from: response.body)
        else { return .retry(.serverUnavailable) }
        return answer.result
    }

    private func send(_ path: String, _ body: some Encodable) async -> EngineResponse? {
        // Any failure to get an answer is the same to the page: the server is unavailable.
        try? await transport.send(.postingJSON(body, to: path))
    }
}

struct HostedPageRequestBody: Codable {
    var authorizeURL: String
    var email: String? = nil
    var password: String? = nil
}

struct HostedPageCredentialsBody: Codable {
    var email: String
    var password: String
}

struct AppToWebRedemptionBody: Codable {
    var url: String
}

struct WebSignInBody: Codable {
    var userId: String
    var email: String
    var fullName: String
}

struct WebSignInErrorBody: Codable {
    var error: String

    static func code(_ error: AppToWebRedemptionError) -> String {
        switch error {
        case .malformedURL: "malformed_url"
        case .unknownOrUsed: "unknown_or_used"
        case .expired: "expired"
        case .storage: "storage"
        }
    }

    var redemptionError: AppToWebRedemptionError {
        switch error {
        case "malformed_url": .malformedURL
        case "unknown_or_used": .unknownOrUsed
        case "expired": .expired
        default: .storage
        }
    }
}

/// A page's answer on the wire: exactly one of `redirect`, `code`, `refusal` (with
/// `retryAfterSeconds` when rate limited) or `invalidRequest` (with `parameter` when missing).
struct HostedPageResultBody: Codable {
    var redirect: String? = nil
    var code: String? = nil
    var refusal: String? = nil
    var retryAfterSeconds: Int64? = nil
    var invalidRequest: String? = nil
    var parameter: String? = nil

    init(code: String) {
        self.code = code
    }

    init(_ result: HostedLoginResult) {
        switch result {
        case .redirect(let url): redirect = url
        case .retry(.invalidCredentials): refusal = "invalid_credentials"
        case .retry(.rateLimited(let seconds)):
            refusal = "rate_limited"
            retryAfterSeconds = seconds
        case .retry(.serverUnavailable): refusal = "unavailable"
        case .invalidRequest(let problem): (invalidRequest, parameter) = Self.words(problem)
        }
    }

    private static func words(_ problem: HostedLoginRequestError) -> (String, String?) {
        switch problem {
        case .invalidURL(.malformedURL): ("malformed_url", nil)
        case .invalidURL(.duplicatedParameter): ("duplicated_parameter", nil)
        case .invalidURL(.missingParameter(let name)): ("missing_parameter", name)
        case .invalidURL(.unsupportedResponseType): ("unsupported_response_type", nil)
        case .invalidURL(.unsupportedCodeChallengeMethod): ("unsupported_code_challenge_method", nil)
        case .invalidURL(.invalidCodeChallenge): ("invalid_code_challenge", nil)
        case .wrongEndpoint: ("wrong_endpoint", nil)
        case .unknownClient: ("unknown_client", nil)
        case .unregisteredRedirectURI: ("unregistered_redirect_uri", nil)
        }
    }

    /// The answer as the page gives it; anything unreadable is the service being unavailable.
    var result: HostedLoginResult {
        if let redirect { return .redirect(redirect) }
        switch refusal {
        case "invalid_credentials": return .retry(.invalidCredentials)
        case "rate_limited": return .retry(.rateLimited(retryAfterSeconds: retryAfterSeconds ?? 60))
        case nil: break
        default: return .retry(.serverUnavailable)
        }
        let problem: HostedLoginRequestError? =
            switch invalidRequest {
            case "malformed_url": .invalidURL(.malformedURL)
            case "duplicated_parameter": .invalidURL(.duplicatedParameter)
            case "missing_parameter": .invalidURL(.missingParameter(parameter ?? "required"))
            case "unsupported_response_type": .invalidURL(.unsupportedResponseType)
            case "unsupported_code_challenge_method": .invalidURL(.unsupportedCodeChallengeMethod)
            case "invalid_code_challenge": .invalidURL(.invalidCodeChallenge)
            case "wrong_endpoint": .wrongEndpoint
            case "unknown_client": .unknownClient
            case "unregistered_redirect_uri": .unregisteredRedirectURI
            default: nil
            }
        return problem.map(HostedLoginResult.invalidRequest) ?? .retry(.serverUnavailable)
    }
}

extension AppToWebRedemptionError: RenderableError {
    /// The web site's own error shape, `{"error": "expired"}`, with its status.
    package var response: EngineResponse {
        let status =
            switch self {
            case .malformedURL: 400
            case .unknownOrUsed: 404
            case .expired: 410
            case .storage: 503
            }
        return .json(WebSignInErrorBody(error: WebSignInErrorBody.code(self)), status: status)
    }
}
