import Testing

@testable import AuthEngine

@Suite("PKCE S256 (RFC 7636)")
struct PKCETests {
    @Test("appendix B: the verifier gives the published challenge")
    func appendixB() throws {
        #expect(
            try PKCE.challenge(for: "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")
                == "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM")
    }

    @Test("generated verifiers are valid at both length bounds and by default", arguments: [43, 64, 128])
    func generatedLengths(length: Int) throws {
        let verifier = PKCE.makeVerifier(length: length)
        #expect(verifier.utf8.count == length)
        try PKCE.validateVerifier(verifier)
        let challenge = try PKCE.challenge(for: verifier)
        #expect(challenge.utf8.count == 43)
        #expect(Base64URL.decode(challenge)?.count == 32)
        #expect(PKCE.makeVerifier().utf8.count == 64)
    }

    @Test("lengths 42 and 129 are refused")
    func lengthBounds() {
        #expect(throws: PKCEError.invalidLength(42)) {
            try PKCE.challenge(for: String(repeating: "a", count: 42))
        }
        #expect(throws: PKCEError.invalidLength(129)) {
            try PKCE.challenge(for: String(repeating: "~", count: 129))
        }
        #expect(throws: PKCEError.invalidLength(0)) { try PKCE.validateVerifier("") }
    }

    @Test(
        "characters outside the unreserved set are refused",
        arguments: ["+", "/", "=", " ", "%", "é", "\n", "*"])
    func badCharacters(character: String) {
        let verifier = String(repeating: "a", count: 50) + character
        #expect(throws: PKCEError.invalidCharacter) { try PKCE.challenge(for: verifier) }
    }

    @Test("generated verifiers differ and use every kind of unreserved character")
    func randomness() throws {
        let verifiers = (0..<200).map { _ in PKCE.makeVerifier(length: 43) }
        #expect(Set(verifiers).count == verifiers.count)
        let used = Set(verifiers.joined())
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        #expect(used.isSubset(of: allowed))
        // 8,600 draws from 66 characters: missing one by chance has probability around 66 * e^-130.
        #expect(used == allowed)
    }
}
