@testable import AuthEngine

// JWT verification never accepts a token whose signature it did not check: whatever it accepts
// carries, byte for byte, the HMAC of its signing input under the signer's key. The input's first
// piece is verified as a token; its second, when a JSON object, is signed as claims, verified back
// to the same claims, then verified again with one byte changed.

private let key = SecretBytes(Array("a key of thirty-two bytes or more for HS256".utf8))
private let clock = ManualWallClock(now: 1_800_000_000)
private let rules = JWTValidationRules(expectedType: nil, requiresExpiration: false)

func fuzzJWT(_ input: [UInt8]) {
    guard let signer = try? JWTSigner(key: key, clock: clock) else { fatalError("the fuzz key was refused") }
    let parts = pieces(input, count: 2)
    verifyChecked(String(decoding: parts[0], as: UTF8.self), with: signer)

    guard case .object(let claims)? = try? JSONValue.parse(parts[1], maximumDepth: 8) else { return }
    let token = signer.sign(claims: claims)
    if let decoded = try? signer.verify(token, rules: rules) {
        require(decoded.claims == claims, "a token signed here verified to other claims")
    }
    var tampered = Array(token.utf8)
    let position = parts[0].count % tampered.count
    tampered[position] ^= (parts[0].first ?? 0) | 1
    verifyChecked(String(decoding: tampered, as: UTF8.self), with: signer)
}

/// Verifies `token` both ways the server does; an accepted one must carry its own signature.
private func verifyChecked(_ token: String, with signer: JWTSigner) {
    let accepted = (try? signer.verify(token, rules: rules)) != nil
    let acceptedAsAccessToken = (try? signer.verifyAccessToken(token, rules: rules)) != nil
    guard accepted || acceptedAsAccessToken else { return }
    let bytes = Array(token.utf8)
    guard let lastDot = bytes.lastIndex(of: UInt8(ascii: ".")) else {
        fatalError("accepted a token without a signature segment")
    }
    let expected = Base64URL.encodeToUTF8(HMACSHA256(key: key.bytes).authenticate(bytes[..<lastDot]))
    require(
        bytes[(lastDot + 1)...].elementsEqual(expected), "accepted a token whose signature is not its own")
}
