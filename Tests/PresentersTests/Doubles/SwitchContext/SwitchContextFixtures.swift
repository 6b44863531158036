import Interactors

/// Ada's memberships, and her session after switching, for the SwitchContext presenter tests.
enum SwitchContextFixtures {
    /// The active membership.
    static let teacher = Membership(
        index: 0, roleName: "Teacher", schoolName: "Northfield Primary", academicUnitName: "Year 5",
        isActive: true)
    /// The other one.
    static let head = Membership(
        index: 1, roleName: "Head of Mathematics", schoolName: "Riverside Secondary",
        academicUnitName: "Mathematics Department", isActive: false)
    /// The session a switch to `head` answers.
    static let asHead = UserSession(
        owner: .profile(.ada), fullName: "Ada Lovelace", email: "ada@viper-auth.example",
        roleName: "Head of Mathematics", schoolName: "Riverside Secondary",
        academicUnitName: "Mathematics Department", permissions: ["staff:read"], expiresAt: 1_800_000_900)
}
