import Presenters

/// How a run of the app ended.
public enum RunEnd: Equatable, Sendable {
    /// The person quit.
    case quit
    /// Input ended; the module in front cancelled its flow first.
    case endOfInput
}

/// The flow state machine: shows one module at a time and, when its presenter reports an event,
/// looks up the next flow in the transition table.
///
/// The router implements every module's routing protocol by turning each call into a
/// `FlowEvent`; it holds the current screen only while that screen runs.
@MainActor
public final class AppRouter {
    private let factory: any ModuleFactory
    private let table: TransitionTable
    private let onTransition: (Transition) -> Void
    private var pending: (event: FlowEvent, context: FlowContext)?
    private weak var currentScreen: (any Screen)?

    /// The flow shown now.
    public private(set) var currentFlow: Flow = .startup

    /// A router that builds modules with `factory`, follows `table`, and reports each transition
    /// to `onTransition` (the container connects it to `--trace`).
    public init(
        factory: any ModuleFactory, table: TransitionTable = .standard,
        onTransition: @escaping (Transition) -> Void = { _ in }
    ) {
        self.factory = factory
        self.table = table
        self.onTransition = onTransition
    }

    /// Runs modules from `start` until the person quits or input ends.
    public func run(from start: Flow = .startup, context: FlowContext = FlowContext()) async -> RunEnd {
        currentFlow = start
        var nextContext = context
        while currentFlow != .exit {
            pending = nil
            let screen = factory.makeScreen(for: currentFlow, context: nextContext, router: self)
            currentScreen = screen
            let end = await screen.run()
            currentScreen = nil
            guard end == .dismissed, let (event, context) = pending else { return .endOfInput }
            nextContext = context
            currentFlow = follow(event)
        }
        return .quit
    }

    /// Records `event` for the current flow and dismisses its screen; the loop then moves on.
    ///
    /// An event the table has no edge for is a programming error in a presenter; it is traced
    /// and ignored, leaving the person on the current screen.
    public func send(_ event: FlowEvent, context: FlowContext = FlowContext()) {
        guard table.next(from: currentFlow, on: event) != nil else {
            onTransition(Transition(from: currentFlow, event: event, to: currentFlow))
            return
        }
        pending = (event, context)
        currentScreen?.dismiss()
    }

    private func follow(_ event: FlowEvent) -> Flow {
        let next = table.next(from: currentFlow, on: event) ?? currentFlow
        onTransition(Transition(from: currentFlow, event: event, to: next))
        return next
    }
}
