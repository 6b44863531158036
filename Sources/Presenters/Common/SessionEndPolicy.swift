import Interactors

/// Where a screen that needs a session sends the person once it is over: Welcome, saying why.
///
/// The routing protocol of every such module refines it, so the router answers it in one place,
/// with the one `sessionEnded` edge of the transition table from each of their routes.
@MainActor
public protocol SessionEndRouting: AnyObject {
    /// The session is over and was ended on this device; Welcome shows `notice` first.
    func sessionDidEnd(notice: String)
}

/// The one answer to "the session is over", written once and composed into every presenter that
/// can meet it (as Essential Feed composes its shared presentation behaviour): the module's
/// interactor ends what is left of the session — this run stops refreshing it and no copy stays
/// on this device, whatever the server did — and only then the person goes to Welcome, which
/// shows why first.
///
/// The session is over when an error says so (`ErrorPresentation.shouldLogout`: ended by the
/// server, not logged in, the profile deregistered, the device not recognised), or when a module
/// knows it for its own reason (a failed push confirmation).
@MainActor
struct SessionEndPolicy {
    private let profileId: String?
    private let interactor: any SessionEnding
    private weak var router: (any SessionEndRouting)?
    private let tracer: Tracer
    private let module: String

    /// The policy for the session of `profileId` (nil: the stateless session) on `module`'s screen,
    /// ending it through `interactor` and leaving through `router`, weakly held as the presenter
    /// holds it.
    init(
        profileId: String?, interactor: any SessionEnding, router: any SessionEndRouting, tracer: Tracer,
        module: String
    ) {
        self.profileId = profileId
        self.interactor = interactor
        self.router = router
        self.tracer = tracer
        self.module = module
    }

    /// Ends the session and returns true when `error` means it is over, with the error's words for
    /// Welcome; returns false, having done nothing, for any other error, which the module shows.
    @discardableResult
    func endsSession(after error: AppError) async -> Bool {
        let presentation = ErrorPresentation(error)
        guard presentation.shouldLogout else { return false }
        await endSession(notice: presentation.notice)
        return true
    }

    /// Ends the session, then sends the person to Welcome with `notice`.
    func endSession(notice: String) async {
        let session = profileId.map { "the session of profile \($0)" } ?? "the stateless session"
        tracer.hop(.presenter, .interactor, in: module, "end \(session): it is over")
        let outcome = await interactor.endSession(profileId: profileId)
        tracer.hop(.interactor, .presenter, in: module, "session ended: \(outcome)")
        tracer.hop(.presenter, .router, in: module, "session over: to Welcome")
        router?.sessionDidEnd(notice: notice)
    }
}
