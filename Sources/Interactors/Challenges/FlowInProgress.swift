/// The one engine flow the person is stepping through, shared by the modules that answer its
/// challenges: Registration starts a flow and CreatePin answers it; Welcome starts a login and
/// PinChallenge answers it.
///
/// The container keeps a single instance; a module that starts a flow replaces the previous one
/// (cancelling it first, so nothing is left waiting).
package actor FlowInProgress {
    /// The main actor's, as the engine's client's (`AuthClient.unownedExecutor` says why).
    nonisolated package var unownedExecutor: UnownedSerialExecutor { MainActor.sharedUnownedExecutor }

    private var flow: ChallengeFlow?

    /// Creates an empty holder.
    package init() {}

    /// The flow being stepped through, if any.
    package var current: ChallengeFlow? { flow }

    /// Makes `newFlow` the current one, cancelling any flow it replaces.
    func replace(with newFlow: ChallengeFlow) async {
        if let old = flow, old !== newFlow { await old.cancelAndWait() }
        flow = newFlow
    }

    /// Cancels the current flow, if any, and waits for the engine to finish it.
    package func cancel() async {
        guard let old = flow else { return }
        flow = nil
        await old.cancelAndWait()
    }

    /// Forgets the current flow once it has ended.
    func clear() {
        flow = nil
    }
}
