import DI
import Synchronization

/// Hands out 1, 2, 3, …; a factory numbers its instances with it, so a test can tell a kept
/// instance from a new one without comparing addresses (which the allocator reuses).
final class SerialNumbers: Sendable {
    private let last = Mutex(0)

    func next() -> Int {
        last.withLock { last in
            last += 1
            return last
        }
    }

    /// How many numbers were handed out: the number of times the factories ran.
    var issued: Int { last.withLock { $0 } }
}

/// A class service that knows which instance it is.
final class Numbered: Sendable {
    let serial: Int

    init(serial: Int) {
        self.serial = serial
    }

    /// A new instance, numbered from `container`'s serial numbers.
    convenience init(numberedBy container: Container) throws(ResolutionError) {
        self.init(serial: try container.serialNumbers().next())
    }
}

/// A value service.
struct Greeting: Sendable, Equatable {
    let text: String
}

/// A service with one dependency, to see which container's `Greeting` it got.
final class Greeter: Sendable {
    let greeting: Greeting
    let serial: Int

    /// A greeter of the `Greeting` that `container` resolves, numbered from its serial numbers.
    init(resolvingFrom container: Container) throws(ResolutionError) {
        greeting = try container.greeting()
        serial = try container.serialNumbers().next()
    }
}

// Four services whose factories a test wires into cycles by registering over them.
final class Alpha: Sendable {}
final class Beta: Sendable {}
final class Gamma: Sendable {}
final class Delta: Sendable {}

/// The test services, declared as the app declares its own: typed `Factory` properties, each
/// naming itself as its key. A test overrides one with `register`, as a test of the app would.
extension Container {
    /// The numbers every service below is numbered from, one sequence per container hierarchy.
    var serialNumbers: Factory<SerialNumbers> {
        factory(scope: .container) { _ in SerialNumbers() }
    }

    /// A `Numbered` built on every resolve.
    var transientNumbered: Factory<Numbered> {
        factory { container throws(ResolutionError) in
            try Numbered(numberedBy: container)
        }
    }

    /// A `Numbered` built once per container.
    var sharedNumbered: Factory<Numbered> {
        factory(scope: .container) { container throws(ResolutionError) in
            try Numbered(numberedBy: container)
        }
    }

    /// A `Numbered` kept while something else holds it.
    var weakNumbered: Factory<Numbered> {
        factory(scope: .weak) { container throws(ResolutionError) in
            try Numbered(numberedBy: container)
        }
    }

    /// The `Numbered` factory of `scope`.
    func numbered(_ scope: Scope) -> Factory<Numbered> {
        switch scope {
        case .transient: transientNumbered
        case .container: sharedNumbered
        case .weak: weakNumbered
        }
    }

    /// "hello", unless a test registers another greeting.
    var greeting: Factory<Greeting> {
        factory { _ in Greeting(text: "hello") }
    }

    /// A value kept "while held", which a value cannot be: numbered so a test sees each build.
    var weakGreeting: Factory<Greeting> {
        factory(scope: .weak) { container throws(ResolutionError) in
            let serial = try container.serialNumbers().next()
            return Greeting(text: "hello \(serial)")
        }
    }

    /// A `Greeter` built on every resolve, from the greeting of the container the resolve began in.
    var transientGreeter: Factory<Greeter> {
        factory { container throws(ResolutionError) in
            try Greeter(resolvingFrom: container)
        }
    }

    /// A `Greeter` built once per container, from the greeting of the container that keeps it.
    var sharedGreeter: Factory<Greeter> {
        factory(scope: .container) { container throws(ResolutionError) in
            try Greeter(resolvingFrom: container)
        }
    }

    /// A `Greeter` kept while something else holds it, from the greeting of the container that
    /// keeps it.
    var weakGreeter: Factory<Greeter> {
        factory(scope: .weak) { container throws(ResolutionError) in
            try Greeter(resolvingFrom: container)
        }
    }

    /// The `Greeter` factory of `scope`.
    func greeter(_ scope: Scope) -> Factory<Greeter> {
        switch scope {
        case .transient: transientGreeter
        case .container: sharedGreeter
        case .weak: weakGreeter
        }
    }

    var alpha: Factory<Alpha> { factory { _ in Alpha() } }
    var beta: Factory<Beta> { factory { _ in Beta() } }
    var gamma: Factory<Gamma> { factory { _ in Gamma() } }
    var delta: Factory<Delta> { factory { _ in Delta() } }

    /// A factory that needs what it builds: a wiring mistake the compiler cannot see.
    var needsItself: Factory<Alpha> {
        factory { container throws(ResolutionError) in try container.needsItself() }
    }

    /// `cycleA -> cycleB -> cycleA`, as two factories of a layer's extension could be written.
    var cycleA: Factory<Alpha> {
        factory(scope: .container) { container throws(ResolutionError) in
            _ = try container.cycleB()
            return Alpha()
        }
    }

    /// See `cycleA`.
    var cycleB: Factory<Beta> {
        factory { container throws(ResolutionError) in
            _ = try container.cycleA()
            return Beta()
        }
    }
}
