/// What a factory receives to build its dependencies.
package protocol Resolver: Sendable {
    /// The instance registered for `type` under `name`.
    func resolve<Service>(_ type: Service.Type, name: String?) throws(ResolutionError) -> Service
}

extension Resolver {
    /// The instance registered for `type` without a name.
    package func resolve<Service>(_ type: Service.Type) throws(ResolutionError) -> Service {
        try resolve(type, name: nil)
    }
}
