/// Why an OpenID provider's ID token was not believed; the app words each case.
package enum IDTokenRejection: Error, Sendable, Equatable {
    /// The token is not a compact JWS with the claims OpenID Connect Core §2 requires.
    case malformed
    /// No key of the provider's JWK set signed it (unknown `kid`, wrong `alg`, bad signature).
    case untrustedSignature
    /// `iss` is not the issuer the discovery document named.
    case wrongIssuer
    /// `aud` does not name this client, or `azp` names another.
    case wrongAudience
    /// `nonce` is not the one this sign-in sent: the token answers another request.
    case wrongNonce
    /// `exp` has passed on this device's clock, leeway included.
    case expired
    /// `iat` is ahead of this device's clock by more than the leeway.
    case issuedInTheFuture
}

/// What an ID token must say to be believed (OpenID Connect Core §3.1.3.7, §3.1.3.8): signed by
/// one of the provider's keys, for this client, by the discovered issuer, for this request, and
/// current on the client's clock.
package struct IDTokenExpectations: Sendable, Equatable {
    /// The discovered issuer, which `iss` must equal exactly.
    package let issuer: String
    /// This client's id, which `aud` must contain (and `azp`, when present, equal).
    package let clientID: String
    /// The sign-in's `nonce`; nil for a grant that sends none (the device grant).
    package let nonce: String?
    /// How far the token's times may be off this device's clock, in seconds.
    package let leewaySeconds: Int64

    /// Expectations with the engine's usual leeway unless told otherwise.
    package init(
        issuer: String, clientID: String, nonce: String?,
        leewaySeconds: Int64 = JWTValidationRules.defaultLeewaySeconds
    ) {
        self.issuer = issuer
        self.clientID = clientID
        self.nonce = nonce
        self.leewaySeconds = leewaySeconds
    }

    /// The claims of `token` when it meets every expectation at `now`, checked against `keys`.
    package func verify(_ token: RedactedToken, keys: JWKSet, now: Int64) throws(IDTokenRejection)
        -> [String: JSONValue]
    {
        let rules = JWTValidationRules(
            expectedType: nil, issuer: issuer, audience: clientID, leewaySeconds: leewaySeconds)
        let claims: [String: JSONValue]
        do {
            claims = try keys.verify(token.unredactedValue, rules: rules, now: now).claims
        } catch {
            throw Self.rejection(for: error)
        }
        guard let audience = claims["aud"].flatMap(TokenAudience.init(json:)),
            claims["sub"]?.stringValue?.isEmpty == false, let issuedAt = claims["iat"]?.integerValue
        else { throw .malformed }
        // With several audiences the token must say which one it was issued to (Core §3.1.3.7 step 4-5).
        let authorizedParty = claims["azp"]?.stringValue
        if authorizedParty.map({ $0 != clientID }) ?? (audience.values.count > 1) {
            throw .wrongAudience
        }
        if let nonce {
            guard let presented = claims["nonce"]?.stringValue,
                ConstantTime.equals(Array(presented.utf8), Array(nonce.utf8))
            else { throw .wrongNonce }
        }
        guard issuedAt <= now.addingSaturating(leewaySeconds) else { throw .issuedInTheFuture }
        return claims
    }

    private static func rejection(for error: JWTError) -> IDTokenRejection {
        switch error {
        case .expired, .missingExpiration: .expired
        case .wrongIssuer: .wrongIssuer
        case .wrongAudience: .wrongAudience
        case .notYetValid: .issuedInTheFuture
        case .unknownKey, .keyAlgorithmMismatch, .invalidSignature, .unsecuredToken, .unsupportedAlgorithm,
            .missingAlgorithm:
            .untrustedSignature
        case .tokenTooLarge, .malformed, .unsupportedCriticalHeader, .wrongType: .malformed
        }
    }
}
