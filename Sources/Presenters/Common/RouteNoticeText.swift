/// The sentence a screen shows first for a `RouteNotice`: Welcome, Dashboard, Profile and
/// Authenticators word what they receive here.
///
/// One wording for all of them, because the transition table, not the sender, decides which screen
/// receives a notice: a switch per screen would have to word every case anyway, or list cases that
/// "cannot happen". Each case reuses the words of its concept (`LogoutOutcomeText`,
/// `ErrorPresentation`, `SessionText`, `DisconnectText`, `SwitchContextText`).
enum RouteNoticeText {
    /// The notice as one sentence, such as `Logged out.`
    static func sentence(for notice: RouteNotice) -> String {
        switch notice {
        case .loggedOut(let outcome): LogoutOutcomeText.notice(for: outcome)
        case .sessionEnded(let error): ErrorPresentation(error).notice
        case .sessionDiscarded(let discard): SessionText.notice(for: discard)
        case .disconnected(let outcome): DisconnectText.notice(for: outcome)
        case .contextSwitched(let membership): SwitchContextText.switched(to: membership)
        case .worded(let sentence): sentence
        }
    }
}
