/// One service of the container, as a typed property: `container.engineHost()` builds or finds it,
/// `container.engineHost.register { … }` replaces how it is built (in a test, say).
///
/// A module asks for what it needs by reading such properties, so the compiler checks that every
/// service it asks for has a factory; the property's name (as the compiler writes it, `#function`)
/// and its service's type are the registration's identity (`FactoryKey`).
package struct Factory<Service: Sendable> {
    let container: Container
    /// The registration's identity.
    var key: FactoryKey { FactoryKey(name: name, service: ObjectIdentifier(Service.self)) }
    /// The property's name, as a cycle's path shows it.
    let name: String
    let scope: Scope
    let make: @Sendable (Container) throws(ResolutionError) -> Service

    /// The service, built or kept as its scope says, or the registration that replaced it.
    package func callAsFunction() throws(ResolutionError) -> Service {
        try container.resolve(self)
    }

    /// Builds the service with `make` from now on, in this container and its children, kept as
    /// `scope` says (the factory's own scope unless given).
    package func register(
        scope: Scope? = nil, _ make: @escaping @Sendable (Container) throws(ResolutionError) -> Service
    ) {
        container.register(key, scope: scope ?? self.scope, make)
    }
}

/// A registration's identity: the name of the `Container` property that declares its factory, and
/// the type of the service it builds (a property's name is unique on `Container`; the type keeps
/// two modules' properties of the same name apart).
struct FactoryKey: Hashable {
    let name: String
    let service: ObjectIdentifier
}
