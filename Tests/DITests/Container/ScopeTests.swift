import DI
import Testing

@MainActor
@Suite("Scopes")
struct ScopeTests {
    @Test("a transient service is built anew on every resolve")
    func transientIsNewEachTime() throws {
        let container = Container.make()

        let first = try container.transientNumbered()
        let second = try container.transientNumbered()

        #expect([first.serial, second.serial] == [1, 2])
        #expect(try container.serialNumbers().issued == 2)
    }

    @Test("a container service is built once and then kept")
    func containerIsBuiltOnce() throws {
        let container = Container.make()

        let first = try container.sharedNumbered()
        let second = try container.sharedNumbered()

        #expect(first === second)
        #expect(try container.serialNumbers().issued == 1)
    }

    @Test("a container service is the same instance in the container's children and theirs")
    func containerIsSharedWithChildren() throws {
        let parent = Container.make()
        let child = parent.makeChild()
        let grandchild = child.makeChild()

        let fromGrandchild = try grandchild.sharedNumbered()
        let fromChild = try child.sharedNumbered()
        let fromParent = try parent.sharedNumbered()

        #expect(fromGrandchild === fromParent)
        #expect(fromChild === fromParent)
        #expect(try parent.serialNumbers().issued == 1)
    }

    @Test("a weak service is the same instance while something holds it, and a new one after")
    func weakLivesWhileHeld() throws {
        let container = Container.make()
        weak var released: Numbered?

        do {
            let held = try container.weakNumbered()
            let again = try container.weakNumbered()
            #expect(again === held)
            released = held
        }
        let fresh = try container.weakNumbered()

        #expect(released == nil)
        #expect(fresh.serial == 2)
        #expect(try container.serialNumbers().issued == 2)
    }

    @Test("the container does not keep a weak service alive")
    func weakIsNotRetainedByContainer() throws {
        let container = Container.make()
        weak var observed: Numbered?

        do {
            observed = try container.weakNumbered()
        }

        #expect(observed == nil)
    }

    @Test("a weak value type, which cannot be held weakly, is built on every resolve")
    func weakValueIsBuiltEachTime() throws {
        let container = Container.make()

        #expect(try container.weakGreeting() == Greeting(text: "hello 1"))
        #expect(try container.weakGreeting() == Greeting(text: "hello 2"))
    }

    @Test(
        "a registration keeps its factory's scope unless it names another",
        arguments: [Scope.transient, .container, .weak])
    func registrationKeepsScope(scope: Scope) throws {
        let container = Container.make()
        container.numbered(scope).register { container throws(ResolutionError) in
            Numbered(serial: 100 + (try container.serialNumbers().next()))
        }

        let first = try container.numbered(scope)()
        let second = try container.numbered(scope)()

        #expect(first.serial == 101)
        #expect((first === second) == (scope != .transient))
    }

    @Test("a registration that names a scope keeps its instances as that scope says")
    func registrationNamesScope() throws {
        let container = Container.make()
        container.transientNumbered.register(scope: .container) { container throws(ResolutionError) in
            try Numbered(numberedBy: container)
        }

        #expect(try container.transientNumbered() === container.transientNumbered())
        #expect(try container.serialNumbers().issued == 1)
    }
}
