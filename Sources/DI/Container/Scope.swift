/// How long a resolved instance lives.
package enum Scope: Sendable, Equatable {
    /// A new instance on every resolve.
    case transient
    /// One instance for the container that registered it, shared with its children.
    case container
    /// The same instance while something else holds it, a new one after it is freed; a value
    /// type cannot be held weakly, so it is built on every resolve.
    case weak
}
