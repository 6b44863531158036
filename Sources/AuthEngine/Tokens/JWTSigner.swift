/// Issues and verifies HS256 tokens; the server side, which holds the key.
package struct JWTSigner: Sendable {
    private let mac: HMACSHA256
    private let clock: any WallClock
    /// The access tokens verified before, whose decoded payloads are reused.
    let verifiedAccessTokens = VerifiedAccessTokens()

    /// The smallest key accepted: RFC 7518 §3.2 requires at least the hash size for HS256.
    package static let minimumKeyByteCount = 32

    /// Prepares a signer for `key`; `clock` decides when tokens expire.
    ///
    /// A key shorter than 32 bytes is refused with a typed error rather than a trap: keys come from
    /// a file (`keys.json`), and no file's content may stop the process.
    package init(key: SecretBytes, clock: any WallClock = SystemWallClock()) throws(JWTKeyError) {
        guard key.count >= Self.minimumKeyByteCount else {
            throw .tooShort(byteCount: key.count, minimum: Self.minimumKeyByteCount)
        }
        mac = HMACSHA256(key: key.bytes)
        self.clock = clock
    }

    /// Signs typed claims; the header is `{"alg":"HS256","typ":<type>}`.
    package func sign(_ claims: some JWTClaims, type: String = JWT.accessTokenType) -> String {
        sign(payloadJSON: claims.jwtPayloadJSON(), type: type)
    }

    /// Signs any payload object, for claims sets without their own type.
    package func sign(claims: [String: JSONValue], type: String = JWT.accessTokenType) -> String {
        sign(payloadJSON: JSONValue.object(claims).serialized(), type: type)
    }

    /// Verifies a token and returns it with its payload; the signature is compared in constant time
    /// before the payload is decoded, and claims are checked against `rules` on the signer's clock.
    package func verify(_ token: String, rules: JWTValidationRules) throws(JWTError) -> DecodedJWT {
        let jws = try authenticated(token, rules: rules)
        let claims = try jws.payload()
        try rules.checkClaims(claims, now: clock.now)
        return DecodedJWT(header: jws.header, claims: claims)
    }

    /// Verifies an access token and decodes its claims, as `verify` and `decode` do; a token
    /// verified before has its payload's decoding reused (`VerifiedAccessTokens`), never its checks.
    package func verifyAccessToken(_ token: String, rules: JWTValidationRules) throws(JWTError)
        -> AccessTokenClaims
    {
        let jws = try authenticated(token, rules: rules)
        if let known = verifiedAccessTokens.entry(signature: jws.signature, signingInput: jws.signingInput) {
            try rules.checkClaims(known.members, now: clock.now)
            return known.claims
        }
        let members = try jws.payload()
        try rules.checkClaims(members, now: clock.now)
        let claims = try AccessTokenClaims(jwtClaims: members)
        verifiedAccessTokens.keep(
            signature: jws.signature, signingInput: jws.signingInput, members: members, claims: claims)
        return claims
    }

    /// The token split into its parts, once its header is one `rules` accept and its signature,
    /// compared in constant time, is this signer's: what every verification checks first.
    private func authenticated(_ token: String, rules: JWTValidationRules) throws(JWTError) -> CompactJWS {
        let jws = try CompactJWS(token)
        try rules.checkType(jws.header)
        guard mac.isValid(jws.signature, for: jws.signingInput) else { throw .invalidSignature }
        return jws
    }

    private func sign(payloadJSON: [UInt8], type: String) -> String {
        var token =
            type == JWT.accessTokenType ? Self.accessTokenHeaderSegment : Self.headerSegment(type: type)
        token.append(UInt8(ascii: "."))
        token.append(contentsOf: Base64URL.encodeToUTF8(payloadJSON))
        let signature = mac.authenticate(token)
        token.append(UInt8(ascii: "."))
        token.append(contentsOf: Base64URL.encodeToUTF8(signature))
        return String(decoding: token, as: UTF8.self)
    }

    /// The encoded header of nearly every token issued, built once.
    static let accessTokenHeaderSegment = headerSegment(type: JWT.accessTokenType)

    private static func headerSegment(type: String) -> [UInt8] {
        var header = JSONWriter(reservingCapacity: 40)
        header.beginObject()
        header.key("alg")
        header.string(JWT.algorithm)
        header.key("typ")
        header.string(type)
        header.endObject()
        return Base64URL.encodeToUTF8(header.bytes)
    }
}

/// Why a signing key was refused; it carries lengths only, never key material.
package enum JWTKeyError: Error, Equatable, Sendable, CustomDebugStringConvertible {
    /// The key has `byteCount` bytes; HS256 needs at least `minimum` (RFC 7518 §3.2).
    case tooShort(byteCount: Int, minimum: Int)

    /// A line for logs and developers: the lengths, never the key.
    package var debugDescription: String {
        switch self {
        case .tooShort(let byteCount, let minimum):
            "signing key refused: \(byteCount) bytes, HS256 needs at least \(minimum)"
        }
    }
}
