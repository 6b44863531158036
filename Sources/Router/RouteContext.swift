import Presenters

/// What the next route's module needs to know: whose session it works on, and what happened
/// before it, which it words and shows first.
package struct RouteContext: Equatable, Sendable {
    /// The owner of the session the next module works on: a profile's, or the stateless session.
    /// Nil where no session is involved (Startup, Welcome, Registration, a login's or a
    /// registration's challenges).
    package var sessionOwner: SessionOwner?
    /// What happened on the screen before, such as how a logout went; the next module words it.
    package var notice: RouteNotice?

    /// Defaults to no session and no notice, as a route that needs neither is shown.
    package init(sessionOwner: SessionOwner? = nil, notice: RouteNotice? = nil) {
        self.sessionOwner = sessionOwner
        self.notice = notice
    }

    /// The context of a profile's session, with `notice` when there is one.
    static func profile(_ profileId: ProfileID, notice: RouteNotice? = nil) -> RouteContext {
        RouteContext(sessionOwner: .profile(profileId), notice: notice)
    }
}
