/// The client side of one SCRAM-SHA-256 exchange (RFC 5802 / RFC 7677), without channel binding.
///
/// Call `clientFirstMessage()`, `handleServerFirst(_:)` and `handleServerFinal(_:)` in that order;
/// the exchange is mutually authenticated only when the last returns without throwing. Any error
/// from the peer's messages moves to `.failed` for good; a call in the wrong state throws
/// `callOutOfOrder` and changes nothing. The password is used once, for PBKDF2, then dropped, and
/// nothing secret is exposed. SASLprep is not applied: the password is taken as the bytes given.
package struct SCRAMClient: Sendable, CustomStringConvertible, CustomReflectable {
    /// Where the exchange stands.
    package enum State: Sendable, Equatable {
        /// Nothing sent yet.
        case initial
        /// The client-first message has been produced.
        case awaitingServerFirst
        /// The client-final message has been produced.
        case awaitingServerFinal
        /// The server proved it holds the credential; the exchange is over.
        case authenticated
        /// The exchange failed with this error and cannot continue.
        case failed(SCRAMError)
    }

    /// Where the exchange stands.
    package private(set) var state: State = .initial

    private let clientFirst: SCRAMClientFirstMessage
    private var password: SecretBytes
    private let acceptedIterations: ClosedRange<Int>
    private let maximumMessageByteCount: Int
    private var expectedServerSignature = SecretBytes([])

    /// Prepares an exchange for `username`.
    ///
    /// - Parameters:
    ///   - nonce: the client nonce; leave nil outside tests so a fresh random one is used.
    ///   - minimumIterations: the fewest PBKDF2 iterations accepted from the server, so a rogue
    ///     server cannot get a cheaply brute-forced proof.
    ///   - maximumIterations: the most accepted, so a rogue server cannot make the client spin.
    package init(
        username: String,
        password: SecretBytes,
        nonce: String? = nil,
        minimumIterations: Int,
        maximumIterations: Int,
        maximumMessageByteCount: Int = SCRAMLimits.defaultMaximumMessageByteCount
    ) throws(SCRAMError) {
        guard minimumIterations >= 1, minimumIterations <= maximumIterations else {
            throw .invalidIterationLimits
        }
        clientFirst = try SCRAMClientFirstMessage(
            username: username, clientNonce: nonce ?? SCRAMNonce.random())
        self.password = password
        acceptedIterations = minimumIterations...maximumIterations
        self.maximumMessageByteCount = maximumMessageByteCount
    }

    /// True once the server's signature has been verified.
    package var isAuthenticated: Bool { state == .authenticated }

    /// The state only.
    package var description: String { "SCRAMClient(state: \(state))" }

    /// A mirror with the state only, so `dump` cannot reach the password or keys.
    package var customMirror: Mirror { Mirror(self, children: ["state": state], displayStyle: .struct) }

    /// Produces the client-first message, `n,,n=<user>,r=<nonce>`.
    package mutating func clientFirstMessage() throws(SCRAMError) -> String {
        guard state == .initial else { throw .callOutOfOrder(operation: "clientFirstMessage") }
        state = .awaitingServerFirst
        return clientFirst.text
    }

    /// Checks the server-first message and returns the client-final message carrying the proof.
    package mutating func handleServerFirst(_ message: String) throws(SCRAMError) -> String {
        try handleServerFirst { maximum throws(SCRAMError) in
            try SCRAMServerFirstMessage.parse(message, maximumByteCount: maximum)
        }
    }

    /// Checks the server-first message given as bytes and returns the client-final message.
    package mutating func handleServerFirst(_ message: [UInt8]) throws(SCRAMError) -> String {
        try handleServerFirst { maximum throws(SCRAMError) in
            try SCRAMServerFirstMessage.parse(message, maximumByteCount: maximum)
        }
    }

    /// Verifies the server-final message; returns only if the server signature is correct.
    package mutating func handleServerFinal(_ message: String) throws(SCRAMError) {
        try handleServerFinal { maximum throws(SCRAMError) in
            try SCRAMServerFinalMessage.parse(message, maximumByteCount: maximum)
        }
    }

    /// Verifies the server-final message given as bytes.
    package mutating func handleServerFinal(_ message: [UInt8]) throws(SCRAMError) {
        try handleServerFinal { maximum throws(SCRAMError) in
            try SCRAMServerFinalMessage.parse(message, maximumByteCount: maximum)
        }
    }

    private mutating func handleServerFirst(
        parse: (Int) throws(SCRAMError) -> SCRAMServerFirstMessage
    ) throws(SCRAMError) -> String {
        guard state == .awaitingServerFirst else { throw .callOutOfOrder(operation: "handleServerFirst") }
        do throws(SCRAMError) {
            let clientFinal = try respond(to: parse(maximumMessageByteCount))
            state = .awaitingServerFinal
            return clientFinal
        } catch {
            fail(error)
            throw error
        }
    }

    private mutating func respond(to serverFirst: SCRAMServerFirstMessage) throws(SCRAMError) -> String {
        // The server must add its own nonce, or a replayed server-first could reuse an old exchange.
        guard serverFirst.nonce.utf8.count > clientFirst.clientNonce.utf8.count,
            serverFirst.nonce.utf8.starts(with: clientFirst.clientNonce.utf8)
        else { throw .nonceMismatch }
        guard serverFirst.iterations >= acceptedIterations.lowerBound else {
            throw .iterationCountTooLow(serverFirst.iterations, minimum: acceptedIterations.lowerBound)
        }
        guard serverFirst.iterations <= acceptedIterations.upperBound else {
            throw .iterationCountTooHigh(serverFirst.iterations, maximum: acceptedIterations.upperBound)
        }

        let keys = try SCRAMKeys(
            password: password, salt: serverFirst.salt, iterations: serverFirst.iterations)
        password = SecretBytes([])
        let withoutProof = SCRAMClientFinalMessage.withoutProof(
            channelBinding: SCRAMClientFinalMessage.unboundChannelBinding, nonce: serverFirst.nonce)
        let authMessage = SCRAMKeys.authMessage(
            clientFirstBare: clientFirst.bare, serverFirst: serverFirst.text,
            clientFinalWithoutProof: withoutProof)
        let clientSignature = HMACSHA256.authenticate(authMessage, key: keys.storedKey)
        expectedServerSignature = SecretBytes(HMACSHA256.authenticate(authMessage, key: keys.serverKey))
        let proof = SecretBytes(SCRAMKeys.xor(keys.clientKey, clientSignature))
        return try SCRAMClientFinalMessage(nonce: serverFirst.nonce, proof: proof).text
    }

    private mutating func handleServerFinal(
        parse: (Int) throws(SCRAMError) -> SCRAMServerFinalMessage
    ) throws(SCRAMError) {
        guard state == .awaitingServerFinal else { throw .callOutOfOrder(operation: "handleServerFinal") }
        do throws(SCRAMError) {
            switch try parse(maximumMessageByteCount) {
            case .error(let value):
                throw .serverError(value)
            case .verifier(let serverSignature):
                guard ConstantTime.equals(serverSignature, expectedServerSignature.bytes) else {
                    throw .invalidServerSignature
                }
            }
            state = .authenticated
            expectedServerSignature = SecretBytes([])
        } catch {
            fail(error)
            throw error
        }
    }

    private mutating func fail(_ error: SCRAMError) {
        state = .failed(error)
        password = SecretBytes([])
        expectedServerSignature = SecretBytes([])
    }
}
