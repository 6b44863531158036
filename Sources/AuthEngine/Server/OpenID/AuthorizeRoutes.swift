/// The authorize endpoint (RFC 6749 §4.1.1): `GET` serves the login page for a checked request,
/// the form posts back to the same path, and the browser leaves with a code or an error for the
/// client's redirect URI.
extension TokenServer {
    /// The form's own fields, which are not part of the authorization request it carries.
    static let loginFormFields: Set<String> = ["email", "password", "csrf_token", "action"]

    /// `GET /oauth2/authorize`: the login page, an error redirect, or an error page when there is
    /// no client or redirect URI to trust.
    func authorizePage(_ request: EngineRequest) throws(LoginPageRefusal) -> EngineResponse {
        let query: FormFields
        do {
            query = try request.query
        } catch {
            throw LoginPageRefusal(LoginPage.error("The request's query is not percent-encoded properly."))
        }
        let parameters = try checkedRequest(query, ignoring: [], redirectStatus: 302)
        return LoginPage.form(
            for: parameters, csrfToken: openID.formTokens.issue(for: parameters, now: clock.now))
    }

    /// `POST /oauth2/authorize`: the login form. Its CSRF token is checked before anything else
    /// it says is acted on; then sign in, cancel or "forgot password".
    func authorizeForm(_ request: EngineRequest) async throws(LoginPageRefusal) -> EngineResponse {
        let fields = try LoginPage.postedFields(request)
        let parameters = try checkedRequest(fields, ignoring: Self.loginFormFields, redirectStatus: 303)
        try LoginPage.refuseRepeated(Self.loginFormFields, in: fields)
        guard openID.formTokens.accepts(fields["csrf_token"], for: parameters, now: clock.now) else {
            throw LoginPageRefusal(
                LoginPage.error("This form has expired or was not sent from this sign-in page.", status: 403))
        }
        switch fields["action"] {
        case "sign-in":
            return await signIn(
                parameters, email: fields["email"] ?? "", password: Secret(fields["password"] ?? ""))
        case "cancel":
            return Self.accessDenied(
                parameters, b2cErrorCode: AuthorizationRedirect.userCancelledCode,
                description: Self.userCancelledDescription)
        case "forgot-password":
            return Self.accessDenied(
                parameters, b2cErrorCode: AuthorizationRedirect.forgotPasswordCode,
                description: Self.forgotPasswordDescription)
        default:
            throw LoginPageRefusal(LoginPage.error("The form did not say what to do (sign in or cancel)."))
        }
    }

    private func checkedRequest(_ fields: FormFields, ignoring: Set<String>, redirectStatus: Int)
        throws(LoginPageRefusal) -> AuthorizeParameters
    {
        do {
            return try AuthorizeParameters.check(
                fields, clients: configuration.openIDClients, ignoring: ignoring)
        } catch {
            switch error {
            case .page(let reason):
                throw LoginPageRefusal(LoginPage.error(reason))
            case .redirect(let refusal, let uri, let state):
                throw LoginPageRefusal(
                    LoginPage.secured(
                        OAuthErrorResponse.redirect(refusal, to: uri, state: state, status: redirectStatus)))
            }
        }
    }

    /// Checks the credentials as every identity provider does (one limit, the same work for an
    /// unknown email) and sends the browser back with a new code, or shows the page again.
    private func signIn(_ parameters: AuthorizeParameters, email: String, password: Secret) async
        -> EngineResponse
    {
        let now = clock.now
        guard !email.isEmpty, !password.value.isEmpty else {
            return LoginPage.form(
                for: parameters, csrfToken: openID.formTokens.issue(for: parameters, now: now),
                alert: "Enter your email and password.")
        }
        let lifetime = configuration.shortLivedCodeLifetime
        do {
            let code = try await withVerifiedCredentials(email: email, password: password.value) {
                (state: inout ServerState, account: Account, now: Int64) throws(ServerFailure) in
                state.issueAuthorizationCode(
                    for: account, codeChallenge: parameters.codeChallenge,
                    redirectURI: parameters.redirectURI,
                    now: now, lifetime: lifetime,
                    grant: OAuthGrant(clientId: parameters.client.id, scope: parameters.scope, authTime: now),
                    nonce: parameters.nonce)
            }
            return Self.backToClient(parameters, [("code", code)])
        } catch {
            return LoginPage.form(
                for: parameters, csrfToken: openID.formTokens.issue(for: parameters, now: clock.now),
                alert: Self.sentence(for: SignInRefusal(error)))
        }
    }

    /// What the page says when signing in failed; the device verification page says the same.
    static func sentence(for refusal: SignInRefusal) -> String {
        switch refusal {
        case .invalidCredentials: "The email or password is incorrect."
        case .rateLimited(let seconds):
            "Too many failed sign-ins for this email. Try again in \(seconds) second\(seconds == 1 ? "" : "s")."
        case .serverUnavailable: "Signing in is not possible right now. Try again in a moment."
        }
    }

    /// The B2C-style `access_denied` redirect the hosted page sends for cancel and "forgot password".
    private static func accessDenied(
        _ parameters: AuthorizeParameters, b2cErrorCode: String, description: String
    )
        -> EngineResponse
    {
        backToClient(
            parameters,
            [
                ("error", "access_denied"), ("error_description", description),
                ("b2c_error_code", b2cErrorCode),
            ])
    }

    /// A `303 See Other` to the client's redirect URI with `parameters` and the request's `state`.
    private static func backToClient(
        _ request: AuthorizeParameters, _ parameters: [(name: String, value: String)]
    )
        -> EngineResponse
    {
        let state = request.state.map { [(name: "state", value: $0)] } ?? []
        return LoginPage.secured(
            .redirect(
                to: QueryURL.build(base: request.redirectURI, parameters: parameters + state), status: 303))
    }
}

/// A request the authorize endpoint will not serve, answered with the page or redirect it chose.
struct LoginPageRefusal: RenderableError {
    let response: EngineResponse

    init(_ response: EngineResponse) {
        self.response = response
    }
}
