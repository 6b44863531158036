import Interactors
import Presenters
import Views

/// Welcome's use cases, each traced as a Presenter → Interactor hop and its answer.
struct TracingWelcomeInteractor: WelcomeInteracting {
    let base: any WelcomeInteracting
    let trace: ModuleTrace

    func profiles() async throws(AppError) -> [RegisteredProfile] {
        try await trace.call("profiles()", await base.profiles()) { "\($0.count) profile(s)" }
    }

    func implicitData(profileId: ProfileID) async throws(AppError) -> String {
        try await trace.call(
            "implicitData(profileId: \(profileId))", await base.implicitData(profileId: profileId)
        ) { _ in "implicit data" }
    }

    func startLogin(profileId: ProfileID) async throws(AppError) -> LoginStart {
        try await trace.call(
            "startLogin(profileId: \(profileId))", await base.startLogin(profileId: profileId)
        ) {
            switch $0 {
            case .needsPin: "PIN requested"
            case .signedIn(let session): "signed in to \(ModuleTrace.describe(session.owner))"
            }
        }
    }
}

/// Where Welcome sends the person, each call traced as a Presenter → Router hop.
@MainActor
final class TracingWelcomeRouting: WelcomeRouting {
    private weak var base: (any WelcomeRouting)?
    private let trace: ModuleTrace

    /// Forwards to `base`, held weakly as the presenter holds its router.
    init(base: any WelcomeRouting, trace: ModuleTrace) {
        self.base = base
        self.trace = trace
    }

    func welcomeDidChooseRegistration() {
        trace.route("welcomeDidChooseRegistration()")
        base?.welcomeDidChooseRegistration()
    }

    func welcomeDidStartLogin() {
        trace.route("welcomeDidStartLogin()")
        base?.welcomeDidStartLogin()
    }

    func welcomeDidSignIn(profileId: ProfileID) {
        trace.route("welcomeDidSignIn(profileId: \(profileId))")
        base?.welcomeDidSignIn(profileId: profileId)
    }

    func welcomeDidQuit() {
        trace.route("welcomeDidQuit()")
        base?.welcomeDidQuit()
    }
}

/// Sits between the Welcome view and presenter: what the presenter shows is traced as a
/// Presenter → View hop, and what the view hands over as a View → Presenter hop.
@MainActor
final class TracingWelcomeView: TracingView, WelcomeViewInterface, WelcomePresenting {
    private weak var view: (any WelcomeViewInterface)?

    /// Forwards what the presenter shows to `view`, held weakly as the presenter holds it; `loop`
    /// says which prompt each line answers.
    func attach(to view: any WelcomeViewInterface, loop: ScreenLoop) {
        self.view = view
        attachShared(to: view, loop: loop)
    }

    func showHeading(title: String, lines: [String]) {
        trace.show("showHeading(title: \(title), \(lines.count) lines)")
        view?.showHeading(title: title, lines: lines)
    }

    func showProfiles(_ items: [ProfileListItem]) {
        trace.show("showProfiles(\(items.count) profile(s))")
        view?.showProfiles(items)
    }

    func showImplicitData(_ sentence: String) {
        trace.show("showImplicitData(_:)")
        view?.showImplicitData(sentence)
    }

    func showImplicitDataUnavailable(_ sentence: String) {
        trace.show("showImplicitDataUnavailable(_:)")
        view?.showImplicitDataUnavailable(sentence)
    }

    func showMenu(_ menu: Menu<WelcomeAction>) {
        trace.show("showMenu(\(menu.items.count) choices)")
        view?.showMenu(menu)
    }

    func showProfileChoices(_ question: String, _ menu: Menu<Int>, prompt: Prompt) {
        trace.show("showProfileChoices(\(menu.items.count) choices)")
        view?.showProfileChoices(question, menu, prompt: prompt)
    }
}
