/// The accounts a new home starts with, so the app can be tried at once (README lists them).
///
/// Their passwords are public by design; the records were derived once with PBKDF2 at 600,000
/// iterations and fixed salts, so seeding a home costs nothing at start-up.
enum DemoAccounts {
    /// The demo passwords, public by design (README and `--help` show them).
    static let passwords = [
        "ada@viper-auth.example": "analytical-engine",
        "grace@viper-auth.example": "compiler-1952",
    ]

    /// The demo accounts with password records at `iterations`: the precomputed ones at the
    /// product's 600,000, freshly derived ones otherwise (tests use a cheap count).
    static func accounts(passwordIterations iterations: Int) -> [Account] {
        guard iterations != precomputedIterations else { return accounts }
        return accounts.map { account in
            var cheaper = account
            cheaper.password = PasswordRecord.make(
                password: passwords[account.email] ?? "", iterations: iterations)
            return cheaper
        }
    }

    private static let precomputedIterations = 600_000

    static let accounts: [Account] = [
        Account(
            id: "usr_demo-ada", email: "ada@viper-auth.example", fullName: "Ada Lovelace",
            password: record(
                salt: "64656d6f2d73616c742d6164612d3031",
                key: "d696a31dc50098b8eb92978a5cad7046a4f9808a54d73feb574806d3c7ffa030"),
            memberships: [
                ActiveContext(
                    roleId: "role-teacher", roleName: "Teacher", schoolId: "school-north",
                    schoolName: "Northfield Primary", academicUnitId: "unit-north-y5",
                    academicUnitName: "Year 5",
                    permissions: ["grades:write", "attendance:write", "class:read"]),
                ActiveContext(
                    roleId: "role-head-of-maths", roleName: "Head of Mathematics", schoolId: "school-river",
                    schoolName: "Riverside Secondary", academicUnitId: "unit-river-maths",
                    academicUnitName: "Mathematics Department",
                    permissions: ["grades:write", "curriculum:write", "staff:read"]),
            ]),
        Account(
            id: "usr_demo-grace", email: "grace@viper-auth.example", fullName: "Grace Hopper",
            password: record(
                salt: "64656d6f2d73616c742d677261636531",
                key: "61a83433fd5da703f068367b6cb19ddfc8c73d5bc0337ed58d905f7d6c4a49c9"),
            memberships: [
                ActiveContext(
                    roleId: "role-student", roleName: "Student", schoolId: "school-river",
                    schoolName: "Riverside Secondary", academicUnitId: "unit-river-y11",
                    academicUnitName: "Year 11", permissions: ["grades:read", "timetable:read"])
            ]),
    ]

    /// The membership a self-signed-up account gets: a guest role at the demo school.
    static let newcomerMembership = ActiveContext(
        roleId: "role-guest", roleName: "Guest", schoolId: "school-river", schoolName: "Riverside Secondary",
        academicUnitId: "unit-river-visitors", academicUnitName: "Visitors", permissions: ["timetable:read"])

    private static func record(salt: String, key: String) -> PasswordRecord {
        PasswordRecord(
            salt: hexBytes(salt), iterations: precomputedIterations, derivedKey: SecretBytes(hexBytes(key)))
    }

    private static func hexBytes(_ hex: String) -> [UInt8] {
        var bytes: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            bytes.append(UInt8(hex[index..<next], radix: 16) ?? 0)
            index = next
        }
        return bytes
    }
}
