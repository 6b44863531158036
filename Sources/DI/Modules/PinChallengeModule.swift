import Interactors
import Presenters
import Router
import Views

/// Builds the PinChallenge module: its presenter over the interactor, its view on the terminal.
/// One builder per flow that shows it: `purpose` says what that flow's challenges are for.
struct PinChallengeModule: ModuleBuilding {
    let interactor: any PinChallengeInteracting
    let terminal: any Terminal
    let tracer: Tracer
    var purpose = ChallengePurpose.signIn

    @MainActor func makeScreen(context: FlowContext, router: AppRouter) -> any Screen {
        let presenter = PinChallengePresenter(
            interactor: interactor, router: router, tracer: tracer, purpose: purpose,
            profileId: context.profileId)
        let view = PinChallengeView(presenter: presenter, terminal: terminal)
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }
}
