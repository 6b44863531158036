import AuthEngine

/// A push request as the app shows it: what is asked, when, and until when.
package struct PushRequest: Equatable, Sendable, Identifiable {
    /// The server's id of the request, as `viper-auth push` and `status --json` print it.
    package let id: String
    /// The profile it is for.
    package let profileId: ProfileID
    /// What the requester wants confirmed.
    package let message: String
    /// True for a one-time-password request (type the code), false for accept / deny.
    package let isOneTimePassword: Bool
    /// When it was queued, in seconds since the epoch.
    package let createdAt: Int64
    /// When it expires, in seconds since the epoch.
    package let expiresAt: Int64

    /// For test doubles and presenter tests; the app builds one from the engine's `PendingPushRequest`.
    package init(
        id: String, profileId: ProfileID, message: String, isOneTimePassword: Bool, createdAt: Int64,
        expiresAt: Int64
    ) {
        self.id = id
        self.profileId = profileId
        self.message = message
        self.isOneTimePassword = isOneTimePassword
        self.createdAt = createdAt
        self.expiresAt = expiresAt
    }

    init(_ request: PendingPushRequest) {
        self.init(
            id: request.id, profileId: ProfileID(rawValue: request.profileId), message: request.message,
            isOneTimePassword: request.kind == .oneTimePassword, createdAt: request.createdAt,
            expiresAt: request.expiresAt)
    }
}
