import Interactors
import Presenters
import Router

/// Builds one VIPER module: its interactor comes from the container, and `makeScreen` creates the
/// presenter and view and closes the back-reference. One builder per module, registered under its
/// own type (Uber RIBs' builder, with the narrow dependencies as stored properties).
package protocol ModuleBuilding: Sendable {
    /// The session the module works on: `NoSession`, `SessionOwner` (a profile's or the stateless
    /// one) or `ProfileID` (a profile's), as its route's `sessionNeed` says.
    associatedtype Session: ModuleSession

    /// The module's screen for `session`, its presenter routing to `router`; `notice` is what
    /// happened on the screen before, for the modules that word it first.
    @MainActor func makeScreen(session: Session, notice: RouteNotice?, router: AppRouter) -> any Screen
}

extension ModuleBuilding {
    /// The session this builder needs, in the terms of `Route.sessionNeed`.
    package var sessionNeed: SessionNeed { Session.need }

    /// The module's screen for `context`, or `MissingSessionScreen` when the context lacks the
    /// session the module needs: the one place that case is answered, so no builder checks it.
    @MainActor package func makeScreen(context: RouteContext, router: AppRouter) -> any Screen {
        guard let session = Session.taken(from: context.sessionOwner) else {
            return MissingSessionScreen(router: router)
        }
        return makeScreen(session: session, notice: context.notice, router: router)
    }
}

/// What a module can be built for, read from its route's context.
package protocol ModuleSession: Sendable {
    /// The need this kind of session answers.
    static var need: SessionNeed { get }
    /// The session `owner` gives a module that needs this kind; nil when it gives none.
    static func taken(from owner: SessionOwner?) -> Self?
}

/// The session of a module shown before a session exists or after it ended: none.
package struct NoSession: ModuleSession {
    /// A module that needs no session.
    package static var need: SessionNeed { .noSession }

    /// Always none: whatever the context holds, such a module does not use it.
    package static func taken(from owner: SessionOwner?) -> NoSession? { NoSession() }
}

extension SessionOwner: ModuleSession {
    /// A module that works on any session, a profile's or the stateless one.
    package static var need: SessionNeed { .anySession }

    /// The context's session, whichever it is.
    package static func taken(from owner: SessionOwner?) -> SessionOwner? { owner }
}

extension ProfileID: ModuleSession {
    /// A module that works on a profile's session.
    package static var need: SessionNeed { .profile }

    /// The context's profile; none for the stateless session.
    package static func taken(from owner: SessionOwner?) -> ProfileID? { owner?.profileId }
}
