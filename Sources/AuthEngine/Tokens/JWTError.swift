/// Why a token was refused.
///
/// No case carries the token, a claim value or key material, so an error can be logged as is; the
/// only token-derived text is an unsupported `alg`, cut short and limited to printable ASCII.
package enum JWTError: Error, Equatable, Sendable, CustomDebugStringConvertible {
    /// The token is longer than `JWTLimits.maximumTokenByteCount`; nothing of it was decoded.
    case tokenTooLarge
    /// The token is not a well-formed compact JWS, or its claims do not have the expected shape.
    case malformed(JWTMalformation)
    /// The header has no `alg`.
    case missingAlgorithm
    /// The header says `alg` `none` (in any letter case): an unsigned token, never accepted.
    case unsecuredToken
    /// The header names an algorithm the verifier does not accept (HS256 only for access tokens;
    /// RS256 and EdDSA against a JWK set).
    case unsupportedAlgorithm(String)
    /// The header names no `kid`, or one the JWK set does not hold.
    case unknownKey
    /// The header's `alg` is not the algorithm the key it names is for.
    case keyAlgorithmMismatch
    /// The header lists `crit` extensions, none of which this implementation understands.
    case unsupportedCriticalHeader
    /// The header's `typ` is missing or differs from the type the caller expects.
    case wrongType
    /// The signature does not match the header and payload under the key.
    case invalidSignature
    /// The token's `exp` has passed, leeway included.
    case expired
    /// The token's `nbf` is still ahead, leeway included.
    case notYetValid
    /// The token has no `exp` and the rules require one.
    case missingExpiration
    /// `iss` is missing or not the expected issuer.
    case wrongIssuer
    /// `aud` is missing or does not name the expected audience.
    case wrongAudience

    /// A fixed line per case for logs and developers, naming no token, claim value or key.
    package var debugDescription: String {
        switch self {
        case .tokenTooLarge: "token refused: larger than the size limit"
        case .malformed(let part): "token refused: malformed (\(part))"
        case .missingAlgorithm: "token refused: header has no algorithm"
        case .unsecuredToken: "token refused: unsigned (alg none)"
        case .unsupportedAlgorithm(let name): "token refused: unsupported algorithm \"\(name)\""
        case .unknownKey: "token refused: no such key in the key set"
        case .keyAlgorithmMismatch: "token refused: algorithm does not match the key"
        case .unsupportedCriticalHeader: "token refused: critical header extensions are not supported"
        case .wrongType: "token refused: unexpected token type"
        case .invalidSignature: "token refused: invalid signature"
        case .expired: "token refused: expired"
        case .notYetValid: "token refused: not yet valid"
        case .missingExpiration: "token refused: no expiry"
        case .wrongIssuer: "token refused: unexpected issuer"
        case .wrongAudience: "token refused: unexpected audience"
        }
    }

    /// Builds `.unsupportedAlgorithm` with a name that is safe to print: printable ASCII only,
    /// at most 16 characters, because it comes from an untrusted header.
    static func unsupportedAlgorithm(named name: String) -> JWTError {
        let printable = name.unicodeScalars.prefix(16).map { scalar in
            (0x20..<0x7f).contains(scalar.value) && scalar != "\"" && scalar != "\\" ? Character(scalar) : "?"
        }
        let suffix = name.unicodeScalars.count > 16 ? "…" : ""
        return .unsupportedAlgorithm(String(printable) + suffix)
    }
}

/// Which part of a token failed to parse.
package enum JWTMalformation: Equatable, Sendable, CustomDebugStringConvertible {
    /// The token does not have exactly three dot-separated segments.
    case segmentCount
    /// The header segment is not strict unpadded base64url.
    case headerEncoding
    /// The header is not a UTF-8 JSON object, or a standard member has the wrong JSON type.
    case header
    /// The payload segment is not strict unpadded base64url.
    case payloadEncoding
    /// The payload is not a UTF-8 JSON object.
    case payload
    /// The signature segment is not strict unpadded base64url.
    case signatureEncoding
    /// A claim is missing or has the wrong JSON type; the associated value is the claim's name.
    case claim(String)

    /// The part's name, for `JWTError.debugDescription`.
    package var debugDescription: String {
        switch self {
        case .segmentCount: "segment count"
        case .headerEncoding: "header encoding"
        case .header: "header"
        case .payloadEncoding: "payload encoding"
        case .payload: "payload"
        case .signatureEncoding: "signature encoding"
        case .claim(let name): "claim \(name)"
        }
    }
}
