import Testing

@testable import Router

/// The app's table checked by what any navigation must hold, not by a second copy of its edges:
/// an edge added with a new module needs no edit here. Which call sends which event, and that each
/// has an edge, is `RoutingCoverageTests`' part.
@Suite("The transition table")
struct TransitionTableTests {
    // MARK: The app's table

    @Test("every route can be reached from start-up")
    func everyRouteIsReachable() {
        #expect(Self.unreachable(in: .standard) == [])
    }

    @Test("every route has a way out, and from every route the run can end")
    func everyRouteHasAWayOut() {
        #expect(Self.deadEnds(in: .standard) == [])
        #expect(Self.routesThatCannotEnd(in: .standard) == [])
    }

    @Test("no (route, event) pair of the app's table is listed twice")
    func standardListsEachPairOnce() {
        #expect(TransitionTable.standard.repeatedPairs == [])
    }

    @Test("each edge leads where the table says, and the table answers no other pair")
    func nextFollowsTheEdges() {
        let table = TransitionTable.standard
        for edge in table.transitions {
            #expect(table.next(from: edge.from, on: edge.event) == edge.to, "\(edge)")
        }
        for route in RouteName.allCases {
            for event in Set(table.transitions.map(\.event))
            where !table.transitions.contains(where: { $0.from == route && $0.event == event }) {
                #expect(table.next(from: route, on: event) == nil, "\(event) in \(route)")
            }
        }
    }

    @Test("`viper-auth graph` draws exactly the table's edges, in its order", arguments: GraphFormat.allCases)
    func graphDrawsTheTable(format: GraphFormat) {
        let drawn = Self.edges(drawnIn: RouteGraph.render(as: format), format: format)

        #expect(drawn == TransitionTable.standard.transitions.map(Self.describe))
    }

    // MARK: The checks themselves

    @Test("the checks find a planted unreachable route, dead end and route the run cannot end from")
    func plantedFaultsAreFound() {
        let table = TransitionTable([
            (.startup, .noSession, .route(.welcome)),
            (.welcome, .quit, .exit),
            (.welcome, .registrationChosen, .route(.registration)),
            (.welcome, .pinRequested, .route(.pinChallenge)),
            (.pinChallenge, .cancelled, .route(.pinChallenge)),
            (.dashboard, .quit, .exit),
        ])

        #expect(Self.unreachable(in: table).contains(.dashboard))
        #expect(!Self.unreachable(in: table).contains(.registration))
        #expect(Self.deadEnds(in: table).contains(.registration))
        #expect(!Self.deadEnds(in: table).contains(.pinChallenge))
        #expect(Self.routesThatCannotEnd(in: table).contains(.pinChallenge))
        #expect(!Self.routesThatCannotEnd(in: table).contains(.welcome))
    }

    @Test("a planted table listing a (route, event) pair twice names the pair, once")
    func repeatedPairIsNamed() {
        let table = TransitionTable([
            (.welcome, .quit, .exit),
            (.welcome, .registrationChosen, .route(.registration)),
            (.welcome, .quit, .route(.dashboard)),
            (.welcome, .quit, .route(.registration)),
        ])

        #expect(table.repeatedPairs == ["quit in welcome"])
    }

    @Test("the same event in two routes is two edges, not a repeat")
    func sameEventInTwoRoutes() {
        let table = TransitionTable([(.welcome, .quit, .exit), (.dashboard, .quit, .exit)])

        #expect(table.repeatedPairs == [])
        #expect(table.next(from: .welcome, on: .quit) == .exit)
        #expect(table.next(from: .dashboard, on: .quit) == .exit)
    }

    @Test("a drawn graph is read back edge by edge, whatever the format")
    func drawnEdgesAreReadBack() {
        let table = TransitionTable([(.startup, .noSession, .route(.welcome)), (.welcome, .quit, .exit)])

        for format in GraphFormat.allCases {
            #expect(
                Self.edges(drawnIn: RouteGraph.render(table, as: format), format: format)
                    == ["startup noSession welcome", "welcome quit exit"])
        }
    }

    // MARK: Helpers

    /// The routes no path of `table` leads to from start-up.
    static func unreachable(in table: TransitionTable) -> [RouteName] {
        let reached = reachable(from: .startup, in: table)
        return RouteName.allCases.filter { !reached.contains($0.rawValue) }
    }

    /// The routes `table` gives no edge out of.
    static func deadEnds(in table: TransitionTable) -> [RouteName] {
        RouteName.allCases.filter { route in !table.transitions.contains { $0.from == route } }
    }

    /// The routes from which no path of `table` ends the run.
    static func routesThatCannotEnd(in table: TransitionTable) -> [RouteName] {
        RouteName.allCases.filter { !reachable(from: $0, in: table).contains(Destination.exit.name) }
    }

    /// The names of every destination some path of `table` leads to from `start`, the start
    /// included.
    private static func reachable(from start: RouteName, in table: TransitionTable) -> Set<String> {
        var reached: Set = [start.rawValue]
        var queue = [start]
        while let route = queue.popLast() {
            for edge in table.transitions where edge.from == route && reached.insert(edge.to.name).inserted {
                if case .route(let next) = edge.to { queue.append(next) }
            }
        }
        return reached
    }

    /// `welcome quit exit`: an edge as `edges(drawnIn:format:)` reads it back.
    private static func describe(_ edge: Transition) -> String {
        "\(edge.from.rawValue) \(edge.event.name) \(edge.to.name)"
    }

    /// The edges of a graph `RouteGraph` drew, read back from its lines.
    static func edges(drawnIn text: String, format: GraphFormat) -> [String] {
        text.split(separator: "\n").compactMap { line -> String? in
            let words = line.split(whereSeparator: { " :[]\"=;".contains($0) }).map(String.init)
            switch format {
            case .mermaid:
                // `    welcome --> [*]: quit` (`*` is the end); the start line `[*] --> startup` has no event.
                guard words.count == 4, words[1] == "-->" else { return nil }
                return "\(words[0]) \(words[3]) \(words[2] == "*" ? Destination.exit.name : words[2])"
            case .dot:
                // `    welcome -> exit [label="quit"];`
                guard words.count == 5, words[1] == "->", words[3] == "label" else { return nil }
                return "\(words[0]) \(words[4]) \(words[2])"
            }
        }
    }
}
