/// A record that stands for a secret handed out once (a registration ticket, an authorization
/// code, a one-time code, an app-to-web link, a device nonce): valid until `expiresAt`, and used up
/// by its first redemption whatever comes of it, so a second use always fails.
protocol SingleUseRecord: StoredRecord {
    /// When the secret stops being redeemable, in seconds since the epoch.
    var expiresAt: Int64 { get }
}

/// What redeeming a single-use secret found.
enum Redemption<Record> {
    /// It was issued, unused and in time: here is its record, now removed.
    case valid(Record)
    /// It was issued and unused, but its time had passed; it is removed all the same.
    case expired
    /// Never issued (to this caller), or already used.
    case unknown

    /// The record when it was valid.
    var validRecord: Record? {
        if case .valid(let record) = self { return record }
        return nil
    }
}

extension StoreTable where Record: SingleUseRecord {
    /// Redeems a secret the table keeps only as its hash (`Identifier.hash(of:)`).
    mutating func redeem(secret: String, now: Int64) throws(ServerFailure) -> Redemption<Record> {
        try redeem(key: Identifier.hash(of: secret), now: now)
    }

    /// Redeems the record under `key` if `belongs` accepts it (a nonce is redeemed only by the
    /// device it was handed to): it is removed before its expiry is looked at.
    mutating func redeem(
        key: String, now: Int64, if belongs: (Record) -> Bool = { _ in true }
    ) throws(ServerFailure) -> Redemption<Record> {
        guard let record = try get(key), belongs(record) else { return .unknown }
        _ = remove(key)
        return record.expiresAt > now ? .valid(record) : .expired
    }
}

extension RegistrationTicket: SingleUseRecord {}
extension AuthorizationCodeRecord: SingleUseRecord {}
extension OneTimeRegistrationCode: SingleUseRecord {}
extension AppToWebTokenRecord: SingleUseRecord {}
extension DeviceNonceRecord: SingleUseRecord {}
