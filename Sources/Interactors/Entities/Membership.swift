import AuthEngine

/// One role at one school the account can act in, as the switch-context screen lists it.
package struct Membership: Equatable, Sendable {
    /// The position of the membership in the account's list; what a switch names.
    package let index: Int
    /// The role, such as `Teacher`.
    package let roleName: String
    /// The school of that role.
    package let schoolName: String
    /// The class, department or year group within the school; may be empty.
    package let academicUnitName: String
    /// True for the membership the session acts in now.
    package let isActive: Bool

    /// For test doubles and presenter tests; the app builds one from the engine's `ActiveContext`.
    package init(index: Int, roleName: String, schoolName: String, academicUnitName: String, isActive: Bool) {
        self.index = index
        self.roleName = roleName
        self.schoolName = schoolName
        self.academicUnitName = academicUnitName
        self.isActive = isActive
    }

    init(_ context: ActiveContext, index: Int, isActive: Bool) {
        self.init(
            index: index, roleName: context.roleName, schoolName: context.schoolName,
            academicUnitName: context.academicUnitName, isActive: isActive)
    }
}
