/// What the next route's module needs to know: the profile it is about, and a notice to show first.
public struct RouteContext: Equatable, Sendable {
    /// The profile the next module works on, when there is one; the dashboard without one shows
    /// the stateless session.
    public var profileId: String?
    /// A sentence the next module shows first, such as why the person was logged out.
    public var notice: String?

    /// Creates a context.
    public init(profileId: String? = nil, notice: String? = nil) {
        self.profileId = profileId
        self.notice = notice
    }
}
