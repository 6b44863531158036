import AuthEngine

/// The RFC 7677 §3 exchange, and a cheap exchange with few iterations for everything else.
enum SCRAMFixtures {
    static let username = "user"
    static let password = SecretBytes(utf8("pencil"))
    static let clientNonce = "rOprNGfwEbeRWgbNEkqO"
    static let serverNonceSuffix = "%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0"
    static let salt = Base64.decode("W22ZaJ0SNY7soEsUEjb6gQ==")!
    static let rfcIterations = 4096

    static let rfcClientFirst = "n,,n=user,r=rOprNGfwEbeRWgbNEkqO"
    static let rfcServerFirst =
        "r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0,s=W22ZaJ0SNY7soEsUEjb6gQ==,i=4096"
    static let rfcClientFinal =
        "c=biws,r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0,"
        + "p=dHzbZapWIk4jUhN+Ute9ytag9zjfMHgsqmmiz7AndVQ="
    static let rfcServerFinal = "v=6rriTRBi23WpRR/wtup+mMhUZUn/dB5nLTJRsjl95G4="
    static let rfcStoredKey = "WG5d8oPm3OtcPnkdi4Uo7BkeZkBFzpcXkuLmtbsT4qY="
    static let rfcServerKey = "wfPLwcE6nTWhTAmQ7tl2KeoiWGPlZqQxSrmfPwDl2dU="

    /// Few iterations keep debug-build tests fast; the RFC vector is the one place 4096 is used.
    static let cheapIterations = 16

    static let cheapCredential = try! SCRAMCredential.derive(
        password: password, salt: salt, iterations: cheapIterations)

    static func makeClient(
        password: SecretBytes = password, minimumIterations: Int = 1, maximumIterations: Int = 64
    ) -> SCRAMClient {
        try! SCRAMClient(
            username: username, password: password, nonce: clientNonce,
            minimumIterations: minimumIterations, maximumIterations: maximumIterations)
    }

    static func makeServer(credential: SCRAMCredential = cheapCredential) -> SCRAMServer {
        try! SCRAMServer(credential: credential, nonceSuffix: serverNonceSuffix)
    }

    /// A completed cheap exchange: its four messages and each side paused before each step.
    struct Exchange {
        var clientFirst = ""
        var serverFirst = ""
        var clientFinal = ""
        var serverFinal = ""
        var clientAwaitingServerFirst = makeClient()
        var clientAwaitingServerFinal = makeClient()
        var serverAwaitingClientFirst = makeServer()
        var serverAwaitingClientFinal = makeServer()
    }

    static let cheapExchange: Exchange = {
        var exchange = Exchange()
        var client = makeClient()
        var server = makeServer()
        exchange.clientFirst = try! client.clientFirstMessage()
        exchange.clientAwaitingServerFirst = client
        exchange.serverFirst = try! server.handleClientFirst(exchange.clientFirst)
        exchange.serverAwaitingClientFinal = server
        exchange.clientFinal = try! client.handleServerFirst(exchange.serverFirst)
        exchange.clientAwaitingServerFinal = client
        exchange.serverFinal = try! server.handleClientFinal(exchange.clientFinal)
        return exchange
    }()
}

/// Runs `body` and returns the SCRAM error it threw, or nil if it did not throw.
func scramError<Result>(_ body: () throws(SCRAMError) -> Result) -> SCRAMError? {
    do {
        _ = try body()
        return nil
    } catch {
        return error
    }
}
