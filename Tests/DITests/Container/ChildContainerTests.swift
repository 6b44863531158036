import DI
import Testing

/// A child container overrides single registrations and takes the rest from its parent. A
/// transient service of the parent resolves its dependencies through the child that asked, so the
/// child's overrides reach into it; a shared (`.container`, `.weak`) service of the parent is built
/// through the parent and is the same for everyone, whoever asks first.
@MainActor
@Suite("Child containers")
struct ChildContainerTests {
    @Test("a child overrides one registration and takes the rest from its parent")
    func childOverridesOne() throws {
        let (parent, child) = makeSUT()

        #expect(try child.greeting() == Greeting(text: "hi"))
        #expect(try parent.greeting() == Greeting(text: "hello"))
        #expect(try child.sharedNumbered() === parent.sharedNumbered())
        #expect(try parent.serialNumbers().issued == 1)
    }

    @Test("a parent's transient factory gets the dependency the asking child overrides")
    func transientSeesChildOverride() throws {
        let (parent, child) = makeSUT()

        #expect(try child.transientGreeter().greeting == Greeting(text: "hi"))
        #expect(try parent.transientGreeter().greeting == Greeting(text: "hello"))
    }

    @Test(
        "a parent's shared service is built with the parent's dependencies, even when a child asks first",
        arguments: [Scope.container, .weak])
    func sharedServiceUsesParentDependencies(scope: Scope) throws {
        let (parent, child) = makeSUT()

        let fromChild = try child.greeter(scope)()
        let fromParent = try parent.greeter(scope)()

        #expect(fromChild.greeting == Greeting(text: "hello"))
        #expect(fromChild === fromParent)
        #expect(try parent.serialNumbers().issued == 1)
    }

    @Test("a child that registers a shared service again gets its own instance, built from its overrides")
    func childRegistersSharedServiceAgain() throws {
        let (parent, child) = makeSUT()
        child.sharedGreeter.register { container throws(ResolutionError) in
            try Greeter(resolvingFrom: container)
        }

        let fromChild = try child.sharedGreeter()
        let fromParent = try parent.sharedGreeter()

        #expect(fromChild.greeting == Greeting(text: "hi"))
        #expect(fromParent.greeting == Greeting(text: "hello"))
        #expect(fromChild !== fromParent)
        #expect(try child.sharedGreeter() === fromChild)
    }

    @Test("sibling children do not see each other's overrides")
    func siblingsAreIndependent() throws {
        let (parent, first) = makeSUT()
        let second = parent.makeChild()

        #expect(try first.transientGreeter().greeting == Greeting(text: "hi"))
        #expect(try second.transientGreeter().greeting == Greeting(text: "hello"))
    }

    @Test("a registration made in the parent after the child was made reaches the child")
    func laterParentRegistrationReachesChild() throws {
        let parent = Container.make()
        let child = parent.makeChild()

        parent.greeting.register { _ in Greeting(text: "good morning") }

        #expect(try child.greeting() == Greeting(text: "good morning"))
    }

    /// A parent of the default greeting, "hello", and a child that registers "hi" over it.
    private func makeSUT() -> (parent: Container, child: Container) {
        let parent = Container.make()
        let child = parent.makeChild()
        child.greeting.register { _ in Greeting(text: "hi") }
        return (parent, child)
    }
}
