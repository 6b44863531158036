import AuthEngine
import Testing

@Suite("SCRAM never prints secrets")
struct SCRAMSecrecyTests {
    private let exchange = SCRAMFixtures.cheapExchange

    /// The secret values of the cheap exchange, in the forms they could leak in.
    private var secrets: [String] {
        let credential = SCRAMFixtures.cheapCredential
        let proof = try! SCRAMClientFinalMessage.parse(exchange.clientFinal).proof.bytes
        var forms = ["pencil", Base64.encode(utf8("pencil"))]
        for bytes in [credential.storedKey.bytes, credential.serverKey.bytes, proof] {
            forms += [Base64.encode(bytes), bytes.hex, bytes.map(String.init).joined(separator: ", ")]
        }
        return forms
    }

    private func printed(_ value: Any) -> [String] {
        var dumped = ""
        dump(value, to: &dumped)
        return [String(describing: value), String(reflecting: value), "\(value)", dumped]
    }

    private func expectNoSecrets(in value: Any, sourceLocation: SourceLocation = #_sourceLocation) {
        for text in printed(value) {
            for secret in secrets {
                #expect(!text.contains(secret), "\(text) leaks a secret", sourceLocation: sourceLocation)
            }
        }
    }

    @Test("clients and servers at every step print no password, key or proof")
    func stateMachinesStaySilent() throws {
        expectNoSecrets(in: SCRAMFixtures.makeClient())
        expectNoSecrets(in: exchange.clientAwaitingServerFirst)
        expectNoSecrets(in: exchange.clientAwaitingServerFinal)
        expectNoSecrets(in: exchange.serverAwaitingClientFirst)
        expectNoSecrets(in: exchange.serverAwaitingClientFinal)
        var server = exchange.serverAwaitingClientFinal
        _ = try server.handleClientFinal(exchange.clientFinal)
        expectNoSecrets(in: server)
    }

    @Test("the credential and the client-final message print no key or proof")
    func valuesStaySilent() throws {
        expectNoSecrets(in: SCRAMFixtures.cheapCredential)
        let clientFinal = try SCRAMClientFinalMessage.parse(exchange.clientFinal)
        expectNoSecrets(in: clientFinal)
        #expect(clientFinal.description.hasSuffix(",p=<redacted>"))
    }

    @Test("errors from failed exchanges print no secret")
    func errorsStaySilent() throws {
        var errors: [SCRAMError] = []
        var server = exchange.serverAwaitingClientFinal
        let tampered = exchange.clientFinal.replacing("p=", with: "p=AAAA").dropLast(4)
        if let error = scramError({ () throws(SCRAMError) in try server.handleClientFinal(String(tampered)) })
        {
            errors.append(error)
        }
        var client = exchange.clientAwaitingServerFinal
        if let error = scramError({ () throws(SCRAMError) in try client.handleServerFinal("v=AAAA") }) {
            errors.append(error)
        }
        var impatientClient = SCRAMFixtures.makeClient(
            password: SecretBytes(utf8("pencil")), maximumIterations: 8)
        _ = try impatientClient.clientFirstMessage()
        if let error = scramError({ () throws(SCRAMError) in
            try impatientClient.handleServerFirst(exchange.serverFirst)
        }) {
            errors.append(error)
        }
        #expect(errors == [.invalidProof, .invalidServerSignature, .iterationCountTooHigh(16, maximum: 8)])
        for error in errors {
            expectNoSecrets(in: error)
            expectNoSecrets(in: error as any Error)
        }
        expectNoSecrets(in: server)
        expectNoSecrets(in: client)
        expectNoSecrets(in: impatientClient)
    }
}
