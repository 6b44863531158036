import AuthEngine
import Synchronization
import Testing

@Suite("Password records and the verifier that hides which accounts exist")
struct PasswordRecordTests {
    static let iterations = 1000

    @Test("a record matches its password and nothing else")
    func roundTrip() {
        let record = PasswordRecord.make(password: "correct horse", iterations: Self.iterations)
        #expect(record.salt.count == 16)
        #expect(record.derivedKey.count == 32)
        #expect(record.iterations == Self.iterations)
        #expect(record.matches("correct horse"))
        #expect(!record.matches("correct horsE"))
        #expect(!record.matches("correct horse "))
        #expect(!record.matches(""))
    }

    @Test("equal passwords get different salts and keys")
    func freshSalt() {
        let first = PasswordRecord.make(password: "same password", iterations: Self.iterations)
        let second = PasswordRecord.make(password: "same password", iterations: Self.iterations)
        #expect(first.salt != second.salt)
        #expect(first.derivedKey != second.derivedKey)
    }

    @Test("the key is PBKDF2-HMAC-SHA256 of the UTF-8 password")
    func derivationIsPBKDF2() throws {
        let record = PasswordRecord.make(password: "pässword", iterations: 2)
        let expected = try PBKDF2.deriveKey(
            password: Array("pässword".utf8), salt: record.salt, iterations: 2, keyByteCount: 32)
        #expect(record.derivedKey.bytes == expected)
    }

    @Test("a record survives JSON with base64 salt and key")
    func codable() throws {
        let record = PasswordRecord.make(password: "correct horse", iterations: Self.iterations)
        let stored = try decodeJSON(StoredShape.self, from: try jsonText(record))
        #expect(stored.salt == Base64.encode(record.salt))
        #expect(stored.iterations == 1000)
        #expect(stored.derivedKey == Base64.encode(record.derivedKey.bytes))
        let decoded = try roundTripJSON(record)
        #expect(decoded == record)
        #expect(decoded.matches("correct horse"))
    }

    /// The JSON shape other components read, spelled out.
    struct StoredShape: Decodable {
        let salt: String
        let iterations: Int
        let derivedKey: String
    }

    @Test(
        "corrupt stored records are refused when read",
        arguments: [
            #"{"salt":"not base64!","iterations":1000,"derivedKey":"AAAA"}"#,
            #"{"salt":"AAAA","iterations":0,"derivedKey":"AAAA"}"#,
            #"{"salt":"AAAA","iterations":1000,"derivedKey":""}"#,
            #"{"salt":"AAAA","iterations":1000}"#,
        ])
    func corruptJSON(json: String) {
        #expect(throws: DecodingError.self) { try decodeJSON(PasswordRecord.self, from: json) }
    }

    @Test("a hand-built record with no iterations refuses every password instead of crashing")
    func zeroIterationRecord() {
        #expect(!PasswordRecord(salt: [1, 2], iterations: 0, derivedKey: SecretBytes([])).matches(""))
        #expect(!PasswordRecord(salt: [1, 2], iterations: 1, derivedKey: SecretBytes([])).matches(""))
        #expect(!PasswordRecord(salt: [1, 2], iterations: 0, derivedKey: SecretBytes([1])).matches(""))
    }

    @Test("the record's description hides the key")
    func redacted() {
        let record = PasswordRecord.make(password: "correct horse", iterations: 1)
        #expect(!"\(record)".contains(Base64.encode(record.derivedKey.bytes)))
    }

    @Test("the verifier accepts the right password and refuses a wrong one")
    func verifier() {
        let verifier = PasswordVerifier(iterations: Self.iterations)
        let record = verifier.makeRecord(for: "correct horse")
        #expect(record.iterations == Self.iterations)
        #expect(verifier.verify(password: "correct horse", against: record))
        #expect(!verifier.verify(password: "wrong horse", against: record))
        #expect(!verifier.verify(password: "correct horse", against: nil))
    }

    @Test("an unknown email does exactly the derivation a wrong password does")
    func unknownEmailCostsTheSame() {
        let counter = DerivationCounter()
        let verifier = PasswordVerifier(iterations: Self.iterations, keyDerivation: counter.derivation)
        let record = verifier.makeRecord(for: "correct horse")
        counter.reset()

        #expect(!verifier.verify(password: "wrong horse", against: record))
        let wrongPassword = counter.reset()
        #expect(!verifier.verify(password: "wrong horse", against: nil))
        let unknownEmail = counter.reset()
        #expect(verifier.verify(password: "correct horse", against: record))
        let rightPassword = counter.reset()

        #expect(wrongPassword == [Self.iterations])
        #expect(unknownEmail == wrongPassword)
        #expect(rightPassword == wrongPassword)
    }
}

/// Wraps the real derivation and records the iteration count of each call.
final class DerivationCounter: Sendable {
    private let calls = Mutex<[Int]>([])

    var derivation: PasswordKeyDerivation {
        PasswordKeyDerivation { password, salt, iterations in
            self.calls.withLock { $0.append(iterations) }
            return PasswordKeyDerivation.pbkdf2.derive(password, salt, iterations)
        }
    }

    /// Returns the calls so far and forgets them.
    @discardableResult
    func reset() -> [Int] {
        calls.withLock { calls in
            defer { calls = [] }
            return calls
        }
    }
}
