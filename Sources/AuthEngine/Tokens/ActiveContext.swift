/// The role and school a user is acting in, carried in the access token as `active_context`.
package struct ActiveContext: Sendable, Equatable, Codable {
    /// `role_id`.
    package var roleId: String
    /// `role_name`, for display.
    package var roleName: String
    /// `school_id`.
    package var schoolId: String
    /// `school_name`, for display.
    package var schoolName: String
    /// `academic_unit_id`.
    package var academicUnitId: String
    /// `academic_unit_name`, for display.
    package var academicUnitName: String
    /// What the role may do in this context.
    package var permissions: [String]

    /// Creates a context.
    package init(
        roleId: String, roleName: String, schoolId: String, schoolName: String,
        academicUnitId: String, academicUnitName: String, permissions: [String]
    ) {
        self.roleId = roleId
        self.roleName = roleName
        self.schoolId = schoolId
        self.schoolName = schoolName
        self.academicUnitId = academicUnitId
        self.academicUnitName = academicUnitName
        self.permissions = permissions
    }

    enum CodingKeys: String, CodingKey {
        case roleId = "role_id"
        case roleName = "role_name"
        case schoolId = "school_id"
        case schoolName = "school_name"
        case academicUnitId = "academic_unit_id"
        case academicUnitName = "academic_unit_name"
        case permissions
    }

    init(json members: [String: JSONValue]) throws(JWTError) {
        self.init(
            roleId: try members.requiredString(CodingKeys.roleId.rawValue),
            roleName: try members.requiredString(CodingKeys.roleName.rawValue),
            schoolId: try members.requiredString(CodingKeys.schoolId.rawValue),
            schoolName: try members.requiredString(CodingKeys.schoolName.rawValue),
            academicUnitId: try members.requiredString(CodingKeys.academicUnitId.rawValue),
            academicUnitName: try members.requiredString(CodingKeys.academicUnitName.rawValue),
            permissions: try members.requiredStringArray(CodingKeys.permissions.rawValue)
        )
    }

    func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key(CodingKeys.roleId.rawValue)
        writer.string(roleId)
        writer.key(CodingKeys.roleName.rawValue)
        writer.string(roleName)
        writer.key(CodingKeys.schoolId.rawValue)
        writer.string(schoolId)
        writer.key(CodingKeys.schoolName.rawValue)
        writer.string(schoolName)
        writer.key(CodingKeys.academicUnitId.rawValue)
        writer.string(academicUnitId)
        writer.key(CodingKeys.academicUnitName.rawValue)
        writer.string(academicUnitName)
        writer.key(CodingKeys.permissions.rawValue)
        writer.stringArray(permissions)
        writer.endObject()
    }
}
