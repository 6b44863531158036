import AuthEngine

/// A document with a secret in it, like the real credential documents.
struct SecretNote: StoredDocument, Equatable {
    static let schemaVersion = 1

    var title: String
    var secret: String
    var attempts: Int
    var tags: [String]

    static let sample = SecretNote(
        title: "device", secret: "hunter2-secret", attempts: 3, tags: ["pin", "totp"])
}

/// The same shape as `SecretNote` at a later schema version, to write files an older build rejects.
struct SecretNoteVersion2: StoredDocument, Equatable {
    static let schemaVersion = 2

    var title: String
    var secret: String
    var attempts: Int
    var tags: [String]
}

/// Mirrors the counter of the `StoreContention` tool (Tests/Tools).
struct Counter: StoredDocument, Equatable {
    static let schemaVersion = 1

    var value: Int
}

/// A value whose encoding always fails, to force a write to fail before anything is replaced.
struct UnencodableNote: StoredDocument {
    struct Refusal: Error {}

    static let schemaVersion = 1

    init() {}

    init(from decoder: any Decoder) throws { throw Refusal() }

    func encode(to encoder: any Encoder) throws { throw Refusal() }
}
