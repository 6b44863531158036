import Interactors
import Presenters

/// `viper-auth push`: queues a request through the push service on the chosen home and, with
/// `--wait`, prints how the app answered it. The word or code a script reads goes to standard
/// output; what a person reads along the way goes to standard error.
struct PushCommand: Command {
    /// What `push` sends.
    enum Request: Equatable {
        /// An accept-or-deny request with `message`; `wait` seconds for the answer, when given.
        case confirmation(message: String, wait: Double?)
        /// A one-time-password request: the code is printed.
        case oneTimePassword
    }

    /// The longest `--wait`: an hour (a request's time to live is minutes).
    static let maximumWait = 3600

    static let profile = Argument<String>.text(
        "--profile", "P", expected: "a profile id or email", help: "A profile id or an account email."
    ).completing(.profiles)
    static let message = Argument<String>.text(
        "--message", "M", expected: "some text",
        help: "The request to accept or deny in the app (one line of text: no control characters "
            + "such as escape or a line break).")
    static let wait = Argument<Double>.seconds(
        "--wait", "S", atMost: maximumWait,
        help: "Wait up to S seconds (at most \(maximumWait)) and print accepted, denied, expired or "
            + "pending.")
    static let oneTimePassword = Argument<Bool>.flag(
        "--otp", help: "A one-time code request; prints the code to type in the app.")
    /// The longest `--ttl`: a day.
    static let maximumTimeToLive: Int64 = 86_400
    static let timeToLive = Argument<Int64>.option(
        "--ttl", "S", expected: "whole seconds, more than 0 and at most \(maximumTimeToLive)",
        help: "The request's time to live in seconds (default: the server's, 120)."
    ) { text in
        Int64(text).flatMap { (1...maximumTimeToLive).contains($0) ? $0 : nil }
    }

    static let declaration = CommandDeclaration(
        name: "push", summary: "play the push service",
        usage: .sequence([
            .required(profile),
            .alternatives([.sequence([.required(message), .optional(wait)]), .required(oneTimePassword)]),
            .optional(timeToLive),
        ]),
        details: """
            Queues a push request for a profile enrolled for push on the home (Dashboard > Mobile
            authentication), as the push service would; the app lists it under Dashboard > mobile.

            Exit status with --wait: \(ExitStatus.success) accepted, \(ExitStatus.pushDenied) denied, \
            \(ExitStatus.pushExpired) expired, \(ExitStatus.pushUnanswered) no answer in time (the request is still pending).
            """)

    /// A profile id or an account email.
    var profile: String
    /// `--message M [--wait S]` or `--otp`.
    var request: Request
    /// `--ttl S`: the request's time to live in seconds; nil for the server's default (120 s).
    var timeToLive: Int64? = nil
}

extension PushCommand {
    init(_ arguments: ParsedArguments) throws(UsageError) {
        profile = try arguments.required(Self.profile)
        request =
            arguments.has(Self.oneTimePassword)
            ? .oneTimePassword
            : .confirmation(message: try arguments.required(Self.message), wait: arguments[Self.wait])
        timeToLive = arguments[Self.timeToLive]
    }

    @MainActor func run(_ shared: SharedOptions) async -> Int32 {
        guard let settings = shared.engineSettings() else { return ExitStatus.failure }
        let sender = PushSender(settings: settings)
        do throws(PushSendError) {
            switch request {
            case .oneTimePassword:
                let queued = try await sender.queueOneTimePassword(profile: profile, timeToLive: timeToLive)
                ProcessIO.writeErrorLine(
                    "One-time code request \(queued.id) queued for profile \(queued.profileId), "
                        + "\(expiry(queued)). Type the code in the app (Dashboard > mobile > handle).")
                ProcessIO.writeOutputLine(queued.code ?? "")
                return ExitStatus.success
            case .confirmation(let message, nil):
                let queued = try await sender.queue(
                    profile: profile, message: message, timeToLive: timeToLive)
                ProcessIO.writeOutputLine(
                    "queued \(queued.id) for profile \(queued.profileId), \(expiry(queued))")
                return ExitStatus.success
            case .confirmation(let message, .some(let seconds)):
                let queued = try await sender.queue(
                    profile: profile, message: message, timeToLive: timeToLive)
                ProcessIO.writeErrorLine(
                    "Push request \(queued.id) queued for profile \(queued.profileId), \(expiry(queued)). "
                        + "Waiting up to \(TimeText.span(Int64(seconds.rounded(.up)))) for the app…")
                let answer = try await sender.waitForAnswer(requestId: queued.id, seconds: seconds)
                ProcessIO.writeOutputLine(answer.rawValue)
                return Self.exitStatus(for: answer)
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

    private func expiry(_ queued: QueuedPush) -> String {
        "expires \(TimeText.relative(queued.expiresAt, from: queued.createdAt)) (\(TimeText.utc(queued.expiresAt)))"
    }
}
