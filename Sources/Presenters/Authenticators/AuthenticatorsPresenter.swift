import Interactors

/// Lists the profile's authenticators and the preferred one; registers the biometric or password
/// authenticator (the PIN check and the sensor or password are asked by the PinChallenge module),
/// removes one, or chooses the one login offers first. A session found over ends through
/// `SessionEndPolicy`.
@MainActor
public final class AuthenticatorsPresenter: AuthenticatorsPresenting {
    /// What the next line answers: the menu, or which authenticator an action is for.
    private enum Mode: Equatable {
        case menu
        case choosing(AuthenticatorsAction)
    }

    private static let module = "Authenticators"

    /// The screen; set once by the module builder, held weakly (the view owns this presenter).
    public weak var view: (any AuthenticatorsViewInterface)?
    private weak var router: (any AuthenticatorsRouting)?
    private let interactor: any AuthenticatorsInteracting
    private let tracer: Tracer
    private let sessionEnd: SessionEndPolicy
    private let profileId: String?
    private let notice: String?
    private var authenticators: ProfileAuthenticators?
    private var mode = Mode.menu

    /// A presenter for the authenticators of `profileId` that shows `notice` first, works through
    /// `interactor` and reports to `router`.
    public init(
        profileId: String?, notice: String?, interactor: any AuthenticatorsInteracting,
        router: any AuthenticatorsRouting, tracer: Tracer
    ) {
        self.profileId = profileId
        self.notice = notice
        self.interactor = interactor
        self.router = router
        self.tracer = tracer
        sessionEnd = SessionEndPolicy(
            profileId: profileId, interactor: interactor, router: router, tracer: tracer, module: Self.module)
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
    public func viewDidLoad() async {
        trace(.view, .presenter, "screen loaded")
        if let notice { view?.showNotice(notice) }
        await showAuthenticators()
    }

    /// Handles a menu choice, or which authenticator a chosen action is for.
    public func didSubmit(_ line: String) async {
        trace(.view, .presenter, "line \"\(line)\"")
        switch mode {
        case .menu: await choose(line)
        case .choosing(let action): await pick(line, for: action)
        }
    }

    /// Nothing is in progress on this screen.
    public func viewDidReachEndOfInput() async {
        trace(.view, .presenter, "end of input")
    }

    private func choose(_ line: String) async {
        guard let action = menu.action(for: line) else {
            view?.showProblem(menu.unknownChoiceMessage)
            return
        }
        guard action != .back else {
            trace(.presenter, .router, "back to the dashboard")
            // Without a profile the menu is never shown (see `showAuthenticators`).
            if let profileId { router?.authenticatorsDidFinish(profileId: profileId) }
            return
        }
        mode = .choosing(action)
        view?.showChoices(Self.question(for: action), choiceMenu(for: action))
    }

    private func pick(_ line: String, for action: AuthenticatorsAction) async {
        if line.trimmingCharacters().isEmpty {
            mode = .menu
            view?.showMenu(menu)
            return
        }
        let choices = choiceMenu(for: action)
        guard let authenticator = choices.action(for: line) else {
            view?.showProblem(choices.unknownChoiceMessage + " An empty line goes back.")
            return
        }
        mode = .menu
        switch action {
        case .register: await register(authenticator)
        case .remove: await remove(authenticator)
        case .prefer: await prefer(authenticator)
        case .back: return
        }
    }

    private func register(_ authenticator: Authenticator) async {
        guard let profileId else { return }
        trace(.presenter, .interactor, "start registering the \(AuthenticatorText.keyword(authenticator))")
        do throws(AppError) {
            try await interactor.startRegistration(of: authenticator, profileId: profileId)
        } catch {
            trace(.interactor, .presenter, "registration failed: \(error)")
            await show(error)
            return
        }
        trace(.interactor, .presenter, "PIN requested")
        trace(.presenter, .router, "PIN check")
        router?.authenticatorsNeedPin(profileId: profileId)
    }

    private func remove(_ authenticator: Authenticator) async {
        guard let profileId else { return }
        trace(.presenter, .interactor, "remove the \(AuthenticatorText.keyword(authenticator))")
        do throws(AppError) {
            let outcome = try await interactor.remove(authenticator, profileId: profileId)
            trace(.interactor, .presenter, "removed")
            authenticators = outcome.remaining
            for line in AuthenticatorText.removed(outcome, authenticator) { view?.showSuccess(line) }
        } catch {
            trace(.interactor, .presenter, "removal failed: \(error)")
            await show(error)
            return
        }
        await showAuthenticators()
    }

    private func prefer(_ authenticator: Authenticator) async {
        guard let profileId else { return }
        trace(.presenter, .interactor, "prefer the \(AuthenticatorText.keyword(authenticator))")
        do throws(AppError) {
            authenticators = try await interactor.prefer(authenticator, profileId: profileId)
            trace(.interactor, .presenter, "preferred")
            view?.showSuccess(AuthenticatorText.preferred(authenticator))
        } catch {
            trace(.interactor, .presenter, "prefer failed: \(error)")
            await show(error)
            return
        }
        await showAuthenticators()
    }

    /// Reads the authenticators again and shows the whole screen.
    private func showAuthenticators() async {
        guard let profileId else {
            // The router always names the profile; without one there is nothing to show.
            await sessionEnd.endsSession(after: .notLoggedIn)
            return
        }
        trace(.presenter, .interactor, "authenticators of profile \(profileId)")
        do throws(AppError) {
            let list = try await interactor.authenticators(profileId: profileId)
            trace(.interactor, .presenter, "\(list.registered.count) authenticator(s)")
            authenticators = list
            view?.showAuthenticators(AuthenticatorText.summary(of: list))
        } catch {
            trace(.interactor, .presenter, "listing failed: \(error)")
            authenticators = nil
            await show(error)
            return
        }
        view?.showMenu(menu)
    }

    /// Shows `error` and the menu again, unless it means the session is over: then the policy ends
    /// it and leaves.
    private func show(_ error: AppError) async {
        if await sessionEnd.endsSession(after: error) { return }
        view?.showError(ErrorPresentation(error))
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

    private func choiceMenu(for action: AuthenticatorsAction) -> Menu<Authenticator> {
        Menu(
            choices(for: action).map {
                .init($0, keyword: AuthenticatorText.keyword($0), title: AuthenticatorText.title($0))
            })
    }

    private static func question(for action: AuthenticatorsAction) -> String {
        switch action {
        case .register: AuthenticatorText.registerQuestion
        case .remove: AuthenticatorText.removeQuestion
        case .prefer, .back: AuthenticatorText.preferQuestion
        }
    }

    private func trace(_ from: Layer, _ to: Layer, _ message: @autoclosure () -> String) {
        tracer.hop(from, to, in: Self.module, message())
    }
}
