/// A value the secure file store can persist as a versioned JSON document.
package protocol StoredDocument: Codable, Sendable {
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
    package func validate() throws(DocumentViolation) {}
}

/// A decoded document value this build would never have written; `field` names it, never its value.
package struct DocumentViolation: Error, Equatable, Sendable {
    /// The offending field's path, such as `registrations.failedAttempts`.
    package let field: String

    /// A violation of `field`.
    package init(field: String) {
        self.field = field
    }
}
