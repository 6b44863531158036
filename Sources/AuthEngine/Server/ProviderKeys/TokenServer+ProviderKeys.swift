import Synchronization

/// The provider's signing keys on the token server: made on first need, rotated by age when they
/// are next needed, published at `GET /oauth2/jwks` (docs/ENGINE.md, "The provider's signing keys").
extension TokenServer {
    /// The current key of each algorithm of the policy, in its order; a key that is missing or
    /// older than the rotation age is replaced first.
    func currentSigningKeys() async throws(ServerFailure) -> [ProviderSigningKey] {
        let ring = try await providerKeyRing(replacing: .whenAged)
        var keys: [ProviderSigningKey] = []
        for algorithm in configuration.providerKeys.algorithms {
            guard let record = ring.current[algorithm] else { continue }
            keys.append(try providerKeyCache.key(for: record))
        }
        return keys
    }

    /// The current key for `algorithm`, or nil when the policy keeps none for it.
    func currentSigningKey(for algorithm: JWSAlgorithm) async throws(ServerFailure) -> ProviderSigningKey? {
        try await currentSigningKeys().first { $0.jwk.algorithm == algorithm }
    }

    /// Replaces every current key now, whatever its age (an operator who suspects a key leaked):
    /// the keys replaced stay published until the tokens they signed have expired.
    func rotateSigningKeys() async throws(ServerFailure) {
        _ = try await providerKeyRing(replacing: .always)
    }

    /// The keys the JWKS lists now.
    func publishedKeySet() async throws(ServerFailure) -> JWKSet {
        let ring = try await providerKeyRing(replacing: .whenAged)
        var keys: [JWK] = []
        for record in ProviderKeyRotation.published(ring.records, now: ring.now) {
            keys.append(try providerKeyCache.key(for: record).jwk)
        }
        return JWKSet(keys: keys)
    }

    /// `GET /oauth2/jwks`: the published keys (RFC 7517 §5).
    ///
    /// `no-store`, since a rotation publishes a new key at the moment it starts signing: a set
    /// kept in a cache would lack the `kid` of the newest tokens, and the set is small.
    func jwks(_: EngineRequest) async throws(ServerFailure) -> EngineResponse {
        let set = try await publishedKeySet()
        return EngineResponse(
            status: 200, headers: ["Content-Type": EngineResponse.jsonType, "Cache-Control": "no-store"],
            body: set.json.serialized())
    }

    private enum Replacement {
        case whenAged
        case always
    }

    /// The stored keys of the policy's algorithms, after making the current ones `replacing` asks
    /// for. New keys are made outside the store's lock (an RSA key takes a while), then installed
    /// in one transaction that looks again: a key another process installed meanwhile is kept and
    /// this one dropped, unless the rotation is forced.
    private func providerKeyRing(replacing: Replacement) async throws(ServerFailure) -> ProviderKeyRing {
        let policy = configuration.providerKeys
        let overlap = configuration.idTokenLifetime.addingSaturating(policy.publicationMargin)
        let stored = try database.read { state throws(ServerFailure) in
            ProviderKeyRing(
                records: try state.providerKeyRecords(of: policy.algorithms), now: clock.now, policy: policy)
        }
        let needed = replacing == .always ? policy.algorithms : stored.missing
        guard !needed.isEmpty else { return stored }
        let generate = policy.generate
        let made = await SlowWork.perform { needed.map(generate) }
        return try database.transaction { state throws(ServerFailure) in
            var ring = ProviderKeyRing(
                records: try state.providerKeyRecords(of: policy.algorithms), now: clock.now, policy: policy)
            for key in made where replacing == .always || ring.current[key.jwk.algorithm] == nil {
                let new = ProviderKeyRecord(key: key, createdAt: ring.now)
                let changed = ProviderKeyRotation.replacing(
                    ring.records, with: new, now: ring.now, overlap: overlap)
                for record in changed { state.providerKeys.put(record) }
                ring.install(new, changed: changed)
                providerKeyCache.keep(key)
            }
            return ring
        }
    }
}

/// The stored keys at one instant, and which is current for each algorithm then.
struct ProviderKeyRing {
    private(set) var records: [ProviderKeyRecord]
    private(set) var current: [JWSAlgorithm: ProviderKeyRecord] = [:]
    let now: Int64
    /// The policy's algorithms without a current key.
    private(set) var missing: [JWSAlgorithm] = []

    init(records: [ProviderKeyRecord], now: Int64, policy: ProviderKeyPolicy) {
        self.records = records
        self.now = now
        for algorithm in policy.algorithms {
            if let record = ProviderKeyRotation.current(
                of: algorithm, among: records, now: now, rotationAge: policy.rotationAge)
            {
                current[algorithm] = record
            } else {
                missing.append(algorithm)
            }
        }
    }

    /// Takes `new` as its algorithm's current key, with the records its installation `changed`.
    mutating func install(_ new: ProviderKeyRecord, changed: [ProviderKeyRecord]) {
        let changedIDs = Set(changed.map(\.keyID))
        records = records.filter { !changedIDs.contains($0.keyID) } + changed
        current[new.algorithm] = new
        missing.removeAll { $0 == new.algorithm }
    }
}

extension ServerState {
    /// The stored keys of `algorithms`, found through the table's index.
    func providerKeyRecords(of algorithms: [JWSAlgorithm]) throws(ServerFailure) -> [ProviderKeyRecord] {
        var records: [ProviderKeyRecord] = []
        for algorithm in algorithms {
            records += try providerKeys.records(
                indexedBy: algorithm.rawValue, in: ProviderKeyRecord.algorithmIndex)
        }
        return records
    }
}

/// The signing keys read from their records, by `kid`: a key's private half is decoded once per
/// process rather than for every token it signs.
final class ProviderKeyCache: Sendable {
    private let keys = Mutex<[String: ProviderSigningKey]>([:])

    init() {}

    /// The key `record` holds; its members were checked when the store read it
    /// (`ProviderKeyRecord.validateStored`), which this repeats should it ever be bypassed.
    func key(for record: ProviderKeyRecord) throws(ServerFailure) -> ProviderSigningKey {
        if let known = keys.withLock({ $0[record.keyID] }) { return known }
        guard let key = record.signingKey, key.keyID == record.keyID else {
            throw .storage(.corrupt(name: ServerStoreFiles.journalName))
        }
        keep(key)
        return key
    }

    /// Remembers a key this process made.
    func keep(_ key: ProviderSigningKey) {
        keys.withLock { $0[key.keyID] = key }
    }
}
