/// The token server's state as one document: what `server/state.json` held (with `devices.json`
/// beside it) before the server kept a journal, and the whole state written out as arrays.
///
/// A home with a `state.json` is converted to the store once, when it is first opened
/// (`ServerStore`); `ServerDatabase.document()` writes the store's state in this shape for tests
/// and tools, which compare or inspect whole states.
struct ServerStateDocument: StoredDocument, Equatable {
    static let schemaVersion = 1

    var accounts: [Account] = []
    var registrations: [ProfileRegistration] = []
    var sessions: [SessionRecord] = []
    var refreshTokens: [RefreshTokenRecord] = []
    var signInLimiter = SignInRateLimiter()
    var tickets: [RegistrationTicket] = []
    var authorizationCodes: [AuthorizationCodeRecord] = []
    var customRegistrations: [CustomRegistrationRecord] = []
    var oneTimeCodes: [OneTimeRegistrationCode] = []
    var appToWebTokens: [AppToWebTokenRecord] = []
    var pushRequests: [PushRequestRecord] = []

    func account(email: String) -> Account? {
        accounts.first { $0.email == email }
    }

    func account(id: String) -> Account? {
        accounts.first { $0.id == id }
    }

    func registration(profileId: String) -> ProfileRegistration? {
        registrations.first { $0.profileId == profileId }
    }
}

extension ServerState {
    /// The state of a `state.json` and a `devices.json` (either may be absent), every record
    /// checked and encoded as the store keeps it.
    init(
        document: ServerStateDocument, deviceKeys: DeviceKeysDocument?,
        signInLimit: SignInRateLimiter.Configuration
    ) throws(StoreError) {
        self.init()
        try accounts.bootstrap(document.accounts)
        try registrations.bootstrap(document.registrations)
        try sessions.bootstrap(document.sessions)
        try refreshTokens.bootstrap(document.refreshTokens)
        try signInLimits.bootstrap(
            document.signInLimiter.entriesByEmail.sorted { $0.key < $1.key }.map { email, entry in
                SignInLimitRecord(email: email, entry: entry, configuration: signInLimit)
            })
        try tickets.bootstrap(document.tickets)
        try authorizationCodes.bootstrap(document.authorizationCodes)
        try customRegistrations.bootstrap(document.customRegistrations)
        try oneTimeCodes.bootstrap(document.oneTimeCodes)
        try appToWebTokens.bootstrap(document.appToWebTokens)
        try pushRequests.bootstrap(document.pushRequests)
        try self.deviceKeys.bootstrap(deviceKeys?.keys ?? [])
        try deviceNonces.bootstrap(deviceKeys?.nonces ?? [])
    }

    /// The whole state as the two documents a home kept before the journal.
    func documents() throws(ServerFailure) -> (state: ServerStateDocument, devices: DeviceKeysDocument) {
        var entries: [String: SignInRateLimiter.Entry] = [:]
        for record in try signInLimits.allRecords() { entries[record.email] = record.entry }
        let state = ServerStateDocument(
            accounts: try accounts.allRecords(), registrations: try registrations.allRecords(),
            sessions: try sessions.allRecords(), refreshTokens: try refreshTokens.allRecords(),
            signInLimiter: SignInRateLimiter(entries: entries), tickets: try tickets.allRecords(),
            authorizationCodes: try authorizationCodes.allRecords(),
            customRegistrations: try customRegistrations.allRecords(),
            oneTimeCodes: try oneTimeCodes.allRecords(), appToWebTokens: try appToWebTokens.allRecords(),
            pushRequests: try pushRequests.allRecords())
        let devices = DeviceKeysDocument(
            keys: try deviceKeys.allRecords(), nonces: try deviceNonces.allRecords())
        return (state, devices)
    }
}
