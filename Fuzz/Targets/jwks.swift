@testable import AuthEngine

// JWK sets and the tokens checked against them (what a relying party reads from a provider's
// `/oauth2/jwks`): any bytes read to a set or an error; a set read is written back and read again
// as the same keys; a token the set accepts names one of its keys by `kid`, with that key's
// algorithm, and carries that key's signature. The input's first piece is the set, its second the
// token.

private let rules = JWTValidationRules(expectedType: nil, requiresExpiration: false)

func fuzzJWKS(_ input: [UInt8]) {
    let parts = pieces(input, count: 2)
    guard let json = try? JSONValue.parse(parts[0], maximumDepth: 8),
        let set = try? JWKSet(json: json)
    else { return }
    for key in set.keys {
        require((try? JWK(json: key.json)) == key, "a key read back differently")
    }
    require((try? JWKSet(json: set.json)) == set, "a set read back differently")

    let token = String(decoding: parts[1], as: UTF8.self)
    guard (try? set.verify(token, rules: rules, now: 1_800_000_000)) != nil else { return }
    guard let jws = try? CompactJWS(token, acceptedAlgorithms: JWSAlgorithm.names),
        let keyID = jws.header.keyID, let key = set.key(id: keyID)
    else { fatalError("accepted a token that names no key of the set") }
    require(jws.header.algorithm == key.algorithm.rawValue, "accepted a token under another algorithm")
    require(
        key.isValidSignature(jws.signature, for: Array(jws.signingInput)),
        "accepted a token whose signature is not its key's")
}
