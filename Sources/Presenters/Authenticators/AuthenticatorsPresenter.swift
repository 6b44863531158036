import Interactors

/// Lists the profile's authenticators and the preferred one; registers the biometric or password
/// authenticator (the PIN check and the sensor or password are asked by the PinChallenge module),
/// removes one, or chooses the one login offers first. A session found over ends through
/// `SessionEndPolicy`.
@MainActor
package final class AuthenticatorsPresenter: AuthenticatorsPresenting {
    /// The screen; set once by the module builder, held weakly (the view owns this presenter).
    package weak var view: (any AuthenticatorsViewInterface)?
    private weak var router: (any AuthenticatorsRouting)?
    private let interactor: any AuthenticatorsInteracting
    private let sessionEnd: SessionEndPolicy
    private let profileId: ProfileID
    private let notice: RouteNotice?
    private var authenticators: ProfileAuthenticators?

    /// A presenter for the authenticators of `profileId` that words `notice` first, works through
    /// `interactor` and reports to `router`.
    package init(
        profileId: ProfileID, notice: RouteNotice?, interactor: any AuthenticatorsInteracting,
        router: any AuthenticatorsRouting
    ) {
        self.profileId = profileId
        self.notice = notice
        self.interactor = interactor
        self.router = router
        sessionEnd = SessionEndPolicy(
            owner: .profile(profileId), interactor: interactor, router: router)
    }

    /// What can be done with the authenticators registered now.
    var menu: Menu<AuthenticatorsAction> {
        var items: [Menu<AuthenticatorsAction>.Item] = []
        if !choices(for: .register).isEmpty {
            items.append(.init(.register, keyword: "register", title: "Register an authenticator"))
        }
        if !choices(for: .remove).isEmpty {
            items.append(.init(.remove, keyword: "remove", title: "Remove an authenticator"))
        }
        if !choices(for: .prefer).isEmpty {
            items.append(.init(.prefer, keyword: "prefer", title: "Choose the preferred authenticator"))
        }
        items.append(.init(.back, keyword: "back", title: "Back to the dashboard"))
        return Menu(items)
    }

    /// Shows the notice, then the authenticators and the menu.
    package func viewDidLoad() async {
        if let notice { view?.showNotice(RouteNoticeText.sentence(for: notice)) }
        await showAuthenticators()
    }

    /// Goes back to the dashboard, or asks which authenticator the action is for; an action the
    /// menu does not offer now is refused as the menu refuses it.
    package func didChoose(_ action: AuthenticatorsAction) async {
        guard menu.items.contains(where: { $0.action == action }) else {
            view?.showError(.problem(menu.unknownChoiceMessage))
            return
        }
        guard action != .back else {
            router?.dashboardScreenDidFinish(profileId: profileId)
            return
        }
        view?.showChoices(Self.question(for: action), choiceMenu(for: action))
    }

    /// Makes `change`.
    package func didChoose(_ change: AuthenticatorChange) async {
        switch change {
        case .register(let authenticator): await register(authenticator)
        case .remove(let authenticator): await remove(authenticator)
        case .prefer(let authenticator): await prefer(authenticator)
        }
    }

    /// Back from the authenticators to choose from: the menu again.
    package func didGoBack() async {
        view?.showMenu(menu)
    }

    /// Nothing is in progress on this screen.
    package func viewDidReachEndOfInput() async {}

    private func register(_ authenticator: Authenticator) async {
        let registration: AuthenticatorRegistration
        do throws(AppError) {
            registration = try await interactor.startRegistration(of: authenticator, profileId: profileId)
        } catch {
            await show(error)
            return
        }
        router?.authenticatorsNeedPin(registration)
    }

    private func remove(_ authenticator: Authenticator) async {
        do throws(AppError) {
            let outcome = try await interactor.remove(authenticator, profileId: profileId)
            for line in AuthenticatorText.removed(outcome, authenticator) { view?.showSuccess(line) }
            await showAuthenticators(orAfterFailure: outcome.remaining)
        } catch {
            await show(error)
        }
    }

    private func prefer(_ authenticator: Authenticator) async {
        do throws(AppError) {
            let changed = try await interactor.prefer(authenticator, profileId: profileId)
            view?.showSuccess(AuthenticatorText.preferred(authenticator))
            await showAuthenticators(orAfterFailure: changed)
        } catch {
            await show(error)
        }
    }

    /// Reads the authenticators again and shows the whole screen.
    ///
    /// A change answers with the authenticators it left (`received`). When the read after it fails
    /// and the session goes on, the screen shows the error, then that list and its menu: it is what
    /// the server just said, and a person who changed something should not be left with only Back.
    /// With nothing received (the first read), a failed read leaves only Back.
    private func showAuthenticators(orAfterFailure received: ProfileAuthenticators? = nil) async {
        let list: ProfileAuthenticators
        do throws(AppError) {
            list = try await interactor.authenticators(profileId: profileId)
        } catch {
            authenticators = received
            if await sessionEnd.endsSessionOrShows(error, on: view) { return }
            if let received { showHeading(of: received) }
            view?.showMenu(menu)
            return
        }
        authenticators = list
        showHeading(of: list)
        view?.showMenu(menu)
    }

    private func showHeading(of list: ProfileAuthenticators) {
        view?.showHeading(title: AuthenticatorText.screenTitle, lines: AuthenticatorText.summary(of: list))
    }

    /// Shows `error` and the menu again, unless it means the session is over: then the policy ends
    /// it and leaves.
    private func show(_ error: AppError) async {
        if await sessionEnd.endsSessionOrShows(error, on: view) { return }
        view?.showMenu(menu)
    }

    private func choices(for action: AuthenticatorsAction) -> [Authenticator] {
        guard let authenticators else { return [] }
        switch action {
        case .register:
            return Authenticator.allCases.filter { $0 != .pin && !authenticators.registered.contains($0) }
        case .remove:
            return authenticators.registered.filter { $0 != .pin }
        case .prefer:
            return authenticators.registered.filter { $0 != authenticators.preferred }
        case .back:
            return []
        }
    }

    private func choiceMenu(for action: AuthenticatorsAction) -> Menu<AuthenticatorChange> {
        Menu(
            choices(for: action).compactMap { authenticator in
                Self.change(action, authenticator).map {
                    .init(
                        $0, keyword: AuthenticatorText.keyword(authenticator),
                        title: AuthenticatorText.title(authenticator))
                }
            })
    }

    /// What `action` does to `authenticator`; nil for going back, which changes nothing.
    private static func change(
        _ action: AuthenticatorsAction, _ authenticator: Authenticator
    ) -> AuthenticatorChange? {
        switch action {
        case .register: .register(authenticator)
        case .remove: .remove(authenticator)
        case .prefer: .prefer(authenticator)
        case .back: nil
        }
    }

    private static func question(for action: AuthenticatorsAction) -> String {
        switch action {
        case .register: AuthenticatorText.registerQuestion
        case .remove: AuthenticatorText.removeQuestion
        case .prefer, .back: AuthenticatorText.preferQuestion
        }
    }
}
