import Synchronization

/// A small dependency-injection container: register factories by type and optional name, resolve
/// them with a scope, override one registration in a child.
///
/// Concurrency: the container is `Sendable`. Its tables live behind a `Mutex`, which is never held
/// while a factory runs, so factories may resolve their own dependencies. Two threads that resolve
/// a `.container` service at once may both run its factory; the first stored instance wins and
/// both get it. Cycles are found per resolve chain (a task-local path), not globally, so
/// concurrent resolves of the same service are not mistaken for a cycle.
public final class Container: Resolver {
    private struct Registration: Sendable {
        let scope: Scope
        let factory: @Sendable (any Resolver) throws(ResolutionError) -> any Sendable
    }

    private final class WeakBox: @unchecked Sendable {
        // Set once in init and only read afterwards (under the container's mutex).
        weak var instance: (AnyObject & Sendable)?
        init(_ instance: AnyObject & Sendable) { self.instance = instance }
    }

    private struct State: ~Copyable {
        var registrations: [ServiceKey: Registration] = [:]
        var singletons: [ServiceKey: any Sendable] = [:]
        var weakInstances: [ServiceKey: WeakBox] = [:]
    }

    private let parent: Container?
    private let state = Mutex(State())

    @TaskLocal private static var resolving: [ServiceKey] = []

    /// An empty container; a child (`parent` given) falls back to its parent for what it lacks.
    public init(parent: Container? = nil) {
        self.parent = parent
    }

    /// A child container: registrations made in it override the parent's, the rest are shared.
    public func makeChild() -> Container {
        Container(parent: self)
    }

    /// Registers `factory` for `type` under `name`, replacing an earlier registration of that key.
    public func register<Service: Sendable>(
        _ type: Service.Type, name: String? = nil, scope: Scope = .transient,
        factory: @escaping @Sendable (any Resolver) throws(ResolutionError) -> Service
    ) {
        let key = ServiceKey(type, name: name)
        let registration = Registration(scope: scope) { resolver throws(ResolutionError) in
            try factory(resolver)
        }
        state.withLock { state in
            state.registrations[key] = registration
            state.singletons[key] = nil
            state.weakInstances[key] = nil
        }
    }

    /// Registers an instance made elsewhere (such as the terminal) as a `.container` service.
    public func register<Service: Sendable>(instance: Service, as type: Service.Type, name: String? = nil) {
        register(type, name: name, scope: .container) { _ in instance }
    }

    /// The instance registered for `type` under `name`, built by its factory as its scope says.
    public func resolve<Service>(_ type: Service.Type, name: String?) throws(ResolutionError) -> Service {
        let key = ServiceKey(type, name: name)
        let value = try resolve(key, requestedBy: self)
        guard let service = value as? Service else {
            throw .typeMismatch(type: key.typeName, name: name)
        }
        return service
    }

    /// Resolves `key` here or in a parent; `requester` is the container the resolve started in,
    /// so a parent's factory still sees the child's overrides of its dependencies.
    private func resolve(_ key: ServiceKey, requestedBy requester: Container) throws(ResolutionError)
        -> any Sendable
    {
        guard let registration = state.withLock({ $0.registrations[key] }) else {
            guard let parent else { throw .notRegistered(type: key.typeName, name: key.name) }
            return try parent.resolve(key, requestedBy: requester)
        }
        switch registration.scope {
        case .transient:
            return try build(key, registration, resolver: requester)
        case .container:
            if let existing = state.withLock({ $0.singletons[key] }) { return existing }
            let made = try build(key, registration, resolver: requester)
            return state.withLock { state in
                if let winner = state.singletons[key] { return winner }
                state.singletons[key] = made
                return made
            }
        case .weak:
            if let existing = state.withLock({ $0.weakInstances[key]?.instance }) { return existing }
            let made = try build(key, registration, resolver: requester)
            // Only a class instance can be held weakly; a value is simply built each time.
            guard type(of: made) is AnyClass else { return made }
            // The value was `any Sendable` and is a class reference, so it is an `AnyObject & Sendable`;
            // the two existentials share one layout (Sendable is a marker without a witness table).
            let object = unsafeBitCast(made as AnyObject, to: (AnyObject & Sendable).self)
            state.withLock { $0.weakInstances[key] = WeakBox(object) }
            return made
        }
    }

    private func build(_ key: ServiceKey, _ registration: Registration, resolver: Container)
        throws(ResolutionError) -> any Sendable
    {
        let path = Self.resolving
        if path.contains(key) {
            throw .cycle(path: (path + [key]).map(\.description))
        }
        do {
            return try Self.$resolving.withValue(path + [key]) { () throws(ResolutionError) -> any Sendable in
                try registration.factory(resolver)
            }
        } catch let error as ResolutionError {
            throw error
        } catch {
            throw .notRegistered(type: key.typeName, name: key.name)
        }
    }
}
