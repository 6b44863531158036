/// One service of the container, as a typed property: `container.engineHost()` builds or finds it,
/// `container.engineHost.register { … }` replaces how it is built (in a test, say).
///
/// A module asks for what it needs by reading such properties, so the compiler checks that every
/// service it asks for has a factory; the property's key path is the registration's identity, so
/// no string names a service.
package struct Factory<Service: Sendable> {
    let container: Container
    let key: KeyPath<Container, Factory<Service>>
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
