import AuthEngine

/// One contender: `count` locked increments of a counter document, for the multi-process store test.
struct ContentionRun {
    static let usage = "usage: StoreContention STORE-DIRECTORY DOCUMENT-NAME COUNT"

    let directory: String
    let documentName: String
    let count: Int

    /// Returns nil unless the arguments are exactly a directory, a name and a non-negative count.
    init?(arguments: [String]) {
        guard arguments.count == 3, let count = Int(arguments[2]), count >= 0 else { return nil }
        (directory, documentName, self.count) = (arguments[0], arguments[1], count)
    }

    func run() throws(TransactionError<Never>) {
        let store: SecureFileStore
        do { store = try SecureFileStore(directory: directory) } catch { throw .store(error) }
        for _ in 0..<count {
            try store.update(
                ContentionCounter.self, named: documentName, default: ContentionCounter(value: 0)
            ) {
                $0.value += 1
            }
        }
    }
}
