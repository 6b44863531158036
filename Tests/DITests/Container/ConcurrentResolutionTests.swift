import DI
import Testing

@Suite("Resolving from many tasks at once")
struct ConcurrentResolutionTests {
    private static let taskCount = 1_000

    @Test("a container service resolved by 1,000 tasks at once is built once")
    func containerServiceIsBuiltOnce() async throws {
        let container = Container()
        let numbers = SerialNumbers()
        container.registerNumbered(scope: .container, numbers: numbers)

        let serials = try await resolveConcurrently(Numbered.self, from: { container }).map(\.serial)

        #expect(serials.count == Self.taskCount)
        #expect(Set(serials) == [1])
        #expect(numbers.issued == 1)
    }

    @Test("a parent's container service resolved by 1,000 children at once is built once")
    func containerServiceIsBuiltOnceAcrossChildren() async throws {
        let parent = Container()
        let numbers = SerialNumbers()
        parent.registerNumbered(scope: .container, numbers: numbers)

        let serials = try await resolveConcurrently(Numbered.self, from: { parent.makeChild() }).map(\.serial)

        #expect(Set(serials) == [1])
        #expect(numbers.issued == 1)
    }

    @Test("a transient service resolved by 1,000 tasks at once is 1,000 instances")
    func transientServiceIsDistinct() async throws {
        let container = Container()
        let numbers = SerialNumbers()
        container.registerNumbered(scope: .transient, numbers: numbers)

        let serials = try await resolveConcurrently(Numbered.self, from: { container }).map(\.serial)

        #expect(Set(serials) == Set(1...Self.taskCount))
    }

    @Test("1,000 tasks resolving the same chain of dependencies at once see no cycle")
    func concurrentChainsAreNoCycle() async throws {
        let container = Container()
        let numbers = SerialNumbers()
        container.register(Greeting.self, scope: .container) { _ in Greeting(text: "hello") }
        container.registerGreeter(scope: .transient, numbers: numbers)
        container.register(Alpha.self) { resolver throws(ResolutionError) in
            _ = try resolver.resolve(Greeter.self)
            _ = try resolver.resolve(Greeting.self)
            return Alpha()
        }

        // Any false cycle would throw out of the group and fail the test.
        let resolved = try await resolveConcurrently(Alpha.self, from: { container })

        #expect(resolved.count == Self.taskCount)
        #expect(numbers.issued == Self.taskCount)
    }

    /// Resolves `type` once in each of `taskCount` child tasks, each from the container `source`
    /// gives it, and returns every instance (all kept alive together).
    private func resolveConcurrently<Service: Sendable>(
        _ type: Service.Type, from source: @escaping @Sendable () -> Container
    ) async throws -> [Service] {
        try await withThrowingTaskGroup(of: Service.self) { group in
            for _ in 0..<Self.taskCount {
                group.addTask { try source().resolve(type) }
            }
            var resolved: [Service] = []
            for try await service in group {
                resolved.append(service)
            }
            return resolved
        }
    }
}
