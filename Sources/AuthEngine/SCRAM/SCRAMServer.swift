/// The server side of one SCRAM-SHA-256 exchange (RFC 5802 / RFC 7677), without channel binding.
///
/// The caller parses the client-first message (`SCRAMClientFirstMessage.parse`), looks up the
/// credential stored for its username, and builds a server from it. For an unknown user, RFC 5802
/// §9 suggests continuing with a made-up credential so that the answer does not reveal which
/// usernames exist. A call in the wrong state throws `callOutOfOrder` and changes nothing; any
/// error from the client's messages moves to `.failed` for good, and `failureMessage` then holds
/// the `e=` message to send.
package struct SCRAMServer: Sendable, CustomStringConvertible, CustomReflectable {
    /// Where the exchange stands.
    package enum State: Sendable, Equatable {
        /// Waiting for the client-first message.
        case awaitingClientFirst
        /// The server-first message has been produced.
        case awaitingClientFinal
        /// The client proved it knows the password; the exchange is over.
        case authenticated
        /// The exchange failed with this error and cannot continue.
        case failed(SCRAMError)
    }

    /// Where the exchange stands.
    package private(set) var state: State = .awaitingClientFirst
    /// The username from the client-first message, once it has been accepted.
    package private(set) var username: String?

    private let credential: SCRAMCredential
    private let serverNonce: String
    private let maximumMessageByteCount: Int
    private var clientFirstBare = ""
    private var serverFirst = ""
    private var combinedNonce = ""

    /// Prepares an exchange against a stored credential.
    ///
    /// - Parameter nonceSuffix: the server's part of the nonce; leave nil outside tests so a fresh
    ///   random one is used.
    package init(
        credential: SCRAMCredential,
        nonceSuffix: String? = nil,
        maximumMessageByteCount: Int = SCRAMLimits.defaultMaximumMessageByteCount
    ) throws(SCRAMError) {
        let serverNonce = nonceSuffix ?? SCRAMNonce.random()
        try SCRAMNonce.validate(serverNonce)
        self.credential = credential
        self.serverNonce = serverNonce
        self.maximumMessageByteCount = maximumMessageByteCount
    }

    /// True once the client's proof has been verified.
    package var isAuthenticated: Bool { state == .authenticated }

    /// The server-final `e=` message for a failed exchange, for the transport to send; nil otherwise.
    package var failureMessage: String? {
        guard case .failed(let error) = state else { return nil }
        return SCRAMServerFinalMessage.error(SCRAMServerErrorValue(reporting: error)).text
    }

    /// The state and username only.
    package var description: String { "SCRAMServer(state: \(state), username: \(username ?? "none"))" }

    /// A mirror with the state and username only, so `dump` cannot reach the keys.
    package var customMirror: Mirror {
        Mirror(self, children: ["state": state, "username": username as Any], displayStyle: .struct)
    }

    /// Accepts the client-first message and returns the server-first message.
    package mutating func handleClientFirst(_ message: String) throws(SCRAMError) -> String {
        try handleClientFirst { maximum throws(SCRAMError) in
            try SCRAMClientFirstMessage.parse(message, maximumByteCount: maximum)
        }
    }

    /// Accepts the client-first message given as bytes and returns the server-first message.
    package mutating func handleClientFirst(_ message: [UInt8]) throws(SCRAMError) -> String {
        try handleClientFirst { maximum throws(SCRAMError) in
            try SCRAMClientFirstMessage.parse(message, maximumByteCount: maximum)
        }
    }

    /// Accepts an already parsed client-first message and returns the server-first message.
    package mutating func handleClientFirst(_ message: SCRAMClientFirstMessage) throws(SCRAMError) -> String {
        try handleClientFirst { _ throws(SCRAMError) in message }
    }

    /// Verifies the client-final message and returns the server-final message (`v=`).
    ///
    /// On a wrong proof it throws `invalidProof`; send `failureMessage` (`e=invalid-proof`) then.
    package mutating func handleClientFinal(_ message: String) throws(SCRAMError) -> String {
        try handleClientFinal { maximum throws(SCRAMError) in
            try SCRAMClientFinalMessage.parse(message, maximumByteCount: maximum)
        }
    }

    /// Verifies the client-final message given as bytes and returns the server-final message.
    package mutating func handleClientFinal(_ message: [UInt8]) throws(SCRAMError) -> String {
        try handleClientFinal { maximum throws(SCRAMError) in
            try SCRAMClientFinalMessage.parse(message, maximumByteCount: maximum)
        }
    }

    private mutating func handleClientFirst(
        parse: (Int) throws(SCRAMError) -> SCRAMClientFirstMessage
    ) throws(SCRAMError) -> String {
        guard state == .awaitingClientFirst else { throw .callOutOfOrder(operation: "handleClientFirst") }
        do throws(SCRAMError) {
            let clientFirst = try parse(maximumMessageByteCount)
            let nonce = clientFirst.clientNonce + serverNonce
            let serverFirst = try SCRAMServerFirstMessage(
                nonce: nonce, salt: credential.salt, iterations: credential.iterations)
            // Parsing is canonical, so the re-formatted bare message is byte for byte what was received.
            clientFirstBare = clientFirst.bare
            self.serverFirst = serverFirst.text
            combinedNonce = nonce
            username = clientFirst.username
            state = .awaitingClientFinal
            return self.serverFirst
        } catch {
            state = .failed(error)
            throw error
        }
    }

    private mutating func handleClientFinal(
        parse: (Int) throws(SCRAMError) -> SCRAMClientFinalMessage
    ) throws(SCRAMError) -> String {
        guard state == .awaitingClientFinal else { throw .callOutOfOrder(operation: "handleClientFinal") }
        do throws(SCRAMError) {
            let serverFinal = try verify(parse(maximumMessageByteCount))
            state = .authenticated
            return serverFinal
        } catch {
            state = .failed(error)
            throw error
        }
    }

    private func verify(_ clientFinal: SCRAMClientFinalMessage) throws(SCRAMError) -> String {
        guard clientFinal.channelBinding == SCRAMClientFinalMessage.unboundChannelBinding else {
            throw .channelBindingMismatch
        }
        guard clientFinal.nonce.utf8.elementsEqual(combinedNonce.utf8) else { throw .nonceMismatch }

        let authMessage = SCRAMKeys.authMessage(
            clientFirstBare: clientFirstBare, serverFirst: serverFirst,
            clientFinalWithoutProof: clientFinal.withoutProof)
        // ClientKey = proof XOR HMAC(StoredKey, AuthMessage); it is right when H(ClientKey) == StoredKey.
        let clientSignature = HMACSHA256.authenticate(authMessage, key: credential.storedKey.bytes)
        guard clientFinal.proof.count == clientSignature.count else { throw .invalidProof }
        let clientKey = SCRAMKeys.xor(clientFinal.proof.bytes, clientSignature)
        guard ConstantTime.equals(SHA256.hash(clientKey), credential.storedKey.bytes) else {
            throw .invalidProof
        }
        let serverSignature = HMACSHA256.authenticate(authMessage, key: credential.serverKey.bytes)
        return SCRAMServerFinalMessage.verifier(serverSignature: serverSignature).text
    }
}
