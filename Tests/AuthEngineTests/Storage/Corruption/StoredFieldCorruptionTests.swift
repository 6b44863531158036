import Testing

@testable import AuthEngine

/// Every field of every document the store reads (the session's aside), damaged each way in turn,
/// then the engine run over it as the app runs it: never a trap, a typed error that names the
/// document, and a safe state — nothing written over a document that could not be read, no PIN
/// attempt spent because of the device's own damage.
@Suite("Stored field corruption: each field of each document, damaged each way")
struct StoredFieldCorruptionTests {
    @Test(
        "a damaged field is refused with the document's name, or used safely; nothing traps",
        arguments: CorruptibleDocument.allCases, FieldCorruption.allCases)
    func everyField(document: CorruptibleDocument, corruption: FieldCorruption) async throws {
        let fixture = try await CorruptionFixture.shared.fixture()
        let original = try JSONValue.parse(
            try #require(fixture.files[document.path(profileId: fixture.profileId)]))
        var damagedFields = 0
        for field in FieldPath.all(in: original) {
            guard let damaged = field.applying(corruption, to: original) else { continue }
            damagedFields += 1
            let home = try CorruptedHome(fixture, damaging: document, with: damaged)
            defer { home.remove() }
            try await Self.check(home, "\(document.rawValue): \(field) \(corruption.rawValue)")
        }
        // Every document has a schema version and text fields, so every corruption applies somewhere.
        #expect(damagedFields > 0)
    }

    /// The fields whose damage would trap, hang, or spend PIN attempts if it were used: each of
    /// these corruptions must make the document refused where it is read.
    static let guardedFields: [GuardedField] = [
        .init(
            .signingKeys, "document.accessTokenKey",
            [.missing, .wrongType, .empty, .notBase64, .wrongLength, .huge]),
        .init(
            .deviceIdentity, "document.secret",
            [.missing, .wrongType, .empty, .notBase64, .wrongLength, .huge]),
        .init(.deviceIdentity, "document.deviceId", [.missing, .wrongType, .empty, .huge]),
        .init(
            .biometricKey, "document.key", [.missing, .wrongType, .empty, .notBase64, .wrongLength, .huge]),
        .init(.profiles, "document.profiles[0].id", [.missing, .wrongType, .empty]),
        .init(.profiles, "document.profiles[0].pinLength", [.missing, .wrongType, .empty, .huge, .negative]),
        .init(.serverState, "document.accounts[0].memberships", [.missing, .wrongType, .empty]),
        .init(.serverState, "document.accounts[0].password.iterations", [.empty, .huge, .negative]),
        .init(.serverState, "document.accounts[0].password.salt", [.empty, .notBase64, .huge]),
        .init(.serverState, "document.accounts[0].password.derivedKey", [.empty, .wrongLength, .huge]),
        .init(.serverState, "document.registrations[0].failedAttempts", [.wrongType, .negative]),
        .init(
            .serverState, "document.registrations[0].verifiers[0].credential.iterations",
            [.empty, .huge, .negative]),
        .init(
            .serverState, "document.registrations[0].verifiers[0].credential.salt",
            [.empty, .notBase64, .huge]),
        .init(
            .serverState, "document.registrations[0].verifiers[0].credential.storedKey",
            [.wrongLength, .huge]),
        .init(.serverState, "document.sessions[0].contextIndex", [.negative]),
        .init(.serverState, "document.customRegistrations[0].failedAnswers", [.negative]),
    ]

    @Test("fields whose damage could trap, hang or spend PIN attempts are refused", arguments: guardedFields)
    func guardedField(_ guarded: GuardedField) async throws {
        let fixture = try await CorruptionFixture.shared.fixture()
        let original = try JSONValue.parse(
            try #require(fixture.files[guarded.document.path(profileId: fixture.profileId)]))
        let field = try #require(FieldPath.all(in: original).first { $0.description == guarded.field })
        for corruption in guarded.corruptions {
            let damaged = try #require(field.applying(corruption, to: original))
            let home = try CorruptedHome(fixture, damaging: guarded.document, with: damaged)
            defer { home.remove() }
            let label = "\(guarded.field) \(corruption.rawValue)"
            #expect(try !home.isReadable(), "\(label) was accepted")
            try await Self.check(home, label)
        }
    }

    static func check(_ home: CorruptedHome, _ label: String) async throws {
        let readable = try home.isReadable()
        let outcome = try await home.runEngine()
        let name = home.documentName
        switch (outcome, home.document.isServerDocument, readable) {
        case (.serverRefused(let error), true, false):
            if home.document == .signingKeys {
                // Set aside whole, and the next start makes a new key: the repaired state.
                guard case .signingKeySetAside(let savedAs) = error else {
                    Issue.record("\(label): expected the key to be set aside, got \(error)")
                    return
                }
                #expect(savedAs.hasPrefix("keys.json.corrupt-"), Comment(rawValue: label))
                #expect(
                    try FileInspection.contents(of: home.home + "/server/" + savedAs) == home.damagedBytes,
                    Comment(rawValue: label))
                #expect(String(reflecting: error).contains(savedAs), Comment(rawValue: label))
                #expect(throws: Never.self, Comment(rawValue: label)) {
                    try TokenServer(directory: home.home + "/server", configuration: .forTesting)
                }
            } else {
                #expect(Self.namesDocument(error, name), "\(label): \(error)")
                #expect(String(reflecting: error).contains(name), Comment(rawValue: label))
                #expect(
                    try FileInspection.contents(of: home.documentPath) == home.damagedBytes,
                    Comment(rawValue: label))
            }
        case (.ran(let errors), false, false):
            #expect(errors.contains { Self.namesDocument($0, name) }, "\(label): \(errors)")
            #expect(
                try FileInspection.contents(of: home.documentPath) == home.damagedBytes,
                Comment(rawValue: label))
            #expect(try home.failedAttempts() == 0, "\(label): a damaged device file cost a PIN attempt")
        case (.ran, false, true):
            #expect(try home.failedAttempts() == 0, "\(label): a damaged device file cost a PIN attempt")
        case (.ran, true, true):
            break
        case (.serverRefused(let error), _, _):
            Issue.record("\(label): the server refused a readable home: \(error)")
        case (.ran, true, false):
            Issue.record("\(label): the server started over an unreadable \(name)")
        }
        // Whatever happened, every document the engine wrote can be read back.
        for document in CorruptibleDocument.allCases where document != home.document {
            let path = document.path(profileId: home.fixture.profileId)
            let directory = home.home + "/" + (document.isServerDocument ? "server" : "device")
            let documentName = String(path.split(separator: "/").last ?? "")
            guard try FileInspection.fileNames(in: directory).contains(documentName) else { continue }
            #expect(
                document.isReadable(in: try SecureFileStore(directory: directory), named: documentName),
                "\(label): \(path) was left unreadable")
        }
    }

    private static func namesDocument(_ error: StoreError, _ name: String) -> Bool {
        switch error {
        case .corrupt(let found), .unsupportedSchemaVersion(let found, _, _): found == name
        default: false
        }
    }

    private static func namesDocument(_ error: ServerStartError, _ name: String) -> Bool {
        if case .storage(let storeError) = error { return namesDocument(storeError, name) }
        return false
    }

    private static func namesDocument(_ error: AuthError, _ name: String) -> Bool {
        if case .storage(let storeError) = error { return namesDocument(storeError, name) }
        return false
    }
}

/// A field that must never be used damaged, and the corruptions to try on it.
struct GuardedField: Sendable, CustomTestStringConvertible {
    let document: CorruptibleDocument
    let field: String
    let corruptions: [FieldCorruption]

    init(_ document: CorruptibleDocument, _ field: String, _ corruptions: [FieldCorruption]) {
        self.document = document
        self.field = field
        self.corruptions = corruptions
    }

    var testDescription: String { "\(document.rawValue) \(field)" }
}
