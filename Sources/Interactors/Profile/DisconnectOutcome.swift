import AuthEngine

/// How a disconnect went, in the app's terms: the profile is gone from this device in every case.
package enum DisconnectOutcome: Equatable, Sendable {
    /// The server forgot the profile (or already had) and this device no longer holds it.
    case disconnected
    /// Removed from this device, but the server could not be told; `problem` says why.
    case serverNotTold(AppError)

    init(_ result: DisconnectResult) {
        switch result {
        // Already gone everywhere is what the person asked for.
        case .success, .alreadyDisconnected: self = .disconnected
        case .partialSuccess(let error): self = .serverNotTold(AppError(error))
        }
    }
}
