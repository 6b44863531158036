import Interactors

/// Where a screen that needs a session sends the person once it is over: Welcome, saying why.
///
/// The routing protocol of every such module refines it, so the router answers it in one place,
/// with the one `sessionEnded` edge of the transition table from each of their routes.
@MainActor
package protocol SessionEndRouting: AnyObject {
    /// The session is over and was ended on this device; Welcome words `notice` first.
    func sessionDidEnd(notice: RouteNotice)
}

/// The one answer to "the session is over", written once and composed into every presenter that
/// can meet it (as Essential Feed composes its shared presentation behaviour): the module's
/// interactor ends what is left of the session — this run stops refreshing it and no copy stays
/// on this device, whatever the server did — and only then the person goes to Welcome, which
/// shows why first.
///
/// The session is over when an error says so (`ErrorPresentation.shouldLogout`: ended by the
/// server, not logged in, the profile deregistered, the device not recognised), or when a module
/// knows it for its own reason (a failed push confirmation). Any other error the screen shows,
/// most often through `endsSessionOrShows(_:on:)`.
@MainActor
struct SessionEndPolicy {
    private let owner: SessionOwner
    private let interactor: any SessionEnding
    private weak var router: (any SessionEndRouting)?

    /// The policy for `owner`'s session, ending it through `interactor` and leaving through
    /// `router`, weakly held as the presenter holds it.
    init(owner: SessionOwner, interactor: any SessionEnding, router: any SessionEndRouting) {
        self.owner = owner
        self.interactor = interactor
        self.router = router
    }

    /// Ends the session and returns true when `error` means it is over, Welcome then saying why;
    /// returns false, having done nothing, for any other error, which the module shows.
    @discardableResult
    func endsSession(after error: AppError) async -> Bool {
        guard ErrorPresentation(error).shouldLogout else { return false }
        await endSession(notice: .sessionEnded(error))
        return true
    }

    /// Ends the session and returns true when `error` means it is over, as
    /// `endsSession(after:)`; otherwise shows `error` on `view` and returns false, the screen
    /// staying where it was.
    @discardableResult
    func endsSessionOrShows(_ error: AppError, on view: (any ViewInterface)?) async -> Bool {
        if await endsSession(after: error) { return true }
        view?.showError(.failure(ErrorPresentation(error)))
        return false
    }

    /// Ends the session, then sends the person to Welcome with `notice`.
    func endSession(notice: RouteNotice) async {
        _ = await interactor.endSession(owner: owner)
        router?.sessionDidEnd(notice: notice)
    }
}
