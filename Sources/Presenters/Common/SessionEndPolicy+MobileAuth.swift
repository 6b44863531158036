import Interactors

// Transitional, while MobileAuth's presenter still takes a tracer: DI wraps the other modules'
// interactor and routing in tracing decorators, which trace the policy's two calls. When
// MobileAuthModule wraps MobileAuth the same way, its presenter calls the initializer above and this
// file goes, with its entry in `PresenterTraceRulesTests.notYetDecorated`.
extension SessionEndPolicy {
    /// The policy as MobileAuth's presenter builds it; `tracer` and `module` are not used.
    init(
        profileId: String?, interactor: any SessionEnding, router: any SessionEndRouting, tracer: Tracer,
        module: String
    ) {
        self.init(profileId: profileId, interactor: interactor, router: router)
    }
}
