/// Why the container could not build a service.
///
/// A service without a factory does not compile, so the one failure left is a cycle: a factory
/// that needs, through its dependencies, what it is building.
package enum ResolutionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Building a service needed itself; `path` lists the factories from the first to the repeat.
    case cycle(path: [String])

    /// A sentence naming the cycle, for the developer who wired it.
    package var description: String {
        switch self {
        case .cycle(let path): "dependency cycle: \(path.joined(separator: " -> "))"
        }
    }
}
