import Glibc
import Synchronization

/// The payloads of access tokens a signer has verified, by signature, so the next request with the
/// same token skips decoding its payload (base64, JSON, typed claims), which cost more than the
/// signature check itself.
///
/// Only the decoding is skipped. Every request still has its header checked, its signature
/// computed and compared in constant time, and its claims checked against the rules and the clock
/// of the moment; an entry is used only when the token's signing input is byte for byte the one it
/// was decoded from. At most `capacity` tokens are kept, all forgotten at once when a new one would
/// exceed it. The tokens themselves are secrets: they stay in this process's memory, as the
/// requests carrying them do.
final class VerifiedAccessTokens: Sendable {
    static let capacity = 1024

    struct Entry: Sendable {
        /// The payload's members, for the claim checks each use repeats.
        var members: [String: JSONValue]
        var claims: AccessTokenClaims
        fileprivate var signingInput: [UInt8]
    }

    private let entries = Mutex<[Signature: Entry]>([:])

    init() {}

    /// What was decoded from the token with this signature and signing input, if it is kept.
    func entry(signature: [UInt8], signingInput: ArraySlice<UInt8>) -> Entry? {
        guard let key = Signature(signature),
            let entry = entries.withLock({ $0[key] }),
            Self.same(entry.signingInput, signingInput)
        else { return nil }
        return entry
    }

    /// Byte for byte equal, at `memcmp`'s pace: this runs only once the presented signature has
    /// been verified in constant time, so how long it takes tells nothing about a token's secret.
    private static func same(_ kept: [UInt8], _ presented: ArraySlice<UInt8>) -> Bool {
        kept.count == presented.count
            && kept.withUnsafeBytes { kept in
                presented.withUnsafeBytes { presented in
                    guard let left = kept.baseAddress, let right = presented.baseAddress else { return true }
                    return memcmp(left, right, kept.count) == 0
                }
            }
    }

    /// Keeps what was decoded from a token whose signature was just verified.
    func keep(
        signature: [UInt8], signingInput: ArraySlice<UInt8>, members: [String: JSONValue],
        claims: AccessTokenClaims
    ) {
        guard let key = Signature(signature) else { return }
        let entry = Entry(members: members, claims: claims, signingInput: Array(signingInput))
        entries.withLock { entries in
            if entries.count >= Self.capacity && entries[key] == nil {
                entries.removeAll(keepingCapacity: true)
            }
            entries[key] = entry
        }
    }

    /// How many tokens are kept now.
    var count: Int { entries.withLock { $0.count } }

    /// An HS256 signature (32 bytes) as four words, a cheap dictionary key.
    private struct Signature: Hashable {
        var words: (UInt64, UInt64, UInt64, UInt64)

        init?(_ bytes: [UInt8]) {
            guard bytes.count == 32 else { return nil }
            func word(_ start: Int) -> UInt64 {
                var value: UInt64 = 0
                for index in start..<(start + 8) { value = value << 8 | UInt64(bytes[index]) }
                return value
            }
            words = (word(0), word(8), word(16), word(24))
        }

        static func == (left: Signature, right: Signature) -> Bool {
            left.words == right.words
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(words.0)
            hasher.combine(words.1)
            hasher.combine(words.2)
            hasher.combine(words.3)
        }
    }
}
