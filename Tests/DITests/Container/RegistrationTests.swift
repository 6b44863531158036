import DI
import Testing

/// A service is a typed property of the container, so asking for one that has no factory does not
/// compile; what is left to test at run time is replacing what a factory builds, as a test of the
/// app replaces one interactor with a spy.
@MainActor
@Suite("Overriding a registration")
struct RegistrationTests {
    @Test("without a registration, a factory builds what its property says")
    func factoryBuildsItsOwn() throws {
        #expect(try Container.make().greeting() == Greeting(text: "hello"))
    }

    @Test("a registration replaces what its factory builds, for every service built with it")
    func registrationReplacesOne() throws {
        let container = Container.make()

        container.greeting.register { _ in Greeting(text: "hi") }

        #expect(try container.greeting() == Greeting(text: "hi"))
        #expect(try container.transientGreeter().greeting == Greeting(text: "hi"))
    }

    @Test("registering again replaces the earlier registration")
    func reRegistrationReplaces() throws {
        let container = Container.make()
        container.greeting.register { _ in Greeting(text: "hi") }

        container.greeting.register { _ in Greeting(text: "good morning") }

        #expect(try container.greeting() == Greeting(text: "good morning"))
    }

    @Test("registering a shared service again drops the instance kept for the old one")
    func reRegistrationDropsKeptInstance() throws {
        let container = Container.make()
        let old = try container.sharedNumbered()

        container.sharedNumbered.register { container throws(ResolutionError) in
            try Numbered(numberedBy: container)
        }

        #expect(old.serial == 1)
        #expect(try container.sharedNumbered().serial == 2)
        #expect(try container.sharedNumbered().serial == 2)
    }

    @Test("an instance registered is the one resolved, every time")
    func registeredInstanceIsResolved() throws {
        let container = Container.make()
        let instance = Numbered(serial: 7)

        container.transientNumbered.register { _ in instance }

        #expect(try container.transientNumbered() === instance)
        #expect(try container.transientNumbered() === instance)
    }

    @Test("what was built before a registration keeps what it was built with")
    func earlierInstancesAreUntouched() throws {
        let container = Container.make()
        let before = try container.transientGreeter()

        container.greeting.register { _ in Greeting(text: "hi") }

        #expect(before.greeting == Greeting(text: "hello"))
        #expect(try container.transientGreeter().greeting == Greeting(text: "hi"))
    }

    @Test("a resolution error explains itself in one sentence, naming the factories of the cycle")
    func errorDescription() {
        let error = ResolutionError.cycle(path: ["cycleA", "cycleB", "cycleA"])

        #expect(error.description == "dependency cycle: cycleA -> cycleB -> cycleA")
    }
}
