import Presenters

/// How a run of the app ended.
package enum RunEnd: Equatable, Sendable {
    /// The person quit.
    case quit
    /// Input ended; the module in front cancelled its engine flow first.
    case endOfInput
}

/// The navigation's state machine: shows one route's module at a time and, when its presenter
/// reports an event, looks up where it leads in the transition table.
///
/// The router implements every module's routing protocol by turning each call into a
/// `RouteEvent`; it holds the current screen only while that screen runs.
@MainActor
package final class AppRouter {
    private let factory: any ModuleFactory
    private let table: TransitionTable
    private let onTransition: (Transition) -> Void
    private var pending: (transition: Transition, context: RouteContext)?
    private weak var currentScreen: (any Screen)?

    /// The route shown now; once the run is over, the last one shown.
    package private(set) var currentRoute: Route = .startup

    /// A router that builds modules with `factory`, follows `table`, and reports each transition
    /// to `onTransition` (the container connects it to `--trace`).
    package init(
        factory: any ModuleFactory, table: TransitionTable = .standard,
        onTransition: @escaping (Transition) -> Void = { _ in }
    ) {
        self.factory = factory
        self.table = table
        self.onTransition = onTransition
    }

    /// Runs modules from `start` until the person quits or input ends.
    package func run(from start: Route = .startup, context: RouteContext = RouteContext()) async -> RunEnd {
        var route = start
        var context = context
        while true {
            currentRoute = route
            pending = nil
            let screen = factory.makeScreen(for: route, context: context, router: self)
            currentScreen = screen
            let end = await screen.run()
            currentScreen = nil
            guard end == .dismissed, let (transition, nextContext) = pending else { return .endOfInput }
            onTransition(transition)
            switch transition.to {
            case .route(let next):
                route = next
                context = nextContext
            case .exit:
                return .quit
            }
        }
    }

    /// Records where `event` leads from the current route and dismisses its screen; the loop then
    /// moves on. Only the routing protocols' methods call it: each module's `AppRouter+<Module>.swift`
    /// answers its routing calls with events, and where an event leads is only in the table.
    ///
    /// An event the table has no edge for would be a programming error: `RoutingCoverageTests`
    /// proves that every call a route's module can make has an edge. Should one slip through, it
    /// is traced and the person stays on the current screen, rather than the run ending.
    func send(_ event: RouteEvent, context: RouteContext = RouteContext()) {
        guard let destination = table.next(from: currentRoute, on: event) else {
            onTransition(Transition(from: currentRoute, event: event, to: .route(currentRoute)))
            return
        }
        pending = (Transition(from: currentRoute, event: event, to: destination), context)
        currentScreen?.dismiss()
    }
}
