import AuthEngine

/// A signed-in session as the dashboard shows it: who, acting as which role in which school.
/// Tokens stay inside the engine.
package struct UserSession: Equatable, Sendable {
    /// Whose session it is: a profile's, or the stateless session, which has no profile.
    package let owner: SessionOwner
    /// The signed-in person's name.
    package let fullName: String
    /// The signed-in person's email.
    package let email: String
    /// The role the session acts in.
    package let roleName: String
    /// The school of that role.
    package let schoolName: String
    /// The class, department or year group within the school.
    package let academicUnitName: String
    /// What the active role may do.
    package let permissions: [String]
    /// When the current access token expires, in seconds since the epoch.
    package let expiresAt: Int64

    /// For test doubles and presenter tests; the app builds one from the engine's `AuthenticatedSession`.
    package init(
        owner: SessionOwner, fullName: String, email: String, roleName: String, schoolName: String,
        academicUnitName: String, permissions: [String], expiresAt: Int64
    ) {
        self.owner = owner
        self.fullName = fullName
        self.email = email
        self.roleName = roleName
        self.schoolName = schoolName
        self.academicUnitName = academicUnitName
        self.permissions = permissions
        self.expiresAt = expiresAt
    }

    init(_ session: AuthenticatedSession) {
        self.init(
            owner: session.profile.map { .profile(ProfileID(rawValue: $0.id)) } ?? .stateless,
            fullName: session.user.fullName,
            email: session.user.email,
            roleName: session.activeContext.roleName,
            schoolName: session.activeContext.schoolName,
            academicUnitName: session.activeContext.academicUnitName,
            permissions: session.activeContext.permissions,
            expiresAt: session.accessTokenExpiresAt)
    }
}
