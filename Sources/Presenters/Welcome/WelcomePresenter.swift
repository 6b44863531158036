import Interactors

/// Lists the registered profiles, lets the person select one and log in with it, or go on to
/// register or quit.
@MainActor
package final class WelcomePresenter: WelcomePresenting {
    /// The screen; set once by the module builder, held weakly (the view owns this presenter).
    package weak var view: (any WelcomeViewInterface)?
    private weak var router: (any WelcomeRouting)?
    private let interactor: any WelcomeInteracting
    private let notice: RouteNotice?
    private var profiles: [RegisteredProfile] = []
    private var selectedIndex = 0
    /// The profiles this screen has said were removed: said once each, and never read again.
    private var announcedRemovals: Set<ProfileID> = []

    /// A presenter that words `notice` first and works through `interactor`, reporting to `router`.
    package init(
        notice: RouteNotice?, interactor: any WelcomeInteracting, router: any WelcomeRouting
    ) {
        self.notice = notice
        self.interactor = interactor
        self.router = router
    }

    /// The menu for the profiles registered now: `Log in` needs a profile, `Choose another
    /// profile` needs a second one.
    var menu: Menu<WelcomeAction> {
        var items: [Menu<WelcomeAction>.Item] = []
        if !profiles.isEmpty { items.append(.init(.login, keyword: "login", title: "Log in")) }
        if profiles.count > 1 {
            items.append(.init(.chooseProfile, keyword: "profile", title: "Choose another profile"))
        }
        items.append(.init(.register, keyword: "register", title: "Register"))
        items.append(.init(.quit, keyword: "quit", title: "Quit"))
        return Menu(items)
    }

    /// The profiles to select from, by number or email.
    var profileChoices: Menu<Int> {
        Menu(
            profiles.enumerated().map {
                .init($0.offset, keyword: $0.element.email, title: $0.element.fullName)
            })
    }

    private var selectedProfile: RegisteredProfile? {
        profiles.indices.contains(selectedIndex) ? profiles[selectedIndex] : nil
    }

    /// Shows the notice, then the profiles with the first one selected.
    package func viewDidLoad() async {
        if let notice { view?.showNotice(RouteNoticeText.sentence(for: notice)) }
        await showProfiles()
    }

    /// Does what `action` says; one the menu does not offer now (`Log in` without a profile) is
    /// refused as the menu refuses it.
    package func didChoose(_ action: WelcomeAction) async {
        guard menu.items.contains(where: { $0.action == action }) else {
            view?.showError(.problem(menu.unknownChoiceMessage))
            return
        }
        switch action {
        case .login:
            await logIn()
        case .chooseProfile:
            let choices = profileChoices
            view?.showProfileChoices(
                WelcomeText.chooseProfileQuestion, choices,
                .choosing(from: choices, prompt: WelcomeText.profilePrompt, emptyLine: .goBack))
        case .register:
            router?.welcomeDidChooseRegistration()
        case .quit:
            router?.welcomeDidQuit()
        }
    }

    /// Selects the profile at `index` and shows the screen again with it; an index the list does
    /// not hold (it changed meanwhile) leaves the selection as it was.
    package func didChoose(profileAt index: Int) async {
        if profiles.indices.contains(index) { selectedIndex = index }
        await showProfiles()
    }

    /// Back from the list of profiles: the menu again, the selection unchanged.
    package func didGoBack() async {
        view?.showMenu(menu)
    }

    /// No flow has started on this screen, so there is nothing to cancel.
    package func viewDidReachEndOfInput() async {}

    private func logIn() async {
        guard let profile = selectedProfile else { return }
        let start: LoginStart
        do throws(AppError) {
            start = try await interactor.startLogin(profileId: profile.id)
        } catch {
            view?.showError(.failure(ErrorPresentation(error)))
            // The list may have changed (a profile removed elsewhere): show it as it is now.
            await showProfiles()
            return
        }
        switch start {
        case .needsPin(let attempt):
            router?.welcomeDidStartLogin(attempt)
        case .signedIn:
            router?.welcomeDidSignIn(profileId: profile.id)
        }
    }

    /// Reads the profiles again and shows the whole screen: list, implicit data, menu.
    private func showProfiles() async {
        let selectedId = selectedProfile?.id
        do throws(AppError) {
            profiles = try await interactor.profiles()
        } catch {
            profiles = []
            view?.showError(.failure(ErrorPresentation(error)))
        }
        // Keep the selection on the same profile when it is still there; else the first is selected.
        selectedIndex = profiles.firstIndex { $0.id == selectedId } ?? 0
        view?.showHeading(
            title: WelcomeText.title,
            lines: [profiles.isEmpty ? WelcomeText.noProfiles : WelcomeText.profilesHeading])
        view?.showProfiles(
            profiles.enumerated().map { index, profile in
                ProfileListItem(
                    label: "\(profile.fullName) <\(profile.email)>", isSelected: index == selectedIndex)
            })
        if let profile = selectedProfile, await !showImplicitData(of: profile) {
            // The server no longer knew it and this device has removed it: the screen again without it.
            await showProfiles()
            return
        }
        view?.showMenu(menu)
    }

    /// Shows the profile's implicit data, or why it could not be read; false when the server no
    /// longer knows the profile and this device removed it (said once, as a notice).
    private func showImplicitData(of profile: RegisteredProfile) async -> Bool {
        do throws(AppError) {
            let data = try await interactor.implicitData(profileId: profile.id)
            view?.showImplicitData(WelcomeText.implicitData(data))
        } catch .profileDeregistered(let cause) where announcedRemovals.insert(profile.id).inserted {
            view?.showNotice(ProfileRemovalText.notice(for: ProfileRemoval(profile: profile, cause: cause)))
            return false
        } catch {
            view?.showImplicitDataUnavailable(
                WelcomeText.implicitDataUnavailable(ErrorPresentation(error).title))
        }
        return true
    }
}
