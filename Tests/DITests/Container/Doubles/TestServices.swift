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

    /// How many numbers were handed out: the number of times the factory ran.
    var issued: Int { last.withLock { $0 } }
}

/// A class service that knows which instance it is.
final class Numbered: Sendable {
    let serial: Int

    init(serial: Int) {
        self.serial = serial
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

    init(greeting: Greeting, serial: Int) {
        self.greeting = greeting
        self.serial = serial
    }
}

/// A protocol registered as an existential, the way the app registers `any Terminal`.
protocol Speaking: Sendable {}

// Four services whose factories can be wired into cycles.
final class Alpha: Sendable {}
final class Beta: Sendable {}
final class Gamma: Sendable {}
final class Delta: Sendable {}

extension Container {
    /// Registers `Greeter`, built from whatever `Greeting` the resolving container provides.
    func registerGreeter(scope: Scope, numbers: SerialNumbers) {
        register(Greeter.self, scope: scope) { resolver throws(ResolutionError) in
            Greeter(greeting: try resolver.resolve(Greeting.self), serial: numbers.next())
        }
    }

    /// Registers `Numbered` in `scope`, numbering each instance built.
    func registerNumbered(scope: Scope, numbers: SerialNumbers) {
        register(Numbered.self, scope: scope) { _ in Numbered(serial: numbers.next()) }
    }
}
