/// Random identifiers and opaque tokens, and the hashes the server stores instead of tokens.
enum Identifier {
    /// A new identifier such as `prf_3q2-…`: a readable prefix and 96 random bits.
    static func make(_ prefix: String) -> String {
        prefix + "_" + Base64URL.encode(SecureRandom.bytes(count: 12))
    }

    /// A new opaque bearer secret: 256 random bits, base64url.
    static func secretToken() -> String {
        Base64URL.encode(SecureRandom.bytes(count: 32))
    }

    /// What the server stores for a bearer secret: its SHA-256, so a copied state file is useless.
    static func hash(of token: String) -> String {
        Base64URL.encode(SHA256.hash(Array(token.utf8)))
    }
}
