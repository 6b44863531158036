import Interactors

/// The profile's settings: change the PIN (the PinChallenge and CreatePin modules ask the PINs),
/// the devices the account is registered on, the ID token, and disconnecting the profile (after a
/// typed confirmation; then Welcome). A session found over ends through `SessionEndPolicy`.
@MainActor
package final class ProfilePresenter: ProfilePresenting {
    /// The screen; set once by the module builder, held weakly (the view owns this presenter).
    package weak var view: (any ProfileViewInterface)?
    private weak var router: (any ProfileRouting)?
    private let interactor: any ProfileInteracting
    private let sessionEnd: SessionEndPolicy
    private let profileId: ProfileID
    private let notice: RouteNotice?
    /// True while the next line answers the disconnect question rather than the menu.
    private var isConfirmingDisconnect = false

    /// What can be done from the Profile screen.
    let menu = Menu<ProfileAction>([
        .init(.changePin, keyword: "pin", title: "Change PIN"),
        .init(.devices, keyword: "devices", title: "Show devices"),
        .init(.idToken, keyword: "idtoken", title: "Show ID token"),
        .init(.disconnect, keyword: "disconnect", title: "Disconnect"),
        .init(.back, keyword: "back", title: "Back to the dashboard"),
    ])

    /// A presenter for the profile `profileId` that words `notice` first, works through
    /// `interactor` and reports to `router`.
    package init(
        profileId: ProfileID, notice: RouteNotice?, interactor: any ProfileInteracting,
        router: any ProfileRouting
    ) {
        self.profileId = profileId
        self.notice = notice
        self.interactor = interactor
        self.router = router
        sessionEnd = SessionEndPolicy(
            owner: .profile(profileId), interactor: interactor, router: router)
    }

    /// Shows the notice, the title and the menu.
    package func viewDidLoad() async {
        if let notice { view?.showNotice(RouteNoticeText.sentence(for: notice)) }
        view?.showTitle("Profile")
        view?.showMenu(menu)
    }

    /// Does what `action` says.
    package func didChoose(_ action: ProfileAction) async {
        switch action {
        case .changePin: await changePin(profileId)
        case .devices: await showDevices(profileId)
        case .idToken: await showIdToken(profileId)
        case .disconnect:
            isConfirmingDisconnect = true
            view?.askToConfirm(DisconnectText.question, DisconnectText.confirmationQuestion)
        case .back:
            router?.dashboardScreenDidFinish(profileId: profileId)
        }
    }

    /// Input ended; an unanswered disconnect question keeps the profile.
    package func viewDidReachEndOfInput() async {
        guard isConfirmingDisconnect else { return }
        isConfirmingDisconnect = false
        view?.showNotice(DisconnectText.kept)
    }

    /// Disconnects the profile.
    package func didChoose(_ confirmation: DisconnectConfirmation) async {
        isConfirmingDisconnect = false
        let outcome: DisconnectOutcome
        do throws(AppError) {
            outcome = try await interactor.disconnect(profileId: profileId)
        } catch {
            await show(error)
            return
        }
        router?.profileDidDisconnect(notice: .disconnected(outcome))
    }

    /// Keeps the profile, saying the text was not the confirmation; the text is not echoed, so
    /// whatever was typed by mistake stays off the screen.
    package func didEnter(_ text: String) async {
        keepProfile(saying: DisconnectText.notConfirmed)
    }

    /// Keeps the profile.
    package func didCancel() async {
        keepProfile(saying: DisconnectText.kept)
    }

    private func keepProfile(saying notice: String) {
        isConfirmingDisconnect = false
        view?.showNotice(notice)
        view?.showMenu(menu)
    }

    private func changePin(_ profileId: ProfileID) async {
        let change: PinChange
        do throws(AppError) {
            change = try await interactor.startPinChange(profileId: profileId)
        } catch {
            await show(error)
            return
        }
        router?.profileNeedsCurrentPin(change)
    }

    private func showDevices(_ profileId: ProfileID) async {
        do throws(AppError) {
            let devices = try await interactor.devices(profileId: profileId)
            view?.showDevices([DeviceText.heading] + devices.map(DeviceText.line))
        } catch {
            await show(error)
            return
        }
        view?.showMenu(menu)
    }

    private func showIdToken(_ profileId: ProfileID) async {
        do throws(AppError) {
            let token = try await interactor.idToken(profileId: profileId)
            view?.showDetails(heading: IdTokenText.heading, lines: IdTokenText.lines(for: token))
        } catch {
            await show(error)
            return
        }
        view?.showMenu(menu)
    }

    /// Shows `error` and the menu again, unless it means the session is over: then the policy ends
    /// it and leaves.
    private func show(_ error: AppError) async {
        if await sessionEnd.endsSessionOrShows(error, on: view) { return }
        view?.showMenu(menu)
    }
}
