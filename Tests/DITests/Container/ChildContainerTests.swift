import DI
import Testing

/// A child container overrides single registrations and takes the rest from its parent. A
/// transient service of the parent resolves its dependencies through the child that asked, so the
/// child's overrides reach into it; a shared (`.container`, `.weak`) service of the parent is built
/// through the parent and is the same for everyone, whoever asks first.
@Suite("Child containers")
struct ChildContainerTests {
    @Test("a child overrides one registration and takes the rest from its parent")
    func childOverridesOne() throws {
        let (parent, numbers) = makeSUT(greeterScope: .container)
        let child = parent.makeChild()
        child.register(Greeting.self) { _ in Greeting(text: "hi") }

        #expect(try child.resolve(Greeting.self) == Greeting(text: "hi"))
        #expect(try parent.resolve(Greeting.self) == Greeting(text: "hello"))
        #expect(try child.resolve(Greeter.self) === parent.resolve(Greeter.self))
        #expect(numbers.issued == 1)
    }

    @Test("a parent's transient factory gets the dependency the asking child overrides")
    func transientSeesChildOverride() throws {
        let (parent, _) = makeSUT(greeterScope: .transient)
        let child = parent.makeChild()
        child.register(Greeting.self) { _ in Greeting(text: "hi") }

        #expect(try child.resolve(Greeter.self).greeting == Greeting(text: "hi"))
        #expect(try parent.resolve(Greeter.self).greeting == Greeting(text: "hello"))
    }

    @Test(
        "a parent's shared service is built with the parent's dependencies, even when a child asks first",
        arguments: [Scope.container, .weak])
    func sharedServiceUsesParentDependencies(scope: Scope) throws {
        let (parent, numbers) = makeSUT(greeterScope: scope)
        let child = parent.makeChild()
        child.register(Greeting.self) { _ in Greeting(text: "hi") }

        let fromChild = try child.resolve(Greeter.self)
        let fromParent = try parent.resolve(Greeter.self)

        #expect(fromChild.greeting == Greeting(text: "hello"))
        #expect(fromChild === fromParent)
        #expect(numbers.issued == 1)
    }

    @Test("a child that registers a shared service again gets its own instance, built from its overrides")
    func childRegistersSharedServiceAgain() throws {
        let (parent, numbers) = makeSUT(greeterScope: .container)
        let child = parent.makeChild()
        child.register(Greeting.self) { _ in Greeting(text: "hi") }
        child.registerGreeter(scope: .container, numbers: numbers)

        let fromChild = try child.resolve(Greeter.self)
        let fromParent = try parent.resolve(Greeter.self)

        #expect(fromChild.greeting == Greeting(text: "hi"))
        #expect(fromParent.greeting == Greeting(text: "hello"))
        #expect(fromChild !== fromParent)
    }

    @Test("sibling children do not see each other's overrides")
    func siblingsAreIndependent() throws {
        let (parent, _) = makeSUT(greeterScope: .transient)
        let first = parent.makeChild()
        let second = parent.makeChild()
        first.register(Greeting.self) { _ in Greeting(text: "hi") }

        #expect(try first.resolve(Greeting.self) == Greeting(text: "hi"))
        #expect(try second.resolve(Greeting.self) == Greeting(text: "hello"))
    }

    @Test("a child's registrations are invisible to its parent")
    func parentDoesNotSeeChild() {
        let parent = Container()
        let child = parent.makeChild()
        child.register(Alpha.self) { _ in Alpha() }

        #expect(throws: ResolutionError.notRegistered(type: "Alpha", name: nil)) {
            try parent.resolve(Alpha.self)
        }
    }

    private func makeSUT(greeterScope: Scope) -> (Container, SerialNumbers) {
        let parent = Container()
        let numbers = SerialNumbers()
        parent.register(Greeting.self) { _ in Greeting(text: "hello") }
        parent.registerGreeter(scope: greeterScope, numbers: numbers)
        return (parent, numbers)
    }
}
