/// A small dependency-injection container: register factories by type and optional name, resolve
/// them in a scope, override single registrations in a child container.
///
/// Which container builds what. A child looks a key up in itself first, then in its parents.
/// - A `.transient` service is built for one resolve, so its factory resolves its dependencies
///   through the container the resolve started in: a child's override reaches into a parent's
///   transient factories (a test overrides the terminal, and the parent's modules print to it).
/// - A `.container` or `.weak` service is shared by the container that registered it and all its
///   children, so it is built through that container and sees only its registrations and its
///   parents': a shared instance must not depend on which child happened to ask for it first.
///   To give a child its own, register the service again in the child.
///
/// Concurrency. The container is `Sendable`: a container and all its children share one recursive
/// lock, and every registration and every resolve holds it from start to finish. So a `.container`
/// factory runs once however many tasks resolve it at once, cycle detection follows one resolve at
/// a time (concurrent resolves of one service are never mistaken for a cycle), and a factory may
/// resolve its dependencies on the same thread. The price: resolves are serialised, and a factory
/// must only build, never wait for other work that resolves from the same container.
///
/// Cycles. A resolve that needs itself (the same key through the same container) throws
/// `ResolutionError.cycle` with the path, `A -> B -> A`, instead of overflowing the stack.
package final class Container: Resolver, @unchecked Sendable {
    // @unchecked: every stored `var` below (and `Hierarchy.path`) is read and written only while
    // holding `hierarchy.lock`; the `let`s are immutable.

    private struct Registration {
        let scope: Scope
        let factory: @Sendable (any Resolver) throws(ResolutionError) -> any BuiltService
        /// A `.weak` service's kept object, as what `factory` returns.
        let rebuilt: @Sendable (AnyObject) -> any BuiltService
    }

    /// A service as its factory returned it, under its registered type: `resolve` takes it back
    /// out by checking that one concrete type. Storing the bare `Any` would make every first
    /// resolve of a protocol-typed service search the binary's conformance records to cast it back,
    /// and together those searches were a visible part of the app's start.
    private struct Built<Service>: BuiltService {
        let service: Service

        var object: AnyObject? {
            // Only a class instance can be held weakly; a value is built on every resolve.
            type(of: service as Any) is AnyClass ? service as AnyObject : nil
        }
    }

    /// A `.weak` service's instance, kept only while something else holds it.
    private struct WeakReference {
        weak var object: AnyObject?
    }

    /// A service being built, and the container its factory resolves through; the pair fixes what
    /// the factory will do, so meeting it again within one resolve is a cycle.
    private struct Frame: Equatable {
        let key: ServiceKey
        let resolver: ObjectIdentifier
    }

    /// What a container shares with all its children: the lock, and the resolve in progress.
    private final class Hierarchy {
        let lock = RecursiveLock()
        var path: [Frame] = []
    }

    private let parent: Container?
    private let hierarchy: Hierarchy
    private var registrations: [ServiceKey: Registration] = [:]
    private var sharedInstances: [ServiceKey: any BuiltService] = [:]
    private var weakInstances: [ServiceKey: WeakReference] = [:]

    /// An empty container; a child (`parent` given) falls back to its parent for what it lacks.
    package init(parent: Container? = nil) {
        self.parent = parent
        hierarchy = parent?.hierarchy ?? Hierarchy()
    }

    /// A child container: registrations made in it override the parent's, the rest are shared.
    package func makeChild() -> Container {
        Container(parent: self)
    }

    /// Registers `factory` for `type` under `name`, replacing an earlier registration of that key
    /// in this container (and the instance it kept, if any).
    package func register<Service: Sendable>(
        _ type: Service.Type, name: String? = nil, scope: Scope = .transient,
        factory: @escaping @Sendable (any Resolver) throws(ResolutionError) -> Service
    ) {
        let key = ServiceKey(type, name: name)
        let registration = Registration(
            scope: scope,
            factory: { resolver throws(ResolutionError) in Built(service: try factory(resolver)) },
            // The object came from this factory, so it is a `Service`.
            rebuilt: { object in Built(service: object as! Service) })
        hierarchy.lock.withLock {
            registrations[key] = registration
            sharedInstances[key] = nil
            weakInstances[key] = nil
        }
    }

    /// Registers an instance made elsewhere (such as the terminal) as a `.container` service.
    package func register<Service: Sendable>(instance: Service, as type: Service.Type, name: String? = nil) {
        register(type, name: name, scope: .container) { _ in instance }
    }

    /// The instance registered for `type` under `name`, built by its factory as its scope says.
    package func resolve<Service>(_ type: Service.Type, name: String?) throws(ResolutionError) -> Service {
        let key = ServiceKey(type, name: name)
        let instance = try hierarchy.lock.withLock { () throws(ResolutionError) -> any BuiltService in
            try resolve(key, requestedFrom: self)
        }
        // The key is `Service`'s identity, and only a factory returning `Service` is stored under it.
        return (instance as! Built<Service>).service
    }

    private func resolve(
        _ key: ServiceKey, requestedFrom requester: Container
    ) throws(ResolutionError) -> any BuiltService {
        guard let registration = registrations[key] else {
            guard let parent else { throw .notRegistered(type: key.typeName, name: key.name) }
            return try parent.resolve(key, requestedFrom: requester)
        }
        switch registration.scope {
        case .transient:
            return try build(key, registration, resolvingThrough: requester)
        case .container:
            if let instance = sharedInstances[key] { return instance }
            let instance = try build(key, registration, resolvingThrough: self)
            sharedInstances[key] = instance
            return instance
        case .weak:
            if let object = weakInstances[key]?.object { return registration.rebuilt(object) }
            let instance = try build(key, registration, resolvingThrough: self)
            if let object = instance.object { weakInstances[key] = WeakReference(object: object) }
            return instance
        }
    }

    private func build(_ key: ServiceKey, _ registration: Registration, resolvingThrough resolver: Container)
        throws(ResolutionError) -> any BuiltService
    {
        let frame = Frame(key: key, resolver: ObjectIdentifier(resolver))
        if let start = hierarchy.path.firstIndex(of: frame) {
            throw .cycle(path: (hierarchy.path[start...] + [frame]).map(\.key.description))
        }
        hierarchy.path.append(frame)
        defer { hierarchy.path.removeLast() }
        return try registration.factory(resolver)
    }
}

/// What a container keeps of a built service, whatever its type.
private protocol BuiltService {
    /// The instance as a class reference, or nil for a value, which cannot be held weakly.
    var object: AnyObject? { get }
}
