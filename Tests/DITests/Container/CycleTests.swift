import DI
import Testing

@Suite("Dependency cycles")
struct CycleTests {
    @Test("a service that needs itself is reported as a cycle of one")
    func selfCycle() {
        let container = Container()
        container.register(Alpha.self) { resolver throws(ResolutionError) in try resolver.resolve(Alpha.self)
        }

        #expect(throws: ResolutionError.cycle(path: ["Alpha", "Alpha"])) {
            try container.resolve(Alpha.self)
        }
    }

    @Test("A -> B -> A is reported as its path", arguments: [Scope.transient, .container, .weak])
    func twoServiceCycle(scope: Scope) {
        let container = Container()
        container.register(Alpha.self, scope: scope) { resolver throws(ResolutionError) in
            _ = try resolver.resolve(Beta.self)
            return Alpha()
        }
        container.register(Beta.self, scope: scope) { resolver throws(ResolutionError) in
            _ = try resolver.resolve(Alpha.self)
            return Beta()
        }

        #expect(throws: ResolutionError.cycle(path: ["Alpha", "Beta", "Alpha"])) {
            try container.resolve(Alpha.self)
        }
        #expect(throws: ResolutionError.cycle(path: ["Beta", "Alpha", "Beta"])) {
            try container.resolve(Beta.self)
        }
    }

    @Test("a longer cycle is reported from the service that repeats, not from where the resolve began")
    func longerCycle() {
        let container = makeLongCycle()

        #expect(throws: ResolutionError.cycle(path: ["Beta", "Gamma", "Delta", "Beta"])) {
            try container.resolve(Alpha.self)
        }
    }

    @Test("a cycle through named registrations names them")
    func namedCycle() {
        let container = Container()
        container.register(Alpha.self, name: "first") { resolver throws(ResolutionError) in
            try resolver.resolve(Alpha.self, name: "second")
        }
        container.register(Alpha.self, name: "second") { resolver throws(ResolutionError) in
            try resolver.resolve(Alpha.self, name: "first")
        }

        do {
            _ = try container.resolve(Alpha.self, name: "first")
            Issue.record("a cycle was resolved")
        } catch {
            #expect(
                error.description
                    == #"dependency cycle: Alpha named "first" -> Alpha named "second" -> Alpha named "first""#
            )
        }
    }

    @Test("after a cycle the container resolves as before and reports the same cycle again")
    func cycleLeavesContainerUsable() throws {
        let container = makeLongCycle()
        container.register(Greeting.self) { _ in Greeting(text: "hello") }
        let cycle = ResolutionError.cycle(path: ["Beta", "Gamma", "Delta", "Beta"])

        #expect(throws: cycle) { try container.resolve(Alpha.self) }
        #expect(try container.resolve(Greeting.self) == Greeting(text: "hello"))
        #expect(throws: cycle) { try container.resolve(Alpha.self) }
    }

    @Test("a child's registration may build on the parent's registration of the same service")
    func childWrapsParentRegistration() throws {
        let parent = Container()
        parent.register(Greeting.self) { _ in Greeting(text: "hello") }
        let child = parent.makeChild()
        child.register(Greeting.self) { _ throws(ResolutionError) in
            Greeting(text: try parent.resolve(Greeting.self).text + ", world")
        }

        #expect(try child.resolve(Greeting.self) == Greeting(text: "hello, world"))
    }

    @Test("a service needed twice without a cycle is not reported as one")
    func diamondIsNoCycle() throws {
        let container = Container()
        container.register(Greeting.self) { _ in Greeting(text: "hello") }
        container.register(Alpha.self) { resolver throws(ResolutionError) in
            _ = try resolver.resolve(Greeting.self)
            _ = try resolver.resolve(Beta.self)
            return Alpha()
        }
        container.register(Beta.self) { resolver throws(ResolutionError) in
            _ = try resolver.resolve(Greeting.self)
            return Beta()
        }

        _ = try container.resolve(Alpha.self)
    }

    /// Alpha -> Beta -> Gamma -> Delta -> Beta.
    private func makeLongCycle() -> Container {
        let container = Container()
        container.register(Alpha.self) { resolver throws(ResolutionError) in
            _ = try resolver.resolve(Beta.self)
            return Alpha()
        }
        container.register(Beta.self) { resolver throws(ResolutionError) in
            _ = try resolver.resolve(Gamma.self)
            return Beta()
        }
        container.register(Gamma.self, scope: .container) { resolver throws(ResolutionError) in
            _ = try resolver.resolve(Delta.self)
            return Gamma()
        }
        container.register(Delta.self) { resolver throws(ResolutionError) in
            _ = try resolver.resolve(Beta.self)
            return Delta()
        }
        return container
    }
}
