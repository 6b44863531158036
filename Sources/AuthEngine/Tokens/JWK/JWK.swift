/// A public signing key as a JSON Web Key (RFC 7517; RFC 8037 for Ed25519): what the JWKS
/// publishes, and what a token's `kid` is looked up among to verify it.
package struct JWK: Sendable, Equatable {
    /// The key's public half.
    package let key: JWKPublicKey
    /// `kid`: by default the RFC 7638 thumbprint, so equal keys get equal ids on every server.
    package let keyID: String
    /// `alg`: the one algorithm the key verifies, so a header naming another is refused.
    package let algorithm: JWSAlgorithm

    /// A JWK for `key`; `keyID` defaults to the key's thumbprint.
    package init(key: JWKPublicKey, keyID: String? = nil) {
        self.key = key
        self.keyID = keyID ?? key.thumbprint
        algorithm = key.algorithm
    }

    /// The key as the JWKS lists it: its RFC 7638 members, then `kid`, `use` `sig` and `alg`.
    package var json: JSONValue {
        var members = key.requiredMembers.mapValues(JSONValue.string)
        members["kid"] = .string(keyID)
        members["use"] = .string("sig")
        members["alg"] = .string(algorithm.rawValue)
        return .object(members)
    }

    /// Reads a public JWK: an Ed25519 `OKP` or an `RSA` key of at least 2048 bits, meant for
    /// signatures; its `alg`, when present, must be the one its type implies.
    package init(json: JSONValue) throws(JWKError) {
        guard let members = json.objectValue else { throw .malformed("key") }
        let key = try JWKPublicKey(members: members)
        if let use = members["use"] {
            guard use.stringValue == "sig" else { throw .notForSignatures }
        }
        if let algorithm = members["alg"] {
            guard algorithm.stringValue == key.algorithm.rawValue else { throw .algorithmMismatch }
        }
        let keyID: String?
        switch members["kid"] {
        case nil: keyID = nil
        case .string(let value): keyID = value
        default: throw .malformed("kid")
        }
        self.init(key: key, keyID: keyID)
    }
}

/// The public half of a key of one of the two types the provider signs with.
package enum JWKPublicKey: Sendable, Equatable {
    /// An Ed25519 public key: its 32-byte encoding (RFC 8032 §5.1.5), JWK member `x`.
    case ed25519(x: [UInt8])
    /// An RSA public key: modulus `n` and exponent `e`, big-endian without leading zero bytes.
    case rsa(modulus: [UInt8], exponent: [UInt8])

    /// The smallest RSA modulus accepted, in bits (RFC 7518 §3.3).
    package static let minimumRSABits = 2048

    /// The algorithm the key's type implies.
    package var algorithm: JWSAlgorithm {
        switch self {
        case .ed25519: .edDSA
        case .rsa: .rs256
        }
    }

    /// The members RFC 7638 §3.2 hashes for the thumbprint (RFC 8037 §2 for OKP), as text.
    var requiredMembers: [String: String] {
        switch self {
        case .ed25519(let x): ["kty": "OKP", "crv": "Ed25519", "x": Base64URL.encode(x)]
        case .rsa(let modulus, let exponent):
            ["kty": "RSA", "n": Base64URL.encode(modulus), "e": Base64URL.encode(exponent)]
        }
    }

    /// The RFC 7638 JWK thumbprint: base64url SHA-256 of the required members as compact JSON in
    /// lexicographic order, which `JSONValue.serialized` writes.
    package var thumbprint: String {
        let canonical = JSONValue.object(requiredMembers.mapValues(JSONValue.string)).serialized()
        return Base64URL.encode(SHA256.hash(canonical))
    }

    init(members: [String: JSONValue]) throws(JWKError) {
        func bytes(_ name: String) throws(JWKError) -> [UInt8] {
            guard let text = members[name]?.stringValue, let value = Base64URL.decode(text), !value.isEmpty
            else { throw .malformed(name) }
            return value
        }
        switch members["kty"]?.stringValue {
        case "OKP":
            guard members["crv"]?.stringValue == "Ed25519" else { throw .unsupportedKeyType }
            let x = try bytes("x")
            guard x.count == 32 else { throw .malformed("x") }
            self = .ed25519(x: x)
        case "RSA":
            let modulus = try bytes("n")
            let exponent = try bytes("e")
            // RFC 7518 §6.3.1: the fewest octets, so a key has one encoding and one thumbprint.
            guard modulus[0] != 0 else { throw .malformed("n") }
            guard exponent[0] != 0, exponent.count <= 8 else { throw .malformed("e") }
            guard modulus.count * 8 >= Self.minimumRSABits else { throw .weakKey }
            self = .rsa(modulus: modulus, exponent: exponent)
        case nil: throw .malformed("kty")
        default: throw .unsupportedKeyType
        }
    }
}

/// Why a JWK was not read; no case carries key material.
package enum JWKError: Error, Equatable, Sendable {
    /// The member named is missing, of the wrong JSON type, or not canonical base64url.
    case malformed(String)
    /// A `kty` (or `crv`) other than Ed25519 `OKP` and `RSA`.
    case unsupportedKeyType
    /// An RSA modulus shorter than `JWKPublicKey.minimumRSABits`.
    case weakKey
    /// `use` is not `sig`.
    case notForSignatures
    /// `alg` names another algorithm than the key's type implies.
    case algorithmMismatch
}
