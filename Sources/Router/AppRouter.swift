import Presenters

/// How a run of the app ended.
package enum RunEnd: Equatable, Sendable {
    /// The person quit.
    case quit
    /// Input ended; the module in front cancelled its engine flow first.
    case endOfInput
}

/// Where a routing call leads: the next route, built with its data and told what happened before
/// (`notice`, which its module words first), or the end of the run.
package enum Next: Equatable, Sendable {
    /// Shows `route`'s module next.
    case show(Route, notice: RouteNotice? = nil)
    /// Ends the run.
    case exit

    /// The edge's end as the table names it.
    package var destination: Destination {
        switch self {
        case .show(let route, _): .route(route.name)
        case .exit: .exit
        }
    }
}

/// What the router reports as it goes, for `--trace`: each routing call a presenter makes, and
/// each edge it follows.
package struct RouterObserver {
    /// `call` (a routing method, as Swift's `#function` names it) was made on the screen `route`.
    package var routingCall: (_ route: RouteName, _ call: String) -> Void = { _, _ in }
    /// The router follows `transition`.
    package var transition: (Transition) -> Void = { _ in }

    /// Reports to the closures given, or nowhere.
    package init(
        routingCall: @escaping (_ route: RouteName, _ call: String) -> Void = { _, _ in },
        transition: @escaping (Transition) -> Void = { _ in }
    ) {
        self.routingCall = routingCall
        self.transition = transition
    }
}

/// The navigation's state machine: shows one route's module at a time and, when its presenter
/// makes a routing call, moves on to where that call leads.
///
/// The router implements every module's routing protocol, one `AppRouter+<Module>.swift` each:
/// a routing call names its event and the next route with that route's data, so a module is built
/// with what it needs or not at all. The edges those calls take are the ones
/// `TransitionTable.standard` lists and `viper-auth graph` draws; `RoutingCoverageTests` makes
/// every call of every module and holds the two equal, both ways.
@MainActor
package final class AppRouter {
    private let factory: any ModuleFactory
    private let observer: RouterObserver
    private var pending: (transition: Transition, next: Next)?
    private weak var currentScreen: (any Screen)?

    /// The route shown now; once the run is over, the last one shown.
    package private(set) var currentRoute: Route = .startup

    /// A router that builds modules with `factory` and reports its calls and edges to `observer`
    /// (the composition root connects it to `--trace`).
    package init(factory: any ModuleFactory, observer: RouterObserver = RouterObserver()) {
        self.factory = factory
        self.observer = observer
    }

    /// Runs modules from `start` until the person quits or input ends.
    package func run(from start: Route = .startup, notice: RouteNotice? = nil) async -> RunEnd {
        var next = Next.show(start, notice: notice)
        while case .show(let route, let notice) = next {
            currentRoute = route
            pending = nil
            let screen = factory.makeScreen(for: route, notice: notice, router: self)
            currentScreen = screen
            let end = await screen.run()
            currentScreen = nil
            guard end == .dismissed, let pending else { return .endOfInput }
            observer.transition(pending.transition)
            next = pending.next
        }
        return .quit
    }

    /// Records that `event` leads to `next` and dismisses the current screen; the loop then moves
    /// on. Only the routing protocols' methods call it, and `call` is the method's name.
    func send(_ event: RouteEvent, to next: Next, call: String = #function) {
        observer.routingCall(currentRoute.name, call)
        pending = (Transition(from: currentRoute.name, event: event, to: next.destination), next)
        currentScreen?.dismiss()
    }
}
