/// What `viper-auth push` is asked to queue, and for whom.
package struct PushCommandRequest: Equatable, Sendable {
    /// What kind of request.
    package enum Kind: Equatable, Sendable {
        /// An accept-or-deny request with `message`; `wait` seconds for the answer, when given.
        case confirmation(message: String, wait: Double?)
        /// A one-time-password request: the code is printed.
        case oneTimePassword
    }

    /// A profile id or an account email.
    package let profile: String
    /// What kind of request.
    package let kind: Kind
    /// Its time to live in seconds; nil for the server's default.
    package let timeToLive: Int64?

    /// A request of `kind` for `profile`.
    package init(profile: String, kind: Kind, timeToLive: Int64?) {
        self.profile = profile
        self.kind = kind
        self.timeToLive = timeToLive
    }
}

/// How `viper-auth push` ended; each has its documented exit status.
package enum PushCommandOutcome: Equatable, Sendable {
    /// Queued (and, with `--wait`, accepted).
    case done
    /// `--wait`: the app denied it.
    case denied
    /// `--wait`: it expired unanswered.
    case expired
    /// `--wait`: no answer in time; it is still pending.
    case unanswered
    /// It could not be queued or followed.
    case failed
    /// The message cannot be shown by the app, as a bad command line cannot be run.
    case refused
}

/// What the Push presenter asks its view to print; the shared verbs are all it needs: the word or
/// code a script reads is the result, what a person reads along the way a note.
@MainActor
package protocol PushViewInterface: CommandViewInterface {}

/// What the Push view hands its presenter: the one request of the run.
@MainActor
package protocol PushPresenting: AnyObject {
    /// Queues `request`, follows it if asked, and says how it went.
    func run(_ request: PushCommandRequest) async -> PushCommandOutcome
}
