import AuthEngine
import FoundationEssentials
import Testing

@Suite("SCRAM-SHA-256 against RFC 7677 §3")
struct SCRAMRFC7677Tests {
    @Test("the credential derived from pencil has the RFC's StoredKey and ServerKey")
    func derivesTheRFCCredential() throws {
        let credential = try SCRAMCredential.derive(
            password: SCRAMFixtures.password, salt: SCRAMFixtures.salt,
            iterations: SCRAMFixtures.rfcIterations)
        #expect(Base64.encode(credential.storedKey.bytes) == SCRAMFixtures.rfcStoredKey)
        #expect(Base64.encode(credential.serverKey.bytes) == SCRAMFixtures.rfcServerKey)
        #expect(credential.iterations == 4096)
    }

    @Test("all four messages equal the RFC's byte for byte and both sides finish authenticated")
    func reproducesTheRFCExchange() throws {
        let credential = try SCRAMCredential(
            salt: SCRAMFixtures.salt, iterations: SCRAMFixtures.rfcIterations,
            storedKey: SecretBytes(Base64.decode(SCRAMFixtures.rfcStoredKey)!),
            serverKey: SecretBytes(Base64.decode(SCRAMFixtures.rfcServerKey)!))
        var client = SCRAMFixtures.makeClient(minimumIterations: 4096, maximumIterations: 100_000)
        var server = SCRAMFixtures.makeServer(credential: credential)

        let clientFirst = try client.clientFirstMessage()
        #expect(clientFirst == SCRAMFixtures.rfcClientFirst)
        let serverFirst = try server.handleClientFirst(clientFirst)
        #expect(serverFirst == SCRAMFixtures.rfcServerFirst)
        let clientFinal = try client.handleServerFirst(serverFirst)
        #expect(clientFinal == SCRAMFixtures.rfcClientFinal)
        let serverFinal = try server.handleClientFinal(clientFinal)
        #expect(serverFinal == SCRAMFixtures.rfcServerFinal)
        try client.handleServerFinal(serverFinal)

        #expect(client.isAuthenticated && client.state == .authenticated)
        #expect(server.isAuthenticated && server.state == .authenticated)
        #expect(server.username == "user")
        #expect(server.failureMessage == nil)
    }

    @Test("byte input gives the same messages as text input")
    func acceptsBytes() throws {
        var client = SCRAMFixtures.makeClient(minimumIterations: 4096, maximumIterations: 4096)
        var server = SCRAMFixtures.makeServer(
            credential: try SCRAMCredential.derive(
                password: SCRAMFixtures.password, salt: SCRAMFixtures.salt, iterations: 4096))
        let serverFirst = try server.handleClientFirst(utf8(client.clientFirstMessage()))
        let clientFinal = try client.handleServerFirst(utf8(serverFirst))
        try client.handleServerFinal(utf8(server.handleClientFinal(utf8(clientFinal))))
        #expect(clientFinal == SCRAMFixtures.rfcClientFinal)
        #expect(client.isAuthenticated && server.isAuthenticated)
    }

    @Test("a credential survives JSON as base64 strings, and a corrupted one is refused")
    func credentialCodable() throws {
        let credential = SCRAMFixtures.cheapCredential
        let json = try JSONEncoder().encode(credential)
        #expect(try JSONDecoder().decode(SCRAMCredential.self, from: json) == credential)

        let shortKey = """
            {"salt":"\(Base64.encode(credential.salt))","iterations":16,\
            "storedKey":"\(Base64.encode(credential.storedKey.bytes))","serverKey":"AAAA"}
            """
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(SCRAMCredential.self, from: Data(shortKey.utf8))
        }
    }
}
