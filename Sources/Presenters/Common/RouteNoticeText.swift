import Interactors

/// The sentence a screen shows first for a `RouteNotice`: Welcome, Dashboard, Profile and
/// Authenticators word what they receive here.
///
/// One wording for all of them, because the transition table, not the sender, decides which screen
/// receives a notice: a switch per screen would have to word every case anyway, or list cases that
/// "cannot happen". Each case reuses the words of its concept where it has them (`LogoutOutcomeText`,
/// `ErrorPresentation`, `SessionText`, `DisconnectText`, `SwitchContextText`, `DeregistrationText`,
/// `PushRequestText`); a flow's end is worded here.
enum RouteNoticeText {
    /// The notice as one sentence, such as `Logged out.`
    static func sentence(for notice: RouteNotice) -> String {
        switch notice {
        case .loggedOut(let outcome): LogoutOutcomeText.notice(for: outcome)
        case .sessionEnded(let error): ErrorPresentation(error).notice
        case .sessionDiscarded(let discard): SessionText.notice(for: discard)
        case .disconnected(let outcome): DisconnectText.notice(for: outcome)
        case .contextSwitched(let membership): SwitchContextText.switched(to: membership)
        case .deregistered(let cause): DeregistrationText.message(for: cause)
        case .flowFailed(let error): ErrorPresentation(error).notice
        case .cancelled(let flow, let problem):
            problem.map { "\(Self.problem(for: $0)) \(cancelled(flow))" } ?? cancelled(flow)
        case .authenticatorRegistered(let authenticator): registered(authenticator)
        case .pushConfirmationFailed(let outcome, let answeredWith):
            "Wrong \(PushRequestText.name(answeredWith)): the request \(PushRequestText.quoted(outcome.request))"
                + " was denied and you were logged out."
        }
    }

    /// What was wrong with an answer, as the screen that took it says it too.
    static func problem(for problem: AnswerProblem) -> String {
        switch problem {
        case .sensorNotRecognised: SensorText.notRecognised
        case .wrongPassword: "Wrong password."
        }
    }

    /// That `flow` was cancelled, and what that left unchanged.
    static func cancelled(_ flow: InterruptedFlow) -> String {
        switch flow {
        case .login: "Login cancelled."
        case .registration: "Registration cancelled: this device was not registered."
        case .pinChange: "PIN change cancelled: your PIN is unchanged."
        case .authenticatorRegistration: "Registration cancelled: no authenticator was added."
        }
    }

    /// After a registration, whose last question was `authenticator`'s.
    static func registered(_ authenticator: Authenticator) -> String {
        switch authenticator {
        case .biometric: "The biometric authenticator is registered."
        case .password: "The password authenticator is registered."
        case .pin: "The authenticator is registered."
        }
    }
}
