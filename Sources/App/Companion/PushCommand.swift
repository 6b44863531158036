import DI
import Presenters

/// `viper-auth push`: queues a request through the push service on the chosen home and, with
/// `--wait`, prints how the app answered it. The word or code a script reads goes to standard
/// output; what a person reads along the way goes to standard error.
struct PushCommand: Command {
    /// What `push` sends: `--message M [--wait S]` or `--otp`.
    typealias Request = PushCommandRequest.Kind

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
        ExitStatus.of(
            await shared.runner().push(
                PushCommandRequest(profile: profile, kind: request, timeToLive: timeToLive)))
    }
}
