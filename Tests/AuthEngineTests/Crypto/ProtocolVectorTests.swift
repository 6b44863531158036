import AuthEngine
import Testing

/// The protocol vectors built on SHA-256, recomputed from the primitives on each implementation
/// this machine supports, so the accelerated path meets the RFCs' bytes and not only our own
/// portable code. (The protocol suites run them through the engine on the process's implementation.)
@Suite("RFC 7677, RFC 7636 and RFC 7515 vectors on each SHA-256 implementation")
struct ProtocolVectorTests {
    @Test(
        "RFC 7677 §3: StoredKey, ServerKey, the client proof and the server signature",
        arguments: SHA256Implementation.supported)
    func scramSHA256(implementation: SHA256Implementation) throws {
        let saltedPassword = try PBKDF2.deriveKey(
            password: SCRAMFixtures.password.bytes, salt: SCRAMFixtures.salt,
            iterations: SCRAMFixtures.rfcIterations,
            keyByteCount: 32, implementation: implementation)
        let salted = HMACSHA256(key: saltedPassword, implementation: implementation)
        let clientKey = salted.authenticate(utf8("Client Key"))
        let storedKey = SHA256.hash(clientKey, implementation: implementation)
        let serverKey = salted.authenticate(utf8("Server Key"))
        let authMessage = utf8(
            "n=user,r=rOprNGfwEbeRWgbNEkqO," + SCRAMFixtures.rfcServerFirst
                + ",c=biws,r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0")
        let clientSignature = HMACSHA256(key: storedKey, implementation: implementation).authenticate(
            authMessage)
        let clientProof = zip(clientKey, clientSignature).map { $0 ^ $1 }
        let serverSignature = HMACSHA256(key: serverKey, implementation: implementation).authenticate(
            authMessage)

        #expect(Base64.encode(storedKey) == SCRAMFixtures.rfcStoredKey)
        #expect(Base64.encode(serverKey) == SCRAMFixtures.rfcServerKey)
        #expect(
            "c=biws,r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0,p=" + Base64.encode(clientProof)
                == SCRAMFixtures.rfcClientFinal)
        #expect("v=" + Base64.encode(serverSignature) == SCRAMFixtures.rfcServerFinal)
    }

    @Test(
        "RFC 7636 appendix B: the S256 challenge of the published verifier",
        arguments: SHA256Implementation.supported)
    func pkceS256(implementation: SHA256Implementation) {
        let digest = SHA256.hash(
            utf8("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"), implementation: implementation)
        #expect(Base64URL.encode(digest) == "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM")
    }

    @Test(
        "RFC 7515 appendix A.1: the HS256 signature over the signing input",
        arguments: SHA256Implementation.supported)
    func jwsHS256(implementation: SHA256Implementation) {
        let signingInput = utf8(TokenFixtures.rfcHeaderSegment + "." + TokenFixtures.rfcPayloadSegment)
        let mac = HMACSHA256(key: [UInt8](hex: TokenFixtures.rfcKeyHex), implementation: implementation)
        #expect(mac.authenticate(signingInput).hex == TokenFixtures.rfcSignatureHex)
    }
}
