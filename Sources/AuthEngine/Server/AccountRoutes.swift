/// Sign-up and the credentials identity provider.
extension TokenServer {
    /// `GET /v1/config`: the PIN policy and SCRAM iterations a client needs before registering.
    func configuration(_: EngineRequest) throws(ServerFailure) -> EngineResponse {
        .json(
            ConfigurationBody(
                pinPolicy: configuration.pinPolicy, scramIterations: configuration.scramIterations))
    }

    /// `POST /v1/accounts`: validates the form, creates the account and returns a registration ticket.
    func signUp(_ request: EngineRequest) async throws(ServerFailure) -> EngineResponse {
        let body = try request.decodeBody(SignUpBody.self)
        let form = SignUpForm(
            fullName: body.fullName, email: body.email, password: body.password,
            passwordConfirmation: body.passwordConfirmation)
        do throws(SignUpViolation) { try form.validate() } catch { throw .signUpRejected(error) }
        let email = EmailAddress.normalized(body.email)
        guard try database.read({ state throws(ServerFailure) in try state.account(email: email) }) == nil
        else {
            throw .emailAlreadyRegistered
        }

        // The slow derivation runs outside the lock so other requests are not held up by it.
        let (password, iterations) = (body.password, configuration.passwordIterations)
        let record = await SlowWork.perform {
            PasswordRecord.make(password: password, iterations: iterations)
        }
        let now = clock.now
        let ticket = try database.transaction { state throws(ServerFailure) in
            guard try state.account(email: email) == nil else { throw .emailAlreadyRegistered }
            let account = Account(
                id: Identifier.make("usr"), email: email,
                fullName: body.fullName.trimmingWhitespace(), password: record,
                memberships: [DemoAccounts.newcomerMembership])
            state.accounts.put(account)
            return state.issueTicket(
                for: account, now: now, lifetime: configuration.registrationTicketLifetime)
        }
        return .json(ticketBody(ticket, email: email), status: 201)
    }

    /// `POST /v1/idp/credentials`: checks email and password and returns a registration ticket (or,
    /// with `stateless`, a ticket for `POST /v1/auth/stateless`).
    ///
    /// Unknown email and wrong password give the same status, body and key-derivation work, and both
    /// count towards the per-email limit, so the answer reveals nothing about which accounts exist.
    func signInWithCredentials(_ request: EngineRequest) async throws(ServerFailure) -> EngineResponse {
        let body = try request.decodeBody(CredentialsBody.self)
        let lifetime = configuration.registrationTicketLifetime
        let stateless = body.stateless ?? false
        let issued = try await withVerifiedCredentials(email: body.email, password: body.password) {
            (state: inout ServerState, account: Account, now: Int64) throws(ServerFailure) in
            (
                ticket: state.issueTicket(for: account, now: now, lifetime: lifetime, stateless: stateless),
                email: account.email
            )
        }
        return .json(ticketBody(issued.ticket, email: issued.email))
    }

    func ticketBody(_ ticket: String, email: String) -> TicketBody {
        TicketBody(
            ticket: ticket, email: email, pinPolicy: configuration.pinPolicy,
            scramIterations: configuration.scramIterations)
    }
}

struct ConfigurationBody: Codable, Sendable {
    var pinPolicy: PinPolicy
    var scramIterations: Int
}

extension ServerState {
    /// The account with `email` (normalised, as stored), through the unique email index.
    func account(email: String) throws(ServerFailure) -> Account? {
        guard let id = accounts.key(indexedBy: email) else { return nil }
        return try accounts.get(id)
    }

    func account(id: String) throws(ServerFailure) -> Account? {
        try accounts.get(id)
    }

    func registration(profileId: String) throws(ServerFailure) -> ProfileRegistration? {
        try registrations.get(profileId)
    }

    /// Creates a single-use registration ticket and returns the bearer value (only its hash is kept).
    mutating func issueTicket(
        for account: Account, now: Int64, lifetime: Int64, stateless: Bool = false
    ) -> String {
        let ticket = Identifier.secretToken()
        tickets.put(
            RegistrationTicket(
                tokenHash: Identifier.hash(of: ticket), accountId: account.id, expiresAt: now + lifetime,
                stateless: stateless))
        return ticket
    }

    /// Takes (and so consumes) a valid ticket.
    mutating func redeemTicket(_ ticket: String, now: Int64) throws(ServerFailure) -> RegistrationTicket? {
        try tickets.redeem(secret: ticket, now: now).validRecord
    }
}
