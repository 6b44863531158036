/// The Presenter → Interactor hops of one module, written `trace: <Module>: <From> -> <To>: <message>`
/// by the interactor decorator the composition root wraps around the module's interactor while
/// `--trace` is on (`traced(_:)`, beside each decorator): each use case runs between its
/// Presenter → Interactor hop and the Interactor → Presenter hop of what came back (`call`).
///
/// A call is described by its method and what is safe to say of its arguments, never by a secret.
/// Views and the router are traced where every module passes (`ViewTrace`, `RouterObserver`), so
/// they need no decorator. Without `--trace` the initializer is nil and nothing is wrapped, so an
/// untraced run pays nothing.
package struct ModuleTrace: Sendable {
    private let tracer: Tracer
    private let module: String

    /// The hops of `module`, written by `tracer`; nil when `tracer` writes nothing, `module` then
    /// never worked out.
    package init?(_ tracer: Tracer, module: @autoclosure () -> String) {
        guard tracer.isEnabled else { return nil }
        self.tracer = tracer
        self.module = module()
    }

    /// Writes one hop.
    func hop(_ from: Layer, _ to: Layer, _ message: String) {
        tracer.hop(from, to, in: module, message)
    }

    /// Runs a use case: `request` as the Presenter → Interactor hop, then what came back as the
    /// Interactor → Presenter hop, worded by `describe`, or the error it threw.
    func call<Value>(
        _ request: String, _ operation: @autoclosure () async throws(AppError) -> Value,
        returning describe: (Value) -> String
    ) async throws(AppError) -> Value {
        hop(.presenter, .interactor, request)
        do throws(AppError) {
            let value = try await operation()
            hop(.interactor, .presenter, describe(value))
            return value
        } catch {
            hop(.interactor, .presenter, "\(request) failed: \(error)")
            throw error
        }
    }

    /// Runs a use case that cannot fail, tracing it as `call` does.
    func callNonThrowing<Value>(
        _ request: String, _ operation: @autoclosure () async -> Value, returning describe: (Value) -> String
    ) async -> Value {
        hop(.presenter, .interactor, request)
        let value = await operation()
        hop(.interactor, .presenter, describe(value))
        return value
    }

    /// `owner` as trace lines name it: `profile prf_3f9a…`, or `the stateless session`.
    static func describe(_ owner: SessionOwner) -> String {
        switch owner {
        case .profile(let profileId): "profile \(profileId)"
        case .stateless: "the stateless session"
        }
    }

    /// Runs `SessionEnding.endSession(owner:)`, which every module that needs a session shares.
    func endSession(_ interactor: any SessionEnding, owner: SessionOwner) async -> LogoutOutcome {
        await callNonThrowing(
            "endSession(owner: \(Self.describe(owner)))", await interactor.endSession(owner: owner)
        ) {
            "session ended: \($0)"
        }
    }
}
