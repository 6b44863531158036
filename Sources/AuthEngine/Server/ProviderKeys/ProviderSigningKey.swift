/// One of the provider's signing keys with its private half: it signs ID tokens under its `kid`,
/// and its public half is what the JWKS publishes.
package struct ProviderSigningKey: IDTokenSigningKey {
    private enum PrivateKey: Sendable {
        case ed25519(Ed25519.PrivateKey)
        case rsa(RSA.PrivateKey)
    }

    private let privateKey: PrivateKey
    /// The public half, with the key's thumbprint as its `kid`.
    package let jwk: JWK

    /// `kid`: the RFC 7638 thumbprint of the public half.
    package var keyID: String { jwk.keyID }
    /// `alg`: `EdDSA` or `RS256`.
    package var algorithm: String { jwk.algorithm.rawValue }

    /// A key from an Ed25519 private key.
    package init(ed25519 privateKey: Ed25519.PrivateKey) {
        self.privateKey = .ed25519(privateKey)
        jwk = JWK(key: .ed25519(x: privateKey.publicKey.rawRepresentation))
    }

    /// A key from an RSA private key.
    package init(rsa privateKey: RSA.PrivateKey) {
        self.privateKey = .rsa(privateKey)
        let publicKey = privateKey.publicKey
        jwk = JWK(key: .rsa(modulus: publicKey.modulus, exponent: publicKey.publicExponent))
    }

    /// A new random key for `algorithm`; an RSA one takes long (seconds in a debug build), which
    /// is why keys are made on first need and tests inject theirs (`ProviderKeyPolicy.generate`).
    package static func generate(_ algorithm: JWSAlgorithm) -> ProviderSigningKey {
        switch algorithm {
        case .edDSA: ProviderSigningKey(ed25519: Ed25519.PrivateKey.generate())
        case .rs256: ProviderSigningKey(rsa: RSA.PrivateKey.generate(bits: 2048))
        }
    }

    /// The signature over a JWS signing input: Ed25519 (RFC 8032) or RSASSA-PKCS1-v1_5 SHA-256.
    package func signature(for signingInput: [UInt8]) -> [UInt8] {
        switch privateKey {
        case .ed25519(let key): key.signature(for: signingInput)
        case .rsa(let key): key.rs256Signature(for: signingInput)
        }
    }

    // MARK: The stored form

    /// The private key as RFC 7517 §6 (RFC 8037 §2 for OKP) writes one: base64url members `d`
    /// (the Ed25519 seed, or the RSA private exponent) and, for RSA, `p`, `q`, `dp`, `dq`, `qi`,
    /// beside the public members.
    var privateMembers: [String: String] {
        var members = jwk.key.requiredMembers
        switch privateKey {
        case .ed25519(let key): members["d"] = Base64URL.encode(key.seed.bytes)
        case .rsa(let key):
            let components = key.components
            members["d"] = Base64URL.encode(components.privateExponent)
            members["p"] = Base64URL.encode(components.prime1)
            members["q"] = Base64URL.encode(components.prime2)
            members["dp"] = Base64URL.encode(components.exponent1)
            members["dq"] = Base64URL.encode(components.exponent2)
            members["qi"] = Base64URL.encode(components.coefficient)
        }
        return members
    }

    /// Reads the stored form back; nil when a member is missing, is not base64url, or does not
    /// fit the others (a public half that is not the private half's).
    init?(privateMembers members: [String: String]) {
        func bytes(_ name: String) -> [UInt8]? {
            members[name].flatMap { Base64URL.decode($0) }
        }
        let publicMembers = members.mapValues(JSONValue.string)
        guard let publicKey = try? JWKPublicKey(members: publicMembers) else { return nil }
        switch publicKey {
        case .ed25519:
            guard let seed = bytes("d"), seed.count == 32,
                let privateKey = try? Ed25519.PrivateKey(seed: seed)
            else { return nil }
            self.init(ed25519: privateKey)
        case .rsa(let modulus, let exponent):
            guard let privateExponent = bytes("d"), let prime1 = bytes("p"), let prime2 = bytes("q"),
                let exponent1 = bytes("dp"), let exponent2 = bytes("dq"), let coefficient = bytes("qi"),
                let privateKey = try? RSA.PrivateKey(
                    components: RSA.PrivateKeyComponents(
                        modulus: modulus, publicExponent: exponent, privateExponent: privateExponent,
                        prime1: prime1, prime2: prime2, exponent1: exponent1, exponent2: exponent2,
                        coefficient: coefficient))
            else { return nil }
            self.init(rsa: privateKey)
        }
        guard jwk.key == publicKey else { return nil }
    }
}
