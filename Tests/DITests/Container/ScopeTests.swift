import DI
import Testing

@Suite("Scopes")
struct ScopeTests {
    @Test("a transient service is built anew on every resolve")
    func transientIsNewEachTime() throws {
        let (container, numbers) = makeSUT(scope: .transient)

        let first = try container.resolve(Numbered.self)
        let second = try container.resolve(Numbered.self)

        #expect([first.serial, second.serial] == [1, 2])
        #expect(numbers.issued == 2)
    }

    @Test("a container service is built once and then kept")
    func containerIsBuiltOnce() throws {
        let (container, numbers) = makeSUT(scope: .container)

        let first = try container.resolve(Numbered.self)
        let second = try container.resolve(Numbered.self)

        #expect(first === second)
        #expect(numbers.issued == 1)
    }

    @Test("a container service registered in the parent is the same instance in its children")
    func containerIsSharedWithChildren() throws {
        let (parent, numbers) = makeSUT(scope: .container)
        let child = parent.makeChild()
        let grandchild = child.makeChild()

        let fromGrandchild = try grandchild.resolve(Numbered.self)
        let fromChild = try child.resolve(Numbered.self)
        let fromParent = try parent.resolve(Numbered.self)

        #expect(fromGrandchild === fromParent)
        #expect(fromChild === fromParent)
        #expect(numbers.issued == 1)
    }

    @Test("a weak service is the same instance while something holds it, and a new one after")
    func weakLivesWhileHeld() throws {
        let (container, numbers) = makeSUT(scope: .weak)
        weak var released: Numbered?

        do {
            let held = try container.resolve(Numbered.self)
            let again = try container.resolve(Numbered.self)
            #expect(again === held)
            released = held
        }
        let fresh = try container.resolve(Numbered.self)

        #expect(released == nil)
        #expect(fresh.serial == 2)
        #expect(numbers.issued == 2)
    }

    @Test("the container does not keep a weak service alive")
    func weakIsNotRetainedByContainer() throws {
        let (container, _) = makeSUT(scope: .weak)
        weak var observed: Numbered?

        do {
            observed = try container.resolve(Numbered.self)
        }

        #expect(observed == nil)
    }

    @Test("a weak value type, which cannot be held weakly, is built on every resolve")
    func weakValueIsBuiltEachTime() throws {
        let container = Container()
        let numbers = SerialNumbers()
        container.register(Greeting.self, scope: .weak) { _ in Greeting(text: "hello \(numbers.next())") }

        #expect(try container.resolve(Greeting.self) == Greeting(text: "hello 1"))
        #expect(try container.resolve(Greeting.self) == Greeting(text: "hello 2"))
    }

    private func makeSUT(scope: Scope) -> (Container, SerialNumbers) {
        let container = Container()
        let numbers = SerialNumbers()
        container.registerNumbered(scope: scope, numbers: numbers)
        return (container, numbers)
    }
}
