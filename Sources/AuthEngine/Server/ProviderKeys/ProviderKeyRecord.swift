/// One of the provider's signing keys as the server's store keeps it (table `providerKeys`): the
/// private key, and where it is in its life — current, then retired but still published until the
/// last token it signed has expired, then pruned.
struct ProviderKeyRecord: Codable, Sendable, Equatable {
    /// `kid`: the thumbprint of the public half.
    var keyID: String
    var algorithm: JWSAlgorithm
    /// The private key as JWK members (`ProviderSigningKey.privateMembers`).
    var privateKey: [String: String]
    var createdAt: Int64
    /// When another key became current in its place; nil while it is the current one.
    var retiredAt: Int64? = nil
    /// Until when a retired key stays in the JWKS: the end of the longest life a token it signed
    /// can have, with a margin for clock skew.
    var publishedUntil: Int64? = nil

    init(key: ProviderSigningKey, createdAt: Int64) {
        keyID = key.keyID
        algorithm = key.jwk.algorithm
        privateKey = key.privateMembers
        self.createdAt = createdAt
    }

    /// The key, read from its members; nil for members that do not make one.
    var signingKey: ProviderSigningKey? {
        ProviderSigningKey(privateMembers: privateKey)
    }

    /// True while the key is in the JWKS at `now`.
    func isPublished(at now: Int64) -> Bool {
        guard let publishedUntil else { return retiredAt == nil }
        return now < publishedUntil
    }
}

extension ProviderKeyRecord: StoredRecord {
    static let tableNumber: UInt8 = 15
    static let tableName = "providerKeys"
    var storeKey: String { keyID }
    /// The keys of one algorithm are found together, to pick the current one.
    static let storeIndexes = [StoreIndex<Self>(algorithmIndex) { $0.algorithm.rawValue }]
    static let algorithmIndex = "algorithm"
    /// A retired key goes once no token it signed can still be valid; a current one stays.
    var storeExpiry: Int64? { publishedUntil }

    /// A key whose members do not make a key of its algorithm, or whose `kid` is not that key's
    /// thumbprint, was not written by this server: damage, reported naming its file.
    func validateStored() throws(DocumentViolation) {
        guard let key = signingKey, key.jwk.algorithm == algorithm else {
            throw DocumentViolation(field: "providerKeys.privateKey")
        }
        guard key.keyID == keyID else { throw DocumentViolation(field: "providerKeys.keyID") }
    }
}

extension ProviderKeyRecord: CustomStringConvertible, CustomReflectable {
    /// The `kid`, algorithm and dates: the private key never reaches a log line or a test's
    /// failure message.
    var description: String {
        let retired = retiredAt.map(String.init) ?? "never"
        return "ProviderKeyRecord(\(keyID), \(algorithm.rawValue), created \(createdAt), retired \(retired))"
    }

    var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "keyID": keyID, "algorithm": algorithm, "createdAt": createdAt, "retiredAt": retiredAt as Any,
                "publishedUntil": publishedUntil as Any,
            ], displayStyle: .struct)
    }
}
