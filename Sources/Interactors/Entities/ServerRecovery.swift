import AuthEngine

/// What the server's store mended when `viper-auth server` opened it, for the operator to read.
package enum ServerRecovery: Sendable, Equatable {
    /// The journal ended in a change a crash cut short: `byteCount` bytes, never answered, dropped.
    case droppedIncompleteChange(byteCount: Int)
    /// The old layout's documents were converted to the store and kept under these names.
    case convertedOldLayout(keptAs: [String])
    /// A document of the old layout, left by a conversion cut short, was set aside unread as this.
    case setAsideLeftover(String)

    init(_ note: ServerStoreNote) {
        switch note {
        case .discardedIncompleteRecord(let byteCount): self = .droppedIncompleteChange(byteCount: byteCount)
        case .migrated(let keptAs): self = .convertedOldLayout(keptAs: keptAs)
        case .setAsideLeftover(let name): self = .setAsideLeftover(name)
        }
    }
}
