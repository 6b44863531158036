import Interactors
import Presenters
import Views

/// The CreatePin module, the new PIN of two routes: a registration's (`createPin`) and a PIN
/// change's (`changePinNew`); each route has its own use cases and routing.
extension Container {
    /// Builds the new PIN of `enrolment`, a registration.
    func makeCreatePin(enrolment: Enrolment, router: any CreatePinRouting) -> any Screen {
        let interactor = traced(interactors.createPin(self, enrolment), in: .createPin, ModuleTrace.traced)
        return createPinScreen(CreatePinPresenter(interactor: interactor, router: router))
    }

    /// Builds the new PIN of `change`.
    func makeChangePinNew(change: PinChange, router: any ChangePinNewRouting) -> any Screen {
        let interactor = traced(interactors.changePinNew(self, change), in: .createPin, ModuleTrace.traced)
        return createPinScreen(
            CreatePinPresenter(profileId: change.profileId, interactor: interactor, router: router))
    }

    private func createPinScreen(_ presenter: CreatePinPresenter) -> any Screen {
        let view = CreatePinView(
            presenter: presenter, terminal: terminal, headings: screenHeadings, trace: viewTrace(.createPin))
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }
}
