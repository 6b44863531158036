/// The app's half of the browser sign-in: exchanging the authorization code for a ticket.
extension TokenServer {
    /// `POST /v1/idp/browser/token`: redeems the code if the PKCE verifier and redirect URI match
    /// what it was issued for, and returns a registration ticket.
    ///
    /// The code is used up by the first attempt, right or wrong, so a stolen code gives its thief
    /// a single guess at the verifier and the rightful app an error it can explain.
    func exchangeAuthorizationCode(_ request: EngineRequest) throws(ServerFailure) -> EngineResponse {
        let body = try request.decodeBody(BrowserTokenBody.self)
        let presentedChallenge = try? PKCE.challenge(for: body.codeVerifier)
        let lifetime = configuration.registrationTicketLifetime
        let now = clock.now
        let outcome = try database.transaction { state throws(ServerFailure) -> CodeExchange in
            let record: AuthorizationCodeRecord
            switch try state.authorizationCodes.redeem(secret: body.code, now: now) {
            // A code the OpenID login page issued is for its client's token endpoint only.
            case .valid(let valid) where valid.oauthGrant == nil: record = valid
            case .valid: return .refused("The authorization code is not valid or was already used.")
            case .expired: return .refused("The authorization code has expired.")
            case .unknown: return .refused("The authorization code is not valid or was already used.")
            }
            guard let presentedChallenge,
                ConstantTime.equals(Array(presentedChallenge.utf8), Array(record.codeChallenge.utf8))
            else { return .refused("The code verifier does not match the code challenge.") }
            guard record.redirectURI == body.redirectURI else {
                return .refused("The redirect URI does not match the authorization request.")
            }
            guard let account = try state.account(id: record.accountId) else {
                return .refused("The account no longer exists.")
            }
            return .issued(
                ticket: state.issueTicket(for: account, now: now, lifetime: lifetime), email: account.email)
        }
        switch outcome {
        case .issued(let ticket, let email): return .json(ticketBody(ticket, email: email))
        case .refused(let reason): throw .authorizationFailed(reason)
        }
    }
}

/// How a code exchange ended; a refusal is returned from the transaction so the spent code is
/// written, then thrown.
private enum CodeExchange {
    case issued(ticket: String, email: String)
    case refused(String)
}
