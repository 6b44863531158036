import DI
import Testing

@MainActor
@Suite("Dependency cycles")
struct CycleTests {
    @Test("a factory that needs itself is reported as a cycle of one, by the factory's name")
    func selfCycle() {
        #expect(throws: ResolutionError.cycle(path: ["needsItself", "needsItself"])) {
            try Container.make().needsItself()
        }
    }

    @Test("two factories that need each other are reported as their path, from whichever is resolved")
    func declaredCycle() {
        let container = Container.make()

        #expect(throws: ResolutionError.cycle(path: ["cycleA", "cycleB", "cycleA"])) {
            try container.cycleA()
        }
        #expect(throws: ResolutionError.cycle(path: ["cycleB", "cycleA", "cycleB"])) {
            try container.cycleB()
        }
    }

    @Test("the error thrown for a cycle reads as a sentence naming its path")
    func thrownErrorReadsAsSentence() {
        do {
            _ = try Container.make().cycleA()
            Issue.record("a cycle was resolved")
        } catch {
            #expect(error.description == "dependency cycle: cycleA -> cycleB -> cycleA")
        }
    }

    @Test(
        "registrations that make a cycle are reported as its path, whatever their scope",
        arguments: [Scope.transient, .container, .weak])
    func registeredCycle(scope: Scope) {
        let container = Container.make()
        container.alpha.register(scope: scope) { container throws(ResolutionError) in
            _ = try container.beta()
            return Alpha()
        }
        container.beta.register(scope: scope) { container throws(ResolutionError) in
            _ = try container.alpha()
            return Beta()
        }

        #expect(throws: ResolutionError.cycle(path: ["alpha", "beta", "alpha"])) {
            try container.alpha()
        }
        #expect(throws: ResolutionError.cycle(path: ["beta", "alpha", "beta"])) {
            try container.beta()
        }
    }

    @Test("a longer cycle is reported from the factory that repeats, not from where the resolve began")
    func longerCycle() {
        let container = makeLongCycle()

        #expect(throws: ResolutionError.cycle(path: ["beta", "gamma", "delta", "beta"])) {
            try container.alpha()
        }
    }

    @Test("after a cycle the container resolves as before and reports the same cycle again")
    func cycleLeavesContainerUsable() throws {
        let container = makeLongCycle()
        let cycle = ResolutionError.cycle(path: ["beta", "gamma", "delta", "beta"])

        #expect(throws: cycle) { try container.alpha() }
        #expect(try container.greeting() == Greeting(text: "hello"))
        #expect(try container.transientGreeter().greeting == Greeting(text: "hello"))
        #expect(throws: cycle) { try container.alpha() }
    }

    @Test("a child's registration may build on the parent's registration of the same factory")
    func childWrapsParentRegistration() throws {
        let parent = Container.make()
        let child = parent.makeChild()
        child.greeting.register { _ throws(ResolutionError) in
            Greeting(text: try parent.greeting().text + ", world")
        }

        #expect(try child.greeting() == Greeting(text: "hello, world"))
    }

    @Test("a factory needed twice without a cycle is not reported as one")
    func diamondIsNoCycle() throws {
        let container = Container.make()
        container.alpha.register { container throws(ResolutionError) in
            _ = try container.greeting()
            _ = try container.beta()
            return Alpha()
        }
        container.beta.register { container throws(ResolutionError) in
            _ = try container.greeting()
            return Beta()
        }

        _ = try container.alpha()
    }

    /// alpha -> beta -> gamma -> delta -> beta.
    private func makeLongCycle() -> Container {
        let container = Container.make()
        container.alpha.register { container throws(ResolutionError) in
            _ = try container.beta()
            return Alpha()
        }
        container.beta.register { container throws(ResolutionError) in
            _ = try container.gamma()
            return Beta()
        }
        container.gamma.register(scope: .container) { container throws(ResolutionError) in
            _ = try container.delta()
            return Gamma()
        }
        container.delta.register { container throws(ResolutionError) in
            _ = try container.beta()
            return Delta()
        }
        return container
    }
}
