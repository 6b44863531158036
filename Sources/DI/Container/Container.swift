import Interactors
import Views

/// The composition root's container: the app's three inputs (the settings from the command line,
/// the tracer, the terminal) and, as typed properties, a `Factory` for every service built from
/// them: an extension per shared layer (`Container+Engine`, `+Views`, `+Router`, `+Commands`) and
/// one per module beside its builder (`Modules/<Module>/Container+<Module>.swift`), as the example
/// app's `AppAssembly` combines one assembly per part.
///
/// Why a container at all: each module's builder names what it needs and nothing else, and the
/// one place that knows how each service is made is here; a test overrides one registration
/// (`container.dashboardInteractor.register { _ in spy }`) and every module built afterwards gets
/// it. Why typed properties: a module can only ask for a service that has a factory, because
/// asking is reading a property, so a wiring mistake is a compile error, not a start-up one.
///
/// Scopes. Each factory says how long what it builds lives (`Scope`): built on every resolve,
/// once per container, or while something else holds it.
///
/// Child containers. `makeChild()` gives a container that shares the inputs and falls back to its
/// parent for what it does not register itself. A `.container` or `.weak` service lives in the
/// container whose registration built it and resolves its dependencies there, so a shared instance
/// never depends on which child asked first; a `.transient` one resolves through the container the
/// resolve started in, so a child's override reaches into the parent's transient factories.
///
/// Concurrency. A container and its children share one recursive lock, held from the start of a
/// resolve or a registration to its end: a `.container` factory runs once however many tasks
/// resolve it at once, a factory may resolve its own dependencies on the same thread, and cycle
/// detection follows one resolve at a time. The price: resolves are serialised, and a factory must
/// only build, never wait for work that resolves from the same container.
///
/// Cycles. A resolve that needs itself (the same factory through the same container) throws
/// `ResolutionError.cycle` with the path, `a -> b -> a`, instead of overflowing the stack.
package final class Container: @unchecked Sendable {
    // @unchecked: every stored `var` below (and `Hierarchy.path`) is read and written only while
    // holding `hierarchy.lock`; the `let`s are immutable and Sendable. What the dictionaries keep
    // as `Any` was built by a factory of a `Sendable` service.

    /// The settings the command line chose: home, environment, `--server`.
    package let settings: EngineSettings
    /// Where `--trace` writes; `Tracer.disabled` without it.
    package let tracer: Tracer
    /// The console every view prints to and reads from (a scripted one in tests).
    package let terminal: any Terminal

    private let parent: Container?
    private let hierarchy: Hierarchy
    private var registrations: [FactoryKey: ErasedRegistration] = [:]
    private var instances: [FactoryKey: any BuiltService] = [:]
    private var weakInstances: [FactoryKey: WeakReference] = [:]

    /// A container over the app's three inputs; nothing is built until resolved.
    package init(settings: EngineSettings, tracer: Tracer, terminal: any Terminal) {
        self.settings = settings
        self.tracer = tracer
        self.terminal = terminal
        parent = nil
        hierarchy = Hierarchy()
    }

    private init(parent: Container) {
        settings = parent.settings
        tracer = parent.tracer
        terminal = parent.terminal
        self.parent = parent
        hierarchy = parent.hierarchy
    }

    /// A child container: registrations made in it override the parent's, the rest are shared.
    package func makeChild() -> Container {
        Container(parent: self)
    }

    /// The factory of the property that calls it: the property's own, or one a container
    /// registered over it. Each `Factory` property of an extension returns this; `name`, filled in
    /// by the compiler with the property's name, is how a cycle's path shows it and, with the
    /// service's type, the registration's identity (`FactoryKey`): Swift allows one property of a
    /// name on `Container`, so no two factories share one, and no name is written by hand. (A key
    /// path would serve as well, but instantiating one per service at its first use cost about
    /// 0.15 ms of every start.)
    package func factory<Service: Sendable>(
        scope: Scope = .transient, name: String = #function,
        _ make: @escaping @Sendable (Container) throws(ResolutionError) -> Service
    ) -> Factory<Service> {
        Factory(container: self, name: name, scope: scope, make: make)
    }

    /// Replaces what `key` builds, here and in this container's children, and drops the instance
    /// it kept.
    func register<Service: Sendable>(
        _ key: FactoryKey, scope: Scope,
        _ make: @escaping @Sendable (Container) throws(ResolutionError) -> Service
    ) {
        hierarchy.lock.withLock {
            registrations[key] = Registration<Service>(scope: scope, make: make).erased
            instances[key] = nil
            weakInstances[key] = nil
        }
    }

    /// What `factory` builds, from the registration nearest this container or from the factory's
    /// own closure, kept as its scope says.
    func resolve<Service: Sendable>(_ factory: Factory<Service>) throws(ResolutionError) -> Service {
        try hierarchy.lock.withLock { () throws(ResolutionError) -> Service in
            let (owner, registration) =
                registered(factory.key)
                ?? (root, Registration<Service>(scope: factory.scope, make: factory.make).erased)
            // The one type-erasing point: a registration under `factory.key` was made from a
            // closure returning `Service` (the key's type says so), so what it built comes back as
            // `Built<Service>`, found by one exact type check (an `as?` from `Any` to a protocol
            // type would search the binary's conformance records at each service's first resolve,
            // which at start-up cost more than the rest of building the router). Should it not,
            // the instance is built again rather than trusted.
            let built = try owner.instance(
                of: factory.key, named: factory.name, registration, requestedFrom: self)
            if let service = built as? Built<Service> { return service.service }
            return try factory.make(self)
        }
    }

    private var root: Container { parent?.root ?? self }

    /// The registration of `key` nearest this container, and the container holding it.
    private func registered(_ key: FactoryKey) -> (Container, ErasedRegistration)? {
        if let registration = registrations[key] { return (self, registration) }
        return parent?.registered(key)
    }

    private func instance(
        of key: FactoryKey, named name: String, _ registration: ErasedRegistration,
        requestedFrom requester: Container
    ) throws(ResolutionError) -> any BuiltService {
        switch registration.scope {
        case .transient:
            return try build(key, named: name, registration, resolvingThrough: requester)
        case .container:
            if let instance = instances[key] { return instance }
            let instance = try build(key, named: name, registration, resolvingThrough: self)
            instances[key] = instance
            return instance
        case .weak:
            if let object = weakInstances[key]?.object, let kept = registration.rebuilt(object) {
                return kept
            }
            let instance = try build(key, named: name, registration, resolvingThrough: self)
            if let object = instance.object { weakInstances[key] = WeakReference(object: object) }
            return instance
        }
    }

    private func build(
        _ key: FactoryKey, named name: String, _ registration: ErasedRegistration,
        resolvingThrough resolver: Container
    ) throws(ResolutionError) -> any BuiltService {
        let frame = Frame(key: key, resolver: ObjectIdentifier(resolver), name: name)
        if let start = hierarchy.path.firstIndex(of: frame) {
            throw .cycle(path: (hierarchy.path[start...] + [frame]).map(\.name))
        }
        hierarchy.path.append(frame)
        defer { hierarchy.path.removeLast() }
        return try registration.make(resolver)
    }

    /// How to build one service of type `Service`, and how long it lives.
    private struct Registration<Service: Sendable> {
        let scope: Scope
        let make: @Sendable (Container) throws(ResolutionError) -> Service

        /// The registration as the container keeps it, whatever its type.
        var erased: ErasedRegistration {
            ErasedRegistration(
                scope: scope,
                make: { [make] container throws(ResolutionError) in Built(service: try make(container)) },
                // A `.weak` service's kept object came from `make`, so it is a `Service`; should
                // it not be, the container builds the service again rather than trust it.
                rebuilt: { object in (object as? Service).map { Built(service: $0) } })
        }
    }

    /// How to build one service, whatever its type, and how long it lives.
    private struct ErasedRegistration {
        let scope: Scope
        let make: @Sendable (Container) throws(ResolutionError) -> any BuiltService
        /// A `.weak` service's kept object, as `make` returns it; nil should it not be one.
        let rebuilt: @Sendable (AnyObject) -> (any BuiltService)?
    }

    /// A service as its factory returned it, under its registered type.
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
    /// the factory will do, so meeting it again within one resolve is a cycle. `name` is only how
    /// the cycle's path shows it.
    private struct Frame: Equatable {
        let key: FactoryKey
        let resolver: ObjectIdentifier
        let name: String

        static func == (left: Frame, right: Frame) -> Bool {
            left.key == right.key && left.resolver == right.resolver
        }
    }

    /// What a container shares with all its children: the lock, and the resolve in progress.
    private final class Hierarchy {
        let lock = RecursiveLock()
        var path: [Frame] = []
    }
}

/// What a container keeps of a built service, whatever its type.
private protocol BuiltService {
    /// The instance as a class reference, or nil for a value, which cannot be held weakly.
    var object: AnyObject? { get }
}
