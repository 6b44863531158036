/// A JWK set (RFC 7517 §5): the provider's published keys, and what a relying party verifies the
/// provider's ID tokens against.
package struct JWKSet: Sendable, Equatable {
    /// The keys, in the order listed.
    package let keys: [JWK]

    /// A set of `keys`.
    package init(keys: [JWK]) {
        self.keys = keys
    }

    /// The set as `GET /oauth2/jwks` serves it: `{"keys":[…]}`.
    package var json: JSONValue {
        .object(["keys": .array(keys.map(\.json))])
    }

    /// Reads a JWK set; a key of a type or use this engine does not verify with (an EC key, an
    /// encryption key) is left out, as RFC 7517 §5 asks of keys a reader does not understand.
    package init(json: JSONValue) throws(JWKError) {
        guard let members = json.objectValue, let list = members["keys"]?.arrayValue else {
            throw .malformed("keys")
        }
        keys = list.compactMap { try? JWK(json: $0) }
    }

    /// The key whose `kid` is `keyID`, if the set has one.
    package func key(id keyID: String) -> JWK? {
        keys.first { $0.keyID == keyID }
    }

    /// Verifies a compact JWS signed by one of the set's keys and checks its claims at `now`.
    ///
    /// The header must name a key of the set by `kid`, and the algorithm that key is for: `none`,
    /// HS256 (whose "key" would be the public key, RFC 8725 §2.1) and any other algorithm are
    /// refused before a key is chosen, and a key is never used with an algorithm it is not for.
    package func verify(_ token: String, rules: JWTValidationRules, now: Int64) throws(JWTError) -> DecodedJWT
    {
        let jws = try CompactJWS(token, acceptedAlgorithms: JWSAlgorithm.names)
        try rules.checkType(jws.header)
        guard let keyID = jws.header.keyID, let key = key(id: keyID) else { throw .unknownKey }
        return try key.verify(jws, rules: rules, now: now)
    }
}

extension JWK {
    /// Verifies a compact JWS against this one key, whatever its `kid` (RFC 8037 A.4's example
    /// names none), and checks its claims at `now`.
    package func verify(_ token: String, rules: JWTValidationRules, now: Int64) throws(JWTError) -> DecodedJWT
    {
        let jws = try CompactJWS(token, acceptedAlgorithms: JWSAlgorithm.names)
        try rules.checkType(jws.header)
        return try verify(jws, rules: rules, now: now)
    }

    fileprivate func verify(_ jws: CompactJWS, rules: JWTValidationRules, now: Int64) throws(JWTError)
        -> DecodedJWT
    {
        guard jws.header.algorithm == algorithm.rawValue else { throw .keyAlgorithmMismatch }
        guard isValidSignature(jws.signature, for: Array(jws.signingInput)) else { throw .invalidSignature }
        let claims = try jws.payload()
        try rules.checkClaims(claims, now: now)
        return DecodedJWT(header: jws.header, claims: claims)
    }

    /// True when `signature` is this key's over `signingInput`.
    package func isValidSignature(_ signature: [UInt8], for signingInput: [UInt8]) -> Bool {
        switch key {
        case .ed25519(let x):
            guard let publicKey = try? Ed25519.PublicKey(rawRepresentation: x) else { return false }
            return publicKey.isValidSignature(signature, for: signingInput)
        case .rsa(let modulus, let exponent):
            guard let publicKey = try? RSA.PublicKey(modulus: modulus, publicExponent: exponent) else {
                return false
            }
            return publicKey.isValidRS256Signature(signature, for: signingInput)
        }
    }
}
