import DI
import Presenters
import Router

/// A module whose screen, when run, reports one event to the router and is dismissed: enough to
/// drive the router through the container without any real module.
struct ScriptedModule: ModuleBuilding {
    let event: FlowEvent

    @MainActor
    func makeScreen(context: FlowContext, router: AppRouter) -> any Screen {
        ScriptedScreen(event: event, router: router)
    }
}

@MainActor
private final class ScriptedScreen: Screen {
    private let event: FlowEvent
    private weak var router: AppRouter?
    private var dismissed = false

    init(event: FlowEvent, router: AppRouter) {
        self.event = event
        self.router = router
    }

    func run() async -> ScreenEnd {
        router?.send(event)
        return dismissed ? .dismissed : .endOfInput
    }

    func dismiss() {
        dismissed = true
    }
}
