/// How long a resolved instance lives.
public enum Scope: Sendable, Equatable {
    /// A new instance on every resolve.
    case transient
    /// One instance for the container (a singleton per container, shared by its children).
    case container
    /// The same instance while something else holds it; a new one after it is freed. Classes only.
    case weak
}
