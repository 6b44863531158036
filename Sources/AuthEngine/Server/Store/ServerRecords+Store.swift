/// How the server store keeps each kind of record: its table's number (fixed forever), its key,
/// its index and its expiry. The records themselves are declared where the server uses them
/// (`ServerState.swift`, `DeviceAuthentication.swift`).

/// How long short-lived records (tickets, codes, app-to-web links, two-step registrations, device
/// nonces) are kept past their expiry before they are pruned, in seconds: a late use within it is
/// told "expired" rather than "unknown", as before pruning was automatic.
let expiredRecordRetention: Int64 = 3600
extension Account: StoredRecord {
    static let tableNumber: UInt8 = 1
    static let tableName = "accounts"
    var storeKey: String { id }
    /// Emails are stored normalised, so the index finds an account by what a person types.
    static let storeIndexes = [StoreIndex<Self>(emailIndex, unique: true) { $0.email }]
    static let emailIndex = "email"

    /// Tokens carry one of the account's memberships, so an account needs at least one.
    func validateStored() throws(DocumentViolation) {
        guard !memberships.isEmpty else { throw DocumentViolation(field: "accounts.memberships") }
    }
}

extension ProfileRegistration: StoredRecord {
    static let tableNumber: UInt8 = 2
    static let tableName = "registrations"
    var storeKey: String { profileId }
    /// An account's devices list its registrations; a device that proves itself finds its own.
    static let storeIndexes = [
        StoreIndex<Self>(accountIndex) { $0.accountId }, StoreIndex<Self>(deviceIndex) { $0.deviceId },
    ]
    static let accountIndex = "account"
    static let deviceIndex = "device"

    func validateStored() throws(DocumentViolation) {
        guard failedAttempts >= 0 else { throw DocumentViolation(field: "registrations.failedAttempts") }
        guard activeContextIndex >= 0 else {
            throw DocumentViolation(field: "registrations.activeContextIndex")
        }
    }
}

extension SessionRecord: StoredRecord {
    static let tableNumber: UInt8 = 3
    static let tableName = "sessions"
    var storeKey: String { id }
    static let storeIndexes = [StoreIndex<Self>(profileIndex) { $0.profileId }]
    static let profileIndex = "profile"
    /// How long a session is kept past its absolute lifetime, in seconds, so a device that comes
    /// back later is told its session expired rather than that it is unknown.
    static let retentionAfterExpiry: Int64 = 7 * 24 * 3600
    /// A session is pruned with its refresh tokens a week after its absolute lifetime.
    var storeExpiry: Int64? { expiresAt.addingSaturating(Self.retentionAfterExpiry) }

    func validateStored() throws(DocumentViolation) {
        guard contextIndex >= 0 else { throw DocumentViolation(field: "sessions.contextIndex") }
    }
}

extension RefreshTokenRecord: StoredRecord {
    static let tableNumber: UInt8 = 4
    static let tableName = "refreshTokens"
    var storeKey: String { tokenHash }
    /// A session's tokens (rotated ones too, for reuse detection) go with it.
    static let storeIndexes = [StoreIndex<Self>(sessionIndex) { $0.sessionId }]
    static let sessionIndex = "session"
}

/// One email's recent failed sign-ins and lockout (`SignInRateLimiter.Entry`), kept until it no
/// longer affects a decision.
struct SignInLimitRecord: Codable, Sendable, Equatable {
    /// Normalised, as the limiter keys it.
    var email: String
    var failureTimes: [Int64]
    var lockedUntil: Int64?
    /// When the entry stops mattering under the limits it was written with.
    var relevantUntil: Int64

    init(email: String, entry: SignInRateLimiter.Entry, configuration: SignInRateLimiter.Configuration) {
        self.email = email
        failureTimes = entry.failureTimes
        lockedUntil = entry.lockedUntil
        relevantUntil = entry.relevantUntil(configuration: configuration)
    }

    var entry: SignInRateLimiter.Entry {
        SignInRateLimiter.Entry(failureTimes: failureTimes, lockedUntil: lockedUntil)
    }
}

extension SignInLimitRecord: StoredRecord {
    static let tableNumber: UInt8 = 5
    static let tableName = "signInLimits"
    var storeKey: String { email }
    var storeExpiry: Int64? { relevantUntil }
}

extension RegistrationTicket: StoredRecord {
    static let tableNumber: UInt8 = 6
    static let tableName = "tickets"
    var storeKey: String { tokenHash }
    var storeExpiry: Int64? { expiresAt.addingSaturating(expiredRecordRetention) }
}

extension AuthorizationCodeRecord: StoredRecord {
    static let tableNumber: UInt8 = 7
    static let tableName = "authorizationCodes"
    var storeKey: String { codeHash }
    var storeExpiry: Int64? { expiresAt.addingSaturating(expiredRecordRetention) }
}

extension CustomRegistrationRecord: StoredRecord {
    static let tableNumber: UInt8 = 8
    static let tableName = "customRegistrations"
    var storeKey: String { id }
    var storeExpiry: Int64? { expiresAt.addingSaturating(expiredRecordRetention) }

    func validateStored() throws(DocumentViolation) {
        guard failedAnswers >= 0 else { throw DocumentViolation(field: "customRegistrations.failedAnswers") }
    }
}

extension OneTimeRegistrationCode: StoredRecord {
    static let tableNumber: UInt8 = 9
    static let tableName = "oneTimeCodes"
    var storeKey: String { codeHash }
    var storeExpiry: Int64? { expiresAt.addingSaturating(expiredRecordRetention) }
}

extension AppToWebTokenRecord: StoredRecord {
    static let tableNumber: UInt8 = 10
    static let tableName = "appToWebTokens"
    var storeKey: String { tokenHash }
    var storeExpiry: Int64? { expiresAt.addingSaturating(expiredRecordRetention) }
}

extension PushRequestRecord: StoredRecord {
    static let tableNumber: UInt8 = 11
    static let tableName = "pushRequests"
    /// How long a push request is kept after its time to live, in seconds, so `viper-auth push
    /// --wait` and the status route still find it settled or expired.
    static let retentionAfterExpiry: Int64 = 24 * 3600
    var storeKey: String { id }
    static let storeIndexes = [StoreIndex<Self>(profileIndex) { $0.profileId }]
    static let profileIndex = "profile"
    var storeExpiry: Int64? { expiresAt.addingSaturating(Self.retentionAfterExpiry) }
}

extension DeviceKeyRecord: StoredRecord {
    static let tableNumber: UInt8 = 12
    static let tableName = "deviceKeys"
    var storeKey: String { deviceId }
}

extension DeviceNonceRecord: StoredRecord {
    static let tableNumber: UInt8 = 13
    static let tableName = "deviceNonces"
    var storeKey: String { nonce }
    var storeExpiry: Int64? { expiresAt.addingSaturating(expiredRecordRetention) }
}

extension DeviceAuthorizationRecord: StoredRecord {
    static let tableNumber: UInt8 = 14
    static let tableName = "deviceAuthorizations"
    var storeKey: String { deviceCodeHash }
    /// The verification page finds a request by the code the person types.
    static let storeIndexes = [StoreIndex<Self>(userCodeIndex, unique: true) { $0.userCodeHash }]
    static let userCodeIndex = "userCode"
    var storeExpiry: Int64? { expiresAt.addingSaturating(expiredRecordRetention) }

    func validateStored() throws(DocumentViolation) {
        guard interval > 0 else { throw DocumentViolation(field: "deviceAuthorizations.interval") }
    }
}
