/// A value the secure file store can persist as a versioned JSON document.
public protocol StoredDocument: Codable, Sendable {
    /// The schema version written with every document; reading a file with another version fails.
    static var schemaVersion: Int { get }

    /// Checks a decoded document against what this build ever writes: a key of the right length, a
    /// count that cannot overflow. The store calls it on every read and reports a violation as
    /// `StoreError.corrupt`, so a damaged or hand-edited value is refused where it enters instead of
    /// trapping, hanging or being used silently further on.
    func validate() throws(DocumentViolation)
}

extension StoredDocument {
    /// Documents whose every decodable value is usable have nothing more to check.
    public func validate() throws(DocumentViolation) {}
}

/// A decoded document value this build would never have written; `field` names it, never its value.
public struct DocumentViolation: Error, Equatable, Sendable {
    /// The offending field's path, such as `registrations.failedAttempts`.
    public let field: String

    /// A violation of `field`.
    public init(field: String) {
        self.field = field
    }
}
