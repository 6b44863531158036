import Interactors

/// The presenter of a signed-in route's PIN screen built without a profile: there is no session
/// to check a PIN in, so it ends what is left, as every screen that needs a session does, and the
/// person goes to Welcome, told they are not logged in.
///
/// Every routing call that leads to such a route names the profile; this stands in only for a
/// `RouteContext` that came without one, so the module's own presenter can take the profile as
/// always there.
@MainActor
public final class SessionRequiredPresenter: PinChallengePresenting, CreatePinPresenting {
    private let sessionEnd: SessionEndPolicy

    /// A presenter ending the session through `interactor` and leaving through `router`.
    public init(interactor: any SessionEnding, router: any SessionEndRouting) {
        sessionEnd = SessionEndPolicy(profileId: nil, interactor: interactor, router: router)
    }

    /// Ends the session at once.
    public func viewDidLoad() async {
        await sessionEnd.endsSession(after: .notLoggedIn)
    }

    /// Nothing is asked, so no line is taken.
    public func didSubmit(_ line: String) async {}

    /// Nothing is in progress to cancel.
    public func viewDidReachEndOfInput() async {}
}
