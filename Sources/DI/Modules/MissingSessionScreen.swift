import Presenters
import Router

/// What a route that needs a session shows when its context names none (or, for a screen of a
/// profile's, names the stateless session): nothing, and on to Welcome, which tells the person to
/// log in.
///
/// The routing calls that lead to those routes always name the session, and `RoutingCoverageTests`
/// proves it for each of them; should one slip through, the person lands on Welcome rather than a
/// module built around a missing profile, and nothing is ended, as there is nothing to end. It
/// takes the route's `sessionEnded` edge, which every route that needs a session has.
@MainActor
final class MissingSessionScreen: Screen {
    private weak var router: (any SessionEndRouting)?

    /// The screen that leaves through `router` as soon as it runs.
    init(router: any SessionEndRouting) {
        self.router = router
    }

    /// Reports the session over, not logged in; the router then dismisses this screen.
    func run() async -> ScreenEnd {
        router?.sessionDidEnd(notice: .sessionEnded(.notLoggedIn))
        return .dismissed
    }

    /// Nothing runs past `run()`, so there is nothing to stop.
    func dismiss() {}
}
