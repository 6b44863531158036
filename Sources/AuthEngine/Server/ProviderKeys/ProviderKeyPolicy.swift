import Synchronization

/// When the provider's signing keys rotate, and how new ones are made.
package struct ProviderKeyPolicy: Sendable {
    /// How long a key stays the current one of its algorithm, in seconds; the next time a key of
    /// that algorithm is needed after that, a new one replaces it (`ProviderKeyRotation`).
    package var rotationAge: Int64 = 30 * 24 * 3600
    /// How long past the longest token lifetime a retired key stays published, in seconds, so a
    /// relying party whose clock runs behind still finds it.
    package var publicationMargin: Int64 = 300
    /// The algorithms the provider keeps a current key for, in the order the JWKS lists them.
    package var algorithms: [JWSAlgorithm] = JWSAlgorithm.allCases
    /// Makes a new key; tests replace it with prepared keys, since making an RSA key in a debug
    /// build takes seconds.
    package var generate: @Sendable (JWSAlgorithm) -> ProviderSigningKey = ProviderSigningKey.generate

    /// The product's policy.
    package init() {}

    /// For tests (`ServerConfiguration.forTesting`): the first key made for each algorithm, reused
    /// by every server of the process, so a test run makes one RSA key rather than one per test
    /// that signs an ID token.
    package static let reusingKeysPerProcess: @Sendable (JWSAlgorithm) -> ProviderSigningKey = { algorithm in
        keysMadeForTests.withLock { keys in
            if let key = keys[algorithm] { return key }
            let key = ProviderSigningKey.generate(algorithm)
            keys[algorithm] = key
            return key
        }
    }

    private static let keysMadeForTests = Mutex<[JWSAlgorithm: ProviderSigningKey]>([:])
}

/// The rotation rules, apart from the store and the clock so each can be tested on its own.
///
/// A key is current for its algorithm from when it is made until `rotationAge` has passed, or
/// until a rotation is forced. Replacing it retires it: it signs nothing more but stays published
/// until `publishedUntil`, the end of the longest life a token it signed may have.
enum ProviderKeyRotation {
    /// The current key of `algorithm` among `records` at `now`: the newest one not retired and
    /// younger than `rotationAge`; nil when a new key must be made.
    static func current(
        of algorithm: JWSAlgorithm, among records: [ProviderKeyRecord], now: Int64, rotationAge: Int64
    ) -> ProviderKeyRecord? {
        records.filter {
            $0.algorithm == algorithm && $0.retiredAt == nil
                && now < $0.createdAt.addingSaturating(rotationAge)
        }
        .max { ($0.createdAt, $0.keyID) < ($1.createdAt, $1.keyID) }
    }

    /// `records` after `new` becomes the current key of its algorithm at `now`: every other key of
    /// that algorithm still current is retired and published for `overlap` seconds more.
    static func replacing(
        _ records: [ProviderKeyRecord], with new: ProviderKeyRecord, now: Int64, overlap: Int64
    ) -> [ProviderKeyRecord] {
        let retired = records.filter { $0.algorithm == new.algorithm && $0.retiredAt == nil }.map {
            var record = $0
            record.retiredAt = now
            record.publishedUntil = now.addingSaturating(overlap)
            return record
        }
        return retired + [new]
    }

    /// The keys the JWKS lists at `now`: the current ones, then the retired ones, each group in
    /// the order of `JWSAlgorithm.allCases`, newest first.
    static func published(_ records: [ProviderKeyRecord], now: Int64) -> [ProviderKeyRecord] {
        func place(_ record: ProviderKeyRecord) -> (Int, Int, Int64) {
            (
                record.retiredAt == nil ? 0 : 1, JWSAlgorithm.allCases.firstIndex(of: record.algorithm) ?? 0,
                -record.createdAt
            )
        }
        return records.filter { $0.isPublished(at: now) }.sorted { place($0) < place($1) }
    }
}
