import Presenters
import Testing

@testable import Router

/// The router moves by the table it is given, so changing the table changes what the app does:
/// the edges `viper-auth graph` draws are the ones the person travels.
@MainActor
@Suite("The router follows its table")
struct RouterFollowsTableTests {
    private func makeSUT(
        table: TransitionTable, _ steps: [(AppRouter) -> ScreenEnd?]
    ) -> (AppRouter, ScriptedFactory, TransitionRecorder) {
        let factory = ScriptedFactory(steps)
        let recorder = TransitionRecorder()
        let router = AppRouter(
            factory: factory, table: table,
            observer: RouterObserver(
                transition: { recorder.transitions.append($0) },
                stayed: { recorder.calls.append("\($0.rawValue): stayed on \($1.name)") }))
        return (router, factory, recorder)
    }

    /// The standard table less the edges of `event` from `route`.
    private func standard(without event: RouteEvent, from route: RouteName) -> TransitionTable {
        TransitionTable(TransitionTable.standardEdges.filter { $0.0 != route || $0.1 != event })
    }

    private let quitOnWelcome: [(AppRouter) -> ScreenEnd?] = [
        {
            $0.welcomeDidQuit()
            return .dismissed
        }
    ]

    @Test("with the standard table, quit on Welcome ends the run")
    func quitEndsTheRun() async {
        let (router, factory, recorder) = makeSUT(table: .standard, quitOnWelcome)

        #expect(await router.run(from: .welcome) == .quit)

        #expect(factory.shown.map(\.route) == [.welcome])
        #expect(recorder.transitions.map(\.to) == [.exit])
    }

    @Test("without the edge (welcome, quit, exit), quit leaves the person on Welcome until input ends")
    func quitWithoutItsEdgeStays() async {
        let (router, factory, recorder) = makeSUT(
            table: standard(without: .quit, from: .welcome), quitOnWelcome)

        #expect(await router.run(from: .welcome) == .endOfInput)

        #expect(factory.shown.map(\.route) == [.welcome])
        #expect(recorder.transitions == [])
        #expect(recorder.calls == ["welcome: stayed on quit"])
        #expect(router.currentRoute == .welcome)
    }

    @Test("an edge pointed elsewhere takes the person there: no session at start-up opens Registration")
    func edgeLeadsWhereTheTableSays() async {
        let table = TransitionTable([(.startup, .noSession, .route(.registration))])
        let (router, factory, recorder) = makeSUT(
            table: table,
            [
                {
                    $0.startupFoundNoSession(notice: nil)
                    return .dismissed
                },
                { _ in .endOfInput },
            ])

        #expect(await router.run() == .endOfInput)

        #expect(factory.shown.map(\.route) == [.startup, .registration])
        #expect(
            recorder.transitions == [Transition(from: .startup, event: .noSession, to: .route(.registration))]
        )
    }

    @Test("an edge to a screen the call brought no data for is not taken: the router stays")
    func edgeWithoutItsDataStays() async {
        let table = TransitionTable([(.welcome, .registrationChosen, .route(.dashboard))])
        let (router, factory, recorder) = makeSUT(
            table: table,
            [
                {
                    $0.welcomeDidChooseRegistration()
                    return .dismissed
                }
            ])

        #expect(await router.run(from: .welcome) == .endOfInput)

        #expect(factory.shown.map(\.route) == [.welcome])
        #expect(recorder.calls == ["welcome: stayed on registrationChosen"])
    }
}
