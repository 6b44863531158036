/// The keys RFC 5802 §3 derives from a password, computed the same way on both sides.
struct SCRAMKeys {
    private static let clientKeyLabel = Array("Client Key".utf8)
    private static let serverKeyLabel = Array("Server Key".utf8)

    let clientKey: [UInt8]
    let storedKey: [UInt8]
    let serverKey: [UInt8]

    /// Runs PBKDF2 once and derives every key from the one HMAC key it yields.
    init(password: SecretBytes, salt: [UInt8], iterations: Int) throws(SCRAMError) {
        let saltedPassword: [UInt8]
        do {
            saltedPassword = try PBKDF2.deriveKey(
                password: password.bytes, salt: salt, iterations: iterations,
                keyByteCount: SHA256.digestByteCount)
        } catch {
            throw .invalidIterationCount
        }
        let saltedPasswordMAC = HMACSHA256(key: saltedPassword)
        clientKey = saltedPasswordMAC.authenticate(Self.clientKeyLabel)
        storedKey = SHA256.hash(clientKey)
        serverKey = saltedPasswordMAC.authenticate(Self.serverKeyLabel)
    }

    /// The AuthMessage both signatures cover: client-first-bare, server-first, client-final without proof.
    static func authMessage(
        clientFirstBare: String, serverFirst: String, clientFinalWithoutProof: String
    ) -> [UInt8] {
        Array((clientFirstBare + "," + serverFirst + "," + clientFinalWithoutProof).utf8)
    }

    /// XORs two equally long byte strings; used to blind and unblind the client key.
    static func xor(_ lhs: [UInt8], _ rhs: [UInt8]) -> [UInt8] {
        zip(lhs, rhs).map { $0 ^ $1 }
    }
}
