import AuthEngine

/// The counter both contending processes increment; the tests decode the same shape.
struct ContentionCounter: StoredDocument {
    static let schemaVersion = 1

    var value: Int
}
