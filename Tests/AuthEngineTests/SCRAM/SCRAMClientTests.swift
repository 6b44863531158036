import AuthEngine
import Testing

@Suite("SCRAM client state machine")
struct SCRAMClientTests {
    private let exchange = SCRAMFixtures.cheapExchange

    @Test("a cheap exchange authenticates both sides")
    func completesCheapExchange() throws {
        var client = exchange.clientAwaitingServerFinal
        try client.handleServerFinal(exchange.serverFinal)
        #expect(client.state == .authenticated)
    }

    @Test("a random nonce is fresh for each client and valid on the wire")
    func generatesNonces() throws {
        var first = try SCRAMClient(
            username: "user", password: SCRAMFixtures.password, minimumIterations: 1, maximumIterations: 1)
        var second = try SCRAMClient(
            username: "user", password: SCRAMFixtures.password, minimumIterations: 1, maximumIterations: 1)
        let firstNonce = try SCRAMClientFirstMessage.parse(first.clientFirstMessage()).clientNonce
        let secondNonce = try SCRAMClientFirstMessage.parse(second.clientFirstMessage()).clientNonce
        #expect(firstNonce != secondNonce)
        #expect(firstNonce.count >= 24)
    }

    @Test("calls in the wrong state are refused and change nothing")
    func refusesCallsOutOfOrder() throws {
        var client = SCRAMFixtures.makeClient()
        #expect(
            scramError { () throws(SCRAMError) in try client.handleServerFirst(exchange.serverFirst) }
                == .callOutOfOrder(operation: "handleServerFirst"))
        #expect(
            scramError { () throws(SCRAMError) in try client.handleServerFinal(exchange.serverFinal) }
                == .callOutOfOrder(operation: "handleServerFinal"))
        #expect(client.state == .initial)

        _ = try client.clientFirstMessage()
        #expect(
            scramError { () throws(SCRAMError) in try client.clientFirstMessage() }
                == .callOutOfOrder(operation: "clientFirstMessage"))
        #expect(client.state == .awaitingServerFirst)

        var finished = exchange.clientAwaitingServerFinal
        try finished.handleServerFinal(exchange.serverFinal)
        #expect(
            scramError { () throws(SCRAMError) in try finished.handleServerFinal(exchange.serverFinal) }
                == .callOutOfOrder(operation: "handleServerFinal"))
        #expect(finished.state == .authenticated)
    }

    @Test(
        "a server nonce that does not strictly extend the client nonce is refused",
        arguments: [
            "r=XOprNGfwEbeRWgbNEkqO%hvYD,s=W22ZaJ0SNY7soEsUEjb6gQ==,i=16",
            "r=rOprNGfwEbeRWgbNEkqO,s=W22ZaJ0SNY7soEsUEjb6gQ==,i=16",
            "r=rOprNGfwEbeRWgbNEk,s=W22ZaJ0SNY7soEsUEjb6gQ==,i=16",
        ])
    func refusesForeignNonce(serverFirst: String) {
        var client = exchange.clientAwaitingServerFirst
        #expect(
            scramError { () throws(SCRAMError) in try client.handleServerFirst(serverFirst) }
                == .nonceMismatch)
        #expect(client.state == .failed(.nonceMismatch))
    }

    @Test("iteration counts outside the configured range are refused")
    func refusesIterationCountsOutOfRange() {
        var demanding = SCRAMFixtures.makeClient(minimumIterations: 4096, maximumIterations: 10_000)
        _ = try? demanding.clientFirstMessage()
        #expect(
            scramError { () throws(SCRAMError) in try demanding.handleServerFirst(exchange.serverFirst) }
                == .iterationCountTooLow(16, minimum: 4096))

        var frugal = SCRAMFixtures.makeClient(minimumIterations: 1, maximumIterations: 8)
        _ = try? frugal.clientFirstMessage()
        #expect(
            scramError { () throws(SCRAMError) in try frugal.handleServerFirst(exchange.serverFirst) }
                == .iterationCountTooHigh(16, maximum: 8))
    }

    @Test("inconsistent iteration limits are refused at construction")
    func refusesInconsistentLimits() {
        for (minimum, maximum) in [(0, 10), (10, 9), (-1, -1)] {
            #expect(
                scramError { () throws(SCRAMError) in
                    try SCRAMClient(
                        username: "user", password: SCRAMFixtures.password, minimumIterations: minimum,
                        maximumIterations: maximum)
                } == .invalidIterationLimits)
        }
    }

    @Test("an invalid username or nonce is refused at construction")
    func refusesInvalidIdentity() {
        #expect(
            scramError { () throws(SCRAMError) in
                try SCRAMClient(
                    username: "", password: SCRAMFixtures.password, minimumIterations: 1, maximumIterations: 1
                )
            } == .invalidUsername)
        #expect(
            scramError { () throws(SCRAMError) in
                try SCRAMClient(
                    username: "user", password: SCRAMFixtures.password, nonce: "a,b", minimumIterations: 1,
                    maximumIterations: 1)
            } == .invalidNonce)
    }

    @Test("a server signature with one bit flipped is refused", arguments: [0, 7, 100, 255])
    func refusesTamperedServerSignature(bit: Int) {
        var signature = Base64.decode(exchange.serverFinal.dropFirst(2))!
        signature[bit / 8] ^= 1 << UInt8(bit % 8)
        var client = exchange.clientAwaitingServerFinal
        #expect(
            scramError { () throws(SCRAMError) in
                try client.handleServerFinal("v=" + Base64.encode(signature))
            }
                == .invalidServerSignature)
        #expect(!client.isAuthenticated)
    }

    @Test(
        "a server-final without a valid v= never authenticates the server",
        arguments: [
            ("", SCRAMError.missingAttribute("v")),
            ("v=", .invalidValue(attribute: "v")),
            ("v=AAAA", .invalidServerSignature),
            (SCRAMFixtures.rfcServerFinal, .invalidServerSignature),
        ])
    func refusesMissingOrForeignServerSignature(serverFinal: String, expected: SCRAMError) {
        var client = exchange.clientAwaitingServerFinal
        #expect(scramError { () throws(SCRAMError) in try client.handleServerFinal(serverFinal) } == expected)
        #expect(client.state == .failed(expected))
    }

    @Test("an e= from the server becomes a typed error carrying its value")
    func reportsServerError() {
        var client = exchange.clientAwaitingServerFinal
        #expect(
            scramError { () throws(SCRAMError) in try client.handleServerFinal("e=invalid-proof") }
                == .serverError(.invalidProof))
        #expect(client.state == .failed(.serverError(.invalidProof)))
    }

    @Test("an oversized server-first is refused")
    func refusesOversizedServerFirst() {
        var client = exchange.clientAwaitingServerFirst
        let oversized = exchange.serverFirst + String(repeating: "x", count: 5000)
        #expect(
            scramError { () throws(SCRAMError) in try client.handleServerFirst(oversized) }
                == .messageTooLarge(byteCount: oversized.utf8.count, maximumByteCount: 4096))
    }
}
