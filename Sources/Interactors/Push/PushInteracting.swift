/// The use cases of `viper-auth push`: the push service played on the home — a request queued for
/// a profile and, when asked, the app's answer awaited (`PushSender`).
package protocol PushInteracting: Sendable {
    /// Queues an accept-or-deny request with `message` for `profile` (a profile id or an account
    /// email), living `timeToLive` seconds, or the server's default when nil.
    func queue(profile: String, message: String, timeToLive: Int64?) async throws(PushSendError) -> QueuedPush
    /// Queues a one-time-password request for `profile`; its code is in the result.
    func queueOneTimePassword(profile: String, timeToLive: Int64?) async throws(PushSendError) -> QueuedPush
    /// Waits up to `seconds` for the app to answer the request; `.pending` when time ran out first.
    func waitForAnswer(requestId: String, seconds: Double) async throws(PushSendError) -> PushAnswer
}

extension PushSender: PushInteracting {}
