import AuthEngine
import Testing

@Suite("SCRAM server state machine")
struct SCRAMServerTests {
    private let exchange = SCRAMFixtures.cheapExchange

    @Test("the server learns the username and accepts the right proof")
    func acceptsRightProof() throws {
        var server = exchange.serverAwaitingClientFinal
        #expect(server.username == "user")
        #expect(try server.handleClientFinal(exchange.clientFinal) == exchange.serverFinal)
        #expect(server.state == .authenticated)
    }

    @Test("a wrong password is refused with invalid-proof for the transport")
    func refusesWrongPassword() throws {
        var client = SCRAMFixtures.makeClient(password: SecretBytes(utf8("pencil!")))
        var server = SCRAMFixtures.makeServer()
        let clientFinal = try client.handleServerFirst(server.handleClientFirst(client.clientFirstMessage()))
        #expect(
            scramError { () throws(SCRAMError) in try server.handleClientFinal(clientFinal) } == .invalidProof
        )
        #expect(server.state == .failed(.invalidProof))
        #expect(server.failureMessage == "e=invalid-proof")
        #expect(!server.isAuthenticated)

        try #require(server.failureMessage != nil)
        #expect(
            scramError { () throws(SCRAMError) in try client.handleServerFinal(server.failureMessage!) }
                == .serverError(.invalidProof))
    }

    @Test("a proof with any one bit flipped is refused")
    func refusesTamperedProof() throws {
        let original = try SCRAMClientFinalMessage.parse(exchange.clientFinal)
        for bit in 0..<(original.proof.count * 8) {
            var proof = original.proof.bytes
            proof[bit / 8] ^= 1 << UInt8(bit % 8)
            let tampered = try SCRAMClientFinalMessage(nonce: original.nonce, proof: SecretBytes(proof)).text
            var server = exchange.serverAwaitingClientFinal
            #expect(
                scramError { () throws(SCRAMError) in try server.handleClientFinal(tampered) }
                    == .invalidProof)
        }
    }

    @Test("a proof of the wrong length is refused")
    func refusesShortProof() {
        var server = exchange.serverAwaitingClientFinal
        let short = "c=biws,r=\(SCRAMFixtures.clientNonce)\(SCRAMFixtures.serverNonceSuffix),p=AAAA"
        #expect(scramError { () throws(SCRAMError) in try server.handleClientFinal(short) } == .invalidProof)
    }

    @Test("a client-final with another nonce is refused")
    func refusesForeignNonce() {
        var server = exchange.serverAwaitingClientFinal
        let foreign = exchange.clientFinal.replacing("%hvYD", with: "%hvYE")
        #expect(
            scramError { () throws(SCRAMError) in try server.handleClientFinal(foreign) } == .nonceMismatch)
        #expect(server.failureMessage == "e=other-error")
    }

    @Test("a client-final whose channel binding is not biws is refused")
    func refusesChannelBindingMismatch() {
        var server = exchange.serverAwaitingClientFinal
        let bound = exchange.clientFinal.replacing("c=biws", with: "c=eSws")
        #expect(
            scramError { () throws(SCRAMError) in try server.handleClientFinal(bound) }
                == .channelBindingMismatch)
        #expect(server.failureMessage == "e=channel-bindings-dont-match")
    }

    @Test("a client-first that asks for channel binding is refused")
    func refusesChannelBindingRequest() {
        var server = SCRAMFixtures.makeServer()
        #expect(
            scramError { () throws(SCRAMError) in
                try server.handleClientFirst("p=tls-server-end-point,,n=user,r=abc")
            }
                == .channelBindingNotSupported)
        #expect(server.failureMessage == "e=channel-binding-not-supported")
        #expect(server.username == nil)
    }

    @Test("calls in the wrong state are refused and change nothing")
    func refusesCallsOutOfOrder() throws {
        var server = SCRAMFixtures.makeServer()
        #expect(
            scramError { () throws(SCRAMError) in try server.handleClientFinal(exchange.clientFinal) }
                == .callOutOfOrder(operation: "handleClientFinal"))
        #expect(server.state == .awaitingClientFirst)
        _ = try server.handleClientFirst(exchange.clientFirst)
        #expect(
            scramError { () throws(SCRAMError) in try server.handleClientFirst(exchange.clientFirst) }
                == .callOutOfOrder(operation: "handleClientFirst"))
        #expect(server.state == .awaitingClientFinal)
        #expect(server.failureMessage == nil)
    }

    @Test("a server nonce suffix must be a valid nonce")
    func refusesInvalidNonceSuffix() {
        #expect(
            scramError { () throws(SCRAMError) in
                try SCRAMServer(credential: SCRAMFixtures.cheapCredential, nonceSuffix: "a,b")
            } == .invalidNonce)
    }

    @Test("a credential with a short key or no salt is refused")
    func refusesInvalidCredential() {
        let key = SCRAMFixtures.cheapCredential.storedKey
        #expect(
            scramError { () throws(SCRAMError) in
                try SCRAMCredential(salt: [1], iterations: 1, storedKey: SecretBytes([1]), serverKey: key)
            } == .invalidCredential)
        #expect(
            scramError { () throws(SCRAMError) in
                try SCRAMCredential(salt: [], iterations: 1, storedKey: key, serverKey: key)
            } == .invalidSalt)
        #expect(
            scramError { () throws(SCRAMError) in
                try SCRAMCredential.derive(password: SCRAMFixtures.password, salt: [1], iterations: 0)
            } == .invalidIterationCount)
    }
}
