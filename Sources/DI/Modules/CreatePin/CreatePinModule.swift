import Interactors
import Presenters
import Views

/// Builds the CreatePin module, the new PIN of two routes: a registration's (`createPin`) and a
/// PIN change's (`changePinNew`); each route has its own use cases and routing.
struct CreatePinModule {
    let registration: @Sendable (Enrolment) -> any CreatePinInteracting
    let changePin: @Sendable (PinChange) -> any ChangePinNewInteracting
    let view: ViewParts

    /// The new PIN of `enrolment`, a registration.
    @MainActor func build(enrolment: Enrolment, router: any CreatePinRouting) -> any Screen {
        screen(CreatePinPresenter(interactor: registration(enrolment), router: router))
    }

    /// The new PIN of `change`.
    @MainActor func buildChangePin(change: PinChange, router: any ChangePinNewRouting) -> any Screen {
        screen(CreatePinPresenter(profileId: change.profileId, interactor: changePin(change), router: router))
    }

    @MainActor private func screen(_ presenter: CreatePinPresenter) -> any Screen {
        let view = CreatePinView(
            presenter: presenter, terminal: view.terminal, headings: view.headings,
            trace: view.trace(.createPin))
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }
}
