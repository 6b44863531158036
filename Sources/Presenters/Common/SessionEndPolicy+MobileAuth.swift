import Interactors

// Transitional, while CreatePin's presenter and `SessionRequiredPresenter` still take a tracer: DI
// wraps the other modules' interactor and routing in tracing decorators, which trace the policy's
// two calls. When those are wrapped the same way, they call the initializer above and this file
// goes, with its entry in `PresenterTraceRulesTests.notYetDecorated`.
extension SessionEndPolicy {
    /// The policy as a presenter that still traces by hand builds it; `tracer` and `module` go unused.
    init(
        profileId: String?, interactor: any SessionEnding, router: any SessionEndRouting, tracer: Tracer,
        module: String
    ) {
        self.init(profileId: profileId, interactor: interactor, router: router)
    }
}
