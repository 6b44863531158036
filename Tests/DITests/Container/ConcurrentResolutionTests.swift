import DI
import Testing

@MainActor
@Suite("Resolving from many tasks at once")
struct ConcurrentResolutionTests {
    private static let taskCount = 1_000

    @Test("a container service resolved by 1,000 tasks at once is built once")
    func containerServiceIsBuiltOnce() async throws {
        let container = Container.make()

        let serials = try await resolveConcurrently { container.sharedNumbered }.map(\.serial)

        #expect(serials.count == Self.taskCount)
        #expect(Set(serials) == [1])
        #expect(try container.serialNumbers().issued == 1)
    }

    @Test("a parent's container service resolved by 1,000 children at once is built once")
    func containerServiceIsBuiltOnceAcrossChildren() async throws {
        let parent = Container.make()

        let serials = try await resolveConcurrently { parent.makeChild().sharedNumbered }.map(\.serial)

        #expect(Set(serials) == [1])
        #expect(try parent.serialNumbers().issued == 1)
    }

    @Test("a transient service resolved by 1,000 tasks at once is 1,000 instances")
    func transientServiceIsDistinct() async throws {
        let container = Container.make()

        let serials = try await resolveConcurrently { container.transientNumbered }.map(\.serial)

        #expect(Set(serials) == Set(1...Self.taskCount))
    }

    @Test("1,000 tasks resolving the same chain of dependencies at once see no cycle")
    func concurrentChainsAreNoCycle() async throws {
        let container = Container.make()
        container.alpha.register { container throws(ResolutionError) in
            _ = try container.transientGreeter()
            _ = try container.sharedNumbered()
            return Alpha()
        }

        // Any false cycle would throw out of the group and fail the test.
        let resolved = try await resolveConcurrently { container.alpha }

        #expect(resolved.count == Self.taskCount)
        #expect(try container.serialNumbers().issued == Self.taskCount + 1)
    }

    /// Resolves once in each of `taskCount` child tasks the factory `factory` gives that task, and
    /// returns every instance (all kept alive together).
    private func resolveConcurrently<Service: Sendable>(
        _ factory: @escaping @Sendable () -> Factory<Service>
    ) async throws -> [Service] {
        try await withThrowingTaskGroup(of: Service.self) { group in
            for _ in 0..<Self.taskCount {
                group.addTask { try factory()() }
            }
            var resolved: [Service] = []
            for try await service in group {
                resolved.append(service)
            }
            return resolved
        }
    }
}
