import Interactors

/// The sentences `viper-auth push` prints: where a request went, and why it could not be queued or
/// followed (after `viper-auth push: `, so those start in lower case).
enum PushText {
    /// Why not, for `error`.
    static func message(for error: PushSendError) -> String {
        switch error {
        case .profileNotFound: "no profile or account matches"
        case .notEnrolled:
            "the profile is not enrolled for push (enroll it in the app: Dashboard > Mobile authentication)"
        case .invalidMessage: "the message must be 1 to 500 characters"
        case .messageHasControlCharacters:
            "the message cannot contain control characters (such as escape, bell or a line break) "
                + "or bidirectional formatting characters"
        case .requestNotFound: "the push request no longer exists"
        case .cancelled: "the wait was interrupted"
        case .serverDataUnavailable(let problem?):
            "the authentication server's data could not be used: \(StorageText.detail(problem))"
        case .serverDataUnavailable(nil): "the authentication server's data could not be read or written"
        case .signingKeySetAside(let savedAs): StorageText.signingKeySetAside(savedAs: savedAs)
        case .ownedByServer(let url): StorageText.ownedByServer(url: url)
        case .serverUnreachable: "the authentication server could not be reached; is it running?"
        }
    }

    /// The note of a one-time code request: where it went, when it expires, where to type it.
    static func codeQueued(_ queued: QueuedPush) -> String {
        "One-time code request \(queued.id) queued for profile \(queued.profileId), "
            + "\(expiry(queued)). Type the code in the app (Dashboard > mobile > handle)."
    }

    /// The result of a request queued without waiting.
    static func queued(_ queued: QueuedPush) -> String {
        "queued \(queued.id) for profile \(queued.profileId), \(expiry(queued))"
    }

    /// The note while `push --wait` waits up to `seconds` for the app.
    static func waiting(for queued: QueuedPush, seconds: Double) -> String {
        "Push request \(queued.id) queued for profile \(queued.profileId), \(expiry(queued)). "
            + "Waiting up to \(TimeText.span(Int64(seconds.rounded(.up)))) for the app…"
    }

    private static func expiry(_ queued: QueuedPush) -> String {
        "expires \(TimeText.relative(queued.expiresAt, from: queued.createdAt)) (\(TimeText.utc(queued.expiresAt)))"
    }
}
