/// Proof Key for Code Exchange (RFC 7636) with the S256 method, for the browser sign-in.
package enum PKCE {
    /// The shortest verifier RFC 7636 §4.1 allows.
    package static let minimumVerifierLength = 43
    /// The longest verifier RFC 7636 §4.1 allows.
    package static let maximumVerifierLength = 128

    /// The unreserved characters of RFC 3986 §2.3, the only ones a verifier may contain.
    private static let unreservedCharacters = Array(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8)

    /// The S256 challenge for `verifier`: base64url(SHA-256(ASCII(verifier))), unpadded.
    package static func challenge(for verifier: String) throws(PKCEError) -> String {
        try validateVerifier(verifier)
        return Base64URL.encode(SHA256.hash(verifier.utf8))
    }

    /// A fresh random verifier of `length` unreserved characters (43 to 128).
    ///
    /// Characters are drawn by rejection sampling, so each of the 66 is equally likely: random
    /// bytes at or above the largest multiple of 66 below 256 are discarded instead of wrapped.
    package static func makeVerifier(length: Int = 64) -> String {
        // The length is the caller's constant (the client uses the default), never input.
        precondition(
            (minimumVerifierLength...maximumVerifierLength).contains(length),
            "a PKCE verifier has 43 to 128 characters")
        let alphabetSize = unreservedCharacters.count
        let acceptanceLimit = 256 / alphabetSize * alphabetSize
        var characters: [UInt8] = []
        characters.reserveCapacity(length)
        while characters.count < length {
            for byte in SecureRandom.bytes(count: length) where Int(byte) < acceptanceLimit {
                characters.append(unreservedCharacters[Int(byte) % alphabetSize])
                if characters.count == length { break }
            }
        }
        return String(decoding: characters, as: UTF8.self)
    }

    /// Checks a verifier's length and characters (RFC 7636 §4.1).
    package static func validateVerifier(_ verifier: String) throws(PKCEError) {
        let utf8 = verifier.utf8
        for byte in utf8 where !unreservedCharacters.contains(byte) {
            throw .invalidCharacter
        }
        guard (minimumVerifierLength...maximumVerifierLength).contains(utf8.count) else {
            throw .invalidLength(utf8.count)
        }
    }
}

/// Why a PKCE verifier was refused.
package enum PKCEError: Error, Equatable, Sendable {
    /// The verifier is shorter than 43 or longer than 128 characters; the value is its length.
    case invalidLength(Int)
    /// The verifier has a character outside `A-Z a-z 0-9 - . _ ~`.
    case invalidCharacter
}
