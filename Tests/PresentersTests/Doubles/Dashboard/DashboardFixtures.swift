import Interactors

/// The sessions the Dashboard presenter tests share.
enum DashboardFixtures {
    /// Ada's session, as a teacher.
    static let teacher = UserSession(
        owner: .profile(.ada), fullName: "Ada Lovelace", email: "ada@viper-auth.example", roleName: "Teacher",
        schoolName: "Northfield Primary", academicUnitName: "Year 5", permissions: ["class:read"],
        expiresAt: 1_800_000_600)
    /// A stateless session, kept by no profile.
    static let visitor = UserSession(
        owner: .stateless, fullName: "Grace Hopper", email: "grace@viper-auth.example", roleName: "Student",
        schoolName: "Riverside Secondary", academicUnitName: "Year 11", permissions: [], expiresAt: 0)
}
