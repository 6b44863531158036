import Interactors

// The wiring and decorator tests name profiles by literal ("prf_ada"), as the trace prints them.
extension ProfileID: ExpressibleByStringLiteral {
    /// The profile whose id is `value`.
    package init(stringLiteral value: String) {
        self.init(rawValue: value)
    }
}
