import Interactors
import Presenters

/// `viper-auth push`: queues a request through the push service on the chosen home and, with
/// `--wait`, prints how the app answered it. The word or code a script reads goes to standard
/// output; what a person reads along the way goes to standard error.
@MainActor
enum PushCommand {
    static func run(_ options: PushOptions, settings: EngineSettings) async -> Int32 {
        let sender = PushSender(settings: settings)
        do throws(PushSendError) {
            switch options.request {
            case .oneTimePassword:
                let queued = try sender.queueOneTimePassword(
                    profile: options.profile, timeToLive: options.timeToLive)
                ProcessIO.writeErrorLine(
                    "One-time code request \(queued.id) queued for profile \(queued.profileId), "
                        + "\(expiry(queued)). Type the code in the app (Dashboard > mobile > handle).")
                ProcessIO.writeOutputLine(queued.code ?? "")
                return ExitStatus.success
            case .confirmation(let message, nil):
                let queued = try sender.queue(
                    profile: options.profile, message: message, timeToLive: options.timeToLive)
                ProcessIO.writeOutputLine(
                    "queued \(queued.id) for profile \(queued.profileId), \(expiry(queued))")
                return ExitStatus.success
            case .confirmation(let message, .some(let seconds)):
                let queued = try sender.queue(
                    profile: options.profile, message: message, timeToLive: options.timeToLive)
                ProcessIO.writeErrorLine(
                    "Push request \(queued.id) queued for profile \(queued.profileId), \(expiry(queued)). "
                        + "Waiting up to \(TimeText.span(Int64(seconds.rounded(.up)))) for the app…")
                let answer = try await sender.waitForAnswer(requestId: queued.id, seconds: seconds)
                ProcessIO.writeOutputLine(answer.rawValue)
                return exitStatus(for: answer)
            }
        } catch {
            ProcessIO.writeErrorLine("viper-auth push: \(PushText.message(for: error))")
            // A message the app must not show is a bad command line, as an empty one is.
            return error == .messageHasControlCharacters ? ExitStatus.usage : ExitStatus.failure
        }
    }

    /// The documented exit status of a waited-for answer.
    static func exitStatus(for answer: PushAnswer) -> Int32 {
        switch answer {
        case .accepted: ExitStatus.success
        case .denied: ExitStatus.pushDenied
        case .expired: ExitStatus.pushExpired
        case .pending: ExitStatus.pushUnanswered
        }
    }

    private static func expiry(_ queued: QueuedPush) -> String {
        "expires \(TimeText.relative(queued.expiresAt, from: queued.createdAt)) (\(TimeText.utc(queued.expiresAt)))"
    }
}
