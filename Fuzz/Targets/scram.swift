@testable import AuthEngine

// SCRAM-SHA-256 messages and both ends of an exchange. Each of the four messages, parsed from the
// first piece, writes back to text that parses to the same message. An honest exchange for the
// username in the second piece authenticates both sides with that username; the client-final and
// server-final messages of it, with one byte changed, are refused: a side accepts only the exact
// message its peer's key produced.

private let password = SecretBytes(Array("12345 and a device secret".utf8))

func fuzzSCRAM(_ input: [UInt8]) {
    let parts = pieces(input, count: 3)
    checkMessages(parts[0])
    let username = String(decoding: parts[1], as: UTF8.self)
    do {
        try exchange(username: username, tamperingWith: parts[2])
    } catch .invalidUsername, .messageTooLarge {
        // A username SCRAM cannot carry, or one too long for the messages.
    } catch {
        fatalError("an honest exchange failed: \(error)")
    }
}

private func checkMessages(_ bytes: [UInt8]) {
    if let message = try? SCRAMClientFirstMessage.parse(bytes) {
        require(
            (try? SCRAMClientFirstMessage.parse(message.text)) == message, "client-first read back differs")
    }
    if let message = try? SCRAMServerFirstMessage.parse(bytes) {
        require(
            (try? SCRAMServerFirstMessage.parse(message.text)) == message, "server-first read back differs")
    }
    if let message = try? SCRAMClientFinalMessage.parse(bytes) {
        require(
            (try? SCRAMClientFinalMessage.parse(message.text)) == message, "client-final read back differs")
    }
    if let message = try? SCRAMServerFinalMessage.parse(bytes) {
        require(
            (try? SCRAMServerFinalMessage.parse(message.text)) == message, "server-final read back differs")
    }
}

private func exchange(username: String, tamperingWith change: [UInt8]) throws(SCRAMError) {
    let credential = try SCRAMCredential.derive(password: password, salt: Array("salt".utf8), iterations: 2)
    var client = try SCRAMClient(
        username: username, password: password, nonce: "client-nonce", minimumIterations: 1,
        maximumIterations: 16)
    var server = try SCRAMServer(credential: credential, nonceSuffix: "server-nonce")
    let serverFirst = try server.handleClientFirst(try client.clientFirstMessage())
    require(server.username == username, "the server read the username \(username) as another")
    let clientFinal = try client.handleServerFirst(serverFirst)

    var misled = server
    let forgedFinal = tampered(clientFinal, by: change)
    _ = try? misled.handleClientFinal(forgedFinal)
    require(!misled.isAuthenticated, "the server accepted a changed client-final message")

    let serverFinal = try server.handleClientFinal(clientFinal)
    require(server.isAuthenticated, "the server refused an honest proof")
    var fooled = client
    try? fooled.handleServerFinal(tampered(serverFinal, by: change))
    require(!fooled.isAuthenticated, "the client accepted a changed server-final message")
    try client.handleServerFinal(serverFinal)
    require(client.isAuthenticated, "the client refused an honest server signature")
}

/// `text` with one byte changed: the position and the flipped bits come from `change`.
private func tampered(_ text: String, by change: [UInt8]) -> String {
    var bytes = Array(text.utf8)
    bytes[change.count % bytes.count] ^= (change.first ?? 0) | 1
    return String(decoding: bytes, as: UTF8.self)
}
