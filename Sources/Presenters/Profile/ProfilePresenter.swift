import Interactors

/// The profile's settings: change the PIN (the PinChallenge and CreatePin modules ask the PINs),
/// the devices the account is registered on, the ID token, and disconnecting the profile (after a
/// typed confirmation; then Welcome). A session found over ends through `SessionEndPolicy`.
@MainActor
public final class ProfilePresenter: ProfilePresenting {
    private static let module = "Profile"

    /// The screen; set once by the module builder, held weakly (the view owns this presenter).
    public weak var view: (any ProfileViewInterface)?
    private weak var router: (any ProfileRouting)?
    private let interactor: any ProfileInteracting
    private let tracer: Tracer
    private let sessionEnd: SessionEndPolicy
    private let profileId: String?
    private let notice: String?
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

    /// A presenter for the profile `profileId` that shows `notice` first, works through
    /// `interactor` and reports to `router`.
    public init(
        profileId: String?, notice: String?, interactor: any ProfileInteracting, router: any ProfileRouting,
        tracer: Tracer
    ) {
        self.profileId = profileId
        self.notice = notice
        self.interactor = interactor
        self.router = router
        self.tracer = tracer
        sessionEnd = SessionEndPolicy(
            profileId: profileId, interactor: interactor, router: router, tracer: tracer, module: Self.module)
    }

    /// Shows the notice, the title and the menu.
    public func viewDidLoad() async {
        trace(.view, .presenter, "screen loaded")
        if let notice { view?.showNotice(notice) }
        guard profileId != nil else {
            // The router always names the profile; without one there is nothing to show.
            await sessionEnd.endsSession(after: .notLoggedIn)
            return
        }
        view?.showTitle("Profile")
        view?.showMenu(menu)
    }

    /// Handles a menu choice, or the answer to the disconnect question.
    public func didSubmit(_ line: String) async {
        if isConfirmingDisconnect {
            isConfirmingDisconnect = false
            await answerDisconnect(line)
            return
        }
        trace(.view, .presenter, "choice \"\(line)\"")
        guard let action = menu.action(for: line) else {
            view?.showProblem(menu.unknownChoiceMessage)
            return
        }
        guard let profileId else { return }
        switch action {
        case .changePin: await changePin(profileId)
        case .devices: await showDevices(profileId)
        case .idToken: await showIdToken(profileId)
        case .disconnect:
            trace(.presenter, .view, "ask to confirm the disconnect")
            isConfirmingDisconnect = true
            view?.askToConfirm(DisconnectText.question)
        case .back:
            trace(.presenter, .router, "back to the dashboard")
            router?.profileDidFinish(profileId: profileId)
        }
    }

    /// Input ended; an unanswered disconnect question keeps the profile.
    public func viewDidReachEndOfInput() async {
        trace(.view, .presenter, "end of input")
        guard isConfirmingDisconnect else { return }
        isConfirmingDisconnect = false
        view?.showNotice(DisconnectText.kept)
    }

    /// Disconnects on the typed confirmation; anything else keeps the profile and says so.
    private func answerDisconnect(_ line: String) async {
        let answer = line.trimmingCharacters().lowercased()
        guard answer == DisconnectText.confirmation, let profileId else {
            // The answer is not echoed: whatever was typed by mistake stays off the screen and traces.
            trace(.view, .presenter, answer.isEmpty ? "disconnect declined" : "disconnect not confirmed")
            view?.showNotice(answer.isEmpty ? DisconnectText.kept : DisconnectText.notConfirmed)
            view?.showMenu(menu)
            return
        }
        trace(.view, .presenter, "disconnect confirmed")
        trace(.presenter, .interactor, "disconnect profile \(profileId)")
        let outcome: DisconnectOutcome
        do throws(AppError) {
            outcome = try await interactor.disconnect(profileId: profileId)
        } catch {
            trace(.interactor, .presenter, "disconnect failed: \(error)")
            await show(error)
            return
        }
        trace(.interactor, .presenter, "disconnect: \(outcome)")
        trace(.presenter, .router, "disconnected: to Welcome")
        router?.profileDidDisconnect(notice: DisconnectText.notice(for: outcome))
    }

    private func changePin(_ profileId: String) async {
        trace(.presenter, .interactor, "start a PIN change for profile \(profileId)")
        do throws(AppError) {
            try await interactor.startPinChange(profileId: profileId)
        } catch {
            trace(.interactor, .presenter, "PIN change failed: \(error)")
            await show(error)
            return
        }
        trace(.interactor, .presenter, "current PIN requested")
        trace(.presenter, .router, "PIN change started")
        router?.profileNeedsCurrentPin(profileId: profileId)
    }

    private func showDevices(_ profileId: String) async {
        trace(.presenter, .interactor, "devices of profile \(profileId)")
        do throws(AppError) {
            let devices = try await interactor.devices(profileId: profileId)
            trace(.interactor, .presenter, "\(devices.count) device(s)")
            view?.showDevices([DeviceText.heading] + devices.map(DeviceText.line))
        } catch {
            trace(.interactor, .presenter, "devices failed: \(error)")
            await show(error)
            return
        }
        view?.showMenu(menu)
    }

    private func showIdToken(_ profileId: String) async {
        trace(.presenter, .interactor, "ID token of profile \(profileId)")
        do throws(AppError) {
            let token = try await interactor.idToken(profileId: profileId)
            trace(.interactor, .presenter, "ID token claims")
            view?.showDetails(heading: IdTokenText.heading, lines: IdTokenText.lines(for: token))
        } catch {
            trace(.interactor, .presenter, "ID token failed: \(error)")
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

    private func trace(_ from: Layer, _ to: Layer, _ message: @autoclosure () -> String) {
        tracer.hop(from, to, in: Self.module, message())
    }
}
