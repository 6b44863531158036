/// A value the secure file store can persist as a versioned JSON document.
public protocol StoredDocument: Codable, Sendable {
    /// The schema version written with every document; reading a file with another version fails.
    static var schemaVersion: Int { get }
}
