import Interactors
import Presenters
import Views

/// Builds the CreatePin module, the new PIN of two routes: a registration's (`createPin`) and a
/// PIN change's (`changePinNew`); each route has its own use cases and routing.
struct CreatePinModule {
    let registration: any CreatePinInteracting
    let changePin: any ChangePinNewInteracting
    let view: ViewParts

    /// A registration's new PIN.
    @MainActor func build(router: any CreatePinRouting) -> any Screen {
        screen(CreatePinPresenter(interactor: registration, router: router))
    }

    /// The new PIN of `profileId`'s PIN change.
    @MainActor func buildChangePin(profileId: ProfileID, router: any ChangePinNewRouting) -> any Screen {
        screen(CreatePinPresenter(profileId: profileId, interactor: changePin, router: router))
    }

    @MainActor private func screen(_ presenter: CreatePinPresenter) -> any Screen {
        let view = CreatePinView(
            presenter: presenter, terminal: view.terminal, headings: view.headings,
            trace: view.trace(.createPin))
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }
}
