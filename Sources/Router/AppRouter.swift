import Presenters

/// How a run of the app ended.
package enum RunEnd: Equatable, Sendable {
    /// The person quit.
    case quit
    /// Input ended; the module in front cancelled its engine flow first.
    case endOfInput
}

/// Where the router goes next: a route, built with its data and told what happened before
/// (`notice`, which its module words first), or the end of the run.
enum Next: Equatable, Sendable {
    /// Shows `route`'s module next.
    case show(Route, notice: RouteNotice?)
    /// Ends the run.
    case exit
}

/// What the router reports as it goes, for `--trace`: each routing call a presenter makes, each
/// edge it follows, and each event it found no way on for.
package struct RouterObserver {
    /// `call` (a routing method, as Swift's `#function` names it) was made on the screen `route`.
    package var routingCall: (_ route: RouteName, _ call: String) -> Void = { _, _ in }
    /// The router follows `transition`.
    package var transition: (Transition) -> Void = { _ in }
    /// The router stays on `route`: its table has no edge for `event` there, or the edge leads to
    /// a screen the call brought no data for.
    package var stayed: (_ route: RouteName, _ event: RouteEvent) -> Void = { _, _ in }

    /// Reports to the closures given, or nowhere.
    package init(
        routingCall: @escaping (_ route: RouteName, _ call: String) -> Void = { _, _ in },
        transition: @escaping (Transition) -> Void = { _ in },
        stayed: @escaping (_ route: RouteName, _ event: RouteEvent) -> Void = { _, _ in }
    ) {
        self.routingCall = routingCall
        self.transition = transition
        self.stayed = stayed
    }
}

/// The navigation's state machine: shows one route's module at a time and, when its presenter
/// makes a routing call, moves on to where that call leads.
///
/// The router implements every module's routing protocol, one `AppRouter+<Module>.swift` each:
/// a routing call reports an event and the data the next screen may need, and the router asks its
/// table where that event leads from the route shown, so the edges the app takes are the ones
/// `viper-auth graph` draws and `--trace` names. A route is built with its data or not at all.
///
/// An event the table has no edge for, or an edge to a screen the call brought no data for, moves
/// nothing: the screen is left running as its presenter left it (Welcome asks again; a presenter
/// that ended waits for the end of input) and the observer is told, so a gap in the table shows
/// in `--trace` rather than as a crash. `RoutingCoverageTests` holds that no call of the standard
/// table meets one.
@MainActor
package final class AppRouter {
    private let factory: any ModuleFactory
    private let table: TransitionTable
    private let observer: RouterObserver
    private var pending: (transition: Transition, next: Next)?
    private weak var currentScreen: (any Screen)?

    /// The route shown now; once the run is over, the last one shown.
    package private(set) var currentRoute: Route = .startup

    /// A router that moves along `table`'s edges, builds modules with `factory` and reports its
    /// calls and edges to `observer` (the composition root connects it to `--trace`).
    package init(
        factory: any ModuleFactory, table: TransitionTable = .standard,
        observer: RouterObserver = RouterObserver()
    ) {
        self.factory = factory
        self.table = table
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

    /// Moves along the table's edge for `event` from the route shown, to the next route built
    /// with `data` and told `notice`, and dismisses the current screen; the loop then moves on.
    /// Without such an edge, or with no data for where it leads, the router stays (type comment).
    /// Only the routing protocols' methods call it, and `call` is the method's name.
    func send(
        _ event: RouteEvent, _ data: RouteData = .nothing, notice: RouteNotice? = nil,
        call: String = #function
    ) {
        let from = currentRoute.name
        observer.routingCall(from, call)
        guard let destination = table.next(from: from, on: event) else { return observer.stayed(from, event) }
        let next: Next
        switch destination {
        case .exit:
            next = .exit
        case .route(let name):
            guard let route = Route(name, with: data) else { return observer.stayed(from, event) }
            next = .show(route, notice: notice)
        }
        pending = (Transition(from: from, event: event, to: destination), next)
        currentScreen?.dismiss()
    }
}
