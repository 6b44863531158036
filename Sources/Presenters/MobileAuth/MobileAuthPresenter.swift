import Interactors

/// Enrolls the signed-in profile for mobile authentication and push, lists its pending push
/// requests, and begins handling them: each request is then answered on its own PushConfirmation
/// screen, which comes back here when the handling ends.
///
/// An error saying the session is over ends it through `SessionEndPolicy`.
@MainActor
package final class MobileAuthPresenter: MobileAuthPresenting {
    private enum State {
        /// Before `viewDidLoad`.
        case loading
        /// The menu is shown.
        case menu
        /// The router was told; further choices are ignored.
        case ended
    }

    /// The screen; set once by the module builder, held weakly (the view owns this presenter).
    package weak var view: (any MobileAuthViewInterface)?
    private weak var router: (any MobileAuthRouting)?
    private let interactor: any MobileAuthInteracting
    private let sessionEnd: SessionEndPolicy
    private let profileId: ProfileID
    private var state = State.loading
    /// True once the server said the profile is enrolled, or an enrollment here succeeded.
    private var isEnrolled = false

    /// What can be done on this screen: Enroll only while the profile is not enrolled.
    var menu: Menu<MobileAuthAction> {
        Menu(Self.menuItems.filter { !(isEnrolled && $0.action == .enroll) })
    }

    private static let menuItems: [Menu<MobileAuthAction>.Item] = [
        .init(.enroll, keyword: "enroll", title: "Enroll for mobile authentication and push"),
        .init(.refresh, keyword: "pending", title: "Show pending requests"),
        .init(.handle, keyword: "handle", title: "Handle pending requests"),
        .init(.back, keyword: "back", title: "Back to the dashboard"),
    ]

    /// A presenter for the profile `profileId`, working through `interactor`, reporting to `router`.
    package init(
        profileId: ProfileID, interactor: any MobileAuthInteracting, router: any MobileAuthRouting
    ) {
        self.profileId = profileId
        self.interactor = interactor
        self.router = router
        sessionEnd = SessionEndPolicy(owner: .profile(profileId), interactor: interactor, router: router)
    }

    /// Shows the title with whether the profile is enrolled, the pending requests and the menu.
    package func viewDidLoad() async {
        var problem: ErrorPresentation?
        do throws(AppError) {
            isEnrolled = try await interactor.isEnrolled(profileId: profileId)
        } catch {
            if await endsSession(after: error) { return }
            // Not knowing, the screen offers Enroll: enrolling again is harmless.
            problem = ErrorPresentation(error)
        }
        view?.showHeading(
            title: MobileAuthText.title, lines: MobileAuthText.introduction(isEnrolled: isEnrolled))
        if let problem { view?.showError(.failure(problem)) }
        await showPendingAndMenu()
    }

    /// Does what `action` says while the menu is shown; one the menu does not offer now (Enroll
    /// once enrolled) is refused as the menu refuses it.
    package func didChoose(_ action: MobileAuthAction) async {
        switch state {
        case .loading, .ended:
            return
        case .menu:
            await choose(action)
        }
    }

    /// End of input at the menu: nothing is in progress here, and the session is untouched.
    package func viewDidReachEndOfInput() async {}

    // MARK: The menu

    private func choose(_ action: MobileAuthAction) async {
        guard menu.items.contains(where: { $0.action == action }) else {
            view?.showError(.problem(menu.unknownChoiceMessage))
            return
        }
        switch action {
        case .enroll:
            await enroll(profileId)
        case .refresh:
            await showPendingAndMenu()
        case .handle:
            await beginHandling(profileId)
        case .back:
            state = .ended
            router?.dashboardScreenDidFinish(profileId: profileId)
        }
    }

    private func enroll(_ profileId: ProfileID) async {
        view?.showProgress(MobileAuthText.enrolling)
        do throws(AppError) {
            try await interactor.enroll(profileId: profileId)
            view?.hideProgress()
            isEnrolled = true
            view?.showSuccess(MobileAuthText.enrolled)
        } catch {
            view?.hideProgress()
            if await endsSessionOrShows(error) { return }
        }
        showMenu()
    }

    /// Reads the pending requests and shows them, then the menu.
    private func showPendingAndMenu() async {
        do throws(AppError) {
            let requests = try await interactor.pendingRequests(profileId: profileId)
            view?.showLines(MobileAuthText.pending(requests, now: interactor.now()))
        } catch {
            if await endsSessionOrShows(error) { return }
        }
        showMenu()
    }

    private func showMenu() {
        state = .menu
        view?.showMenu(menu)
    }

    // MARK: Handling the requests

    private func beginHandling(_ profileId: ProfileID) async {
        let start = await interactor.beginHandling(profileId: profileId)
        switch start {
        case .requestWaiting(let handling):
            state = .ended
            router?.mobileAuthDidStartHandling(handling)
            return
        case .handled(let outcomes):
            view?.showLines(PushRequestText.results(outcomes))
        case .failed(.cancelled):
            view?.showLines([PushRequestText.result(.leftPending)])
        case .failed(let error):
            if await endsSessionOrShows(error) { return }
        case .unanswerable:
            view?.showError(.problem(PushRequestText.unexpectedQuestion))
        }
        await showPendingAndMenu()
    }

    /// Shows `error`, unless it means the session is over: then the policy ends it and the screen
    /// ends; true when it left.
    private func endsSessionOrShows(_ error: AppError) async -> Bool {
        guard await sessionEnd.endsSessionOrShows(error, on: view) else { return false }
        state = .ended
        return true
    }

    /// Ends the session through the policy when `error` means it is over; true when it left.
    @discardableResult
    private func endsSession(after error: AppError) async -> Bool {
        guard await sessionEnd.endsSession(after: error) else { return false }
        state = .ended
        return true
    }
}
