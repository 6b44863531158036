/// Why a locked transaction failed: the store failed, or the transaction's own body gave up.
package enum TransactionError<Failure: Error>: Error {
    /// The store could not lock, read or write; nothing from the body was written.
    case store(StoreError)
    /// The body threw, so the transaction was abandoned and nothing was written.
    case aborted(Failure)
}

extension TransactionError: Equatable where Failure: Equatable {}
