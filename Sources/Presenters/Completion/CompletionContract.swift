import Interactors

/// What `viper-auth __complete` reads: the profiles on the home (`RegisteredProfileReader`).
package protocol CompletionInteracting: Sendable {
    /// The profiles on the home, in the device's order.
    func profiles() throws(AppError) -> [RegisteredProfile]
}

extension RegisteredProfileReader: CompletionInteracting {}

/// What the completion script's helper asks its view to print: the shared verbs are all it needs.
@MainActor
package protocol CompletionViewInterface: CommandViewInterface {}

/// What the completion view hands its presenter: the one request of the run.
@MainActor
package protocol CompletionPresenting: AnyObject {
    /// Prints the candidates a shell may offer for a profile, one a line.
    func listProfiles() -> CommandOutcome
}
