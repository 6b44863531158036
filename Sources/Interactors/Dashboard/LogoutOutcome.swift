import AuthEngine

/// How a logout went, in the app's terms: each case is a success, some with a warning.
package enum LogoutOutcome: Equatable, Sendable {
    /// The session was revoked on the server and removed from this device.
    case loggedOut
    /// The session was removed from this device, but the server could not be told; `problem` says why.
    case serverNotTold(AppError)
    /// The server was told, but this device's copy could not be removed; `problem` says why.
    case notRemovedFromDevice(AppError)
    /// There was no session to end.
    case alreadyLoggedOut

    init(_ result: LogoutResult) {
        switch result {
        case .success: self = .loggedOut
        // The engine reports a failed local clear as a storage error, and a server refusal as any other.
        case .partialSuccess(let error):
            if case .storage = error {
                self = .notRemovedFromDevice(AppError(error))
            } else {
                self = .serverNotTold(AppError(error))
            }
        case .alreadyLoggedOut: self = .alreadyLoggedOut
        }
    }
}
