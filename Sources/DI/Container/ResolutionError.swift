/// Why the container could not build a service; each case explains itself.
package enum ResolutionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Nothing is registered for `type` under `name`, here or in a parent container.
    case notRegistered(type: String, name: String?)
    /// Building a service needed itself; `path` lists the services from the first to the repeat.
    case cycle(path: [String])

    /// A sentence naming what is missing or circular.
    package var description: String {
        switch self {
        case .notRegistered(let type, let name):
            "nothing is registered for \(ServiceKey.describe(type: type, name: name))"
        case .cycle(let path):
            "dependency cycle: \(path.joined(separator: " -> "))"
        }
    }
}
