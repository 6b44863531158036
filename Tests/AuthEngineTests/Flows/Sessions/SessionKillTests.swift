import Glibc
import TestSupport
import Testing

@testable import AuthEngine

/// A session is three items (token, user, context) committed as one document, so a `kill -9` at
/// any instant of a save or a logout leaves the old complete session or the new one, never a mix.
@Suite("Saving a session survives kill -9 at any instant")
struct SessionKillTests {
    static let target = "prf_target"
    static let first = StoredSession.sample("first", role: "Teacher")
    static let second = StoredSession.sample("second", role: "Student")

    /// A device directory holding the two sessions the writer copies, under their own profiles.
    private func preparedDevice(in temporary: String) throws -> String {
        let directory = temporary + "/device"
        let device = DeviceStore(store: try SecureFileStore(directory: directory))
        try device.saveSession(Self.first, profileId: "prf_first")
        try device.saveSession(Self.second, profileId: "prf_second")
        return directory
    }

    private func writer(on directory: String, rounds: Int) throws -> ChildProcess {
        try ChildProcess(
            executable: ChildProcess.builtExecutablePath(named: "SessionWriter"),
            arguments: [directory, Self.target, "prf_first", "prf_second", String(rounds)],
            readingOutput: true)
    }

    @Test("the writer left to finish leaves the second session: it writes what the kill test expects")
    func writerFinishes() throws {
        try withTemporaryDirectory { temporary in
            let directory = try preparedDevice(in: temporary)
            let process = try writer(on: directory, rounds: 3)

            #expect(process.readLine() == "ready")
            #expect(try process.waitForExit() == 0)
            let device = DeviceStore(store: try SecureFileStore(directory: directory))
            #expect(try device.session(profileId: Self.target) == Self.second)
        }
    }

    @Test("killed at random points of saves and logouts, the store always loads a complete session or none")
    func killedAtRandomPoints() throws {
        try withTemporaryDirectory { temporary in
            let directory = try preparedDevice(in: temporary)
            var seen: [String: Int] = [:]
            for kill in 1...40 {
                let process = try writer(on: directory, rounds: 1_000_000)
                // Killed only once it is saving, so every kill lands inside a save or a logout.
                try #require(process.readLine() == "ready", "the writer did not start saving")
                let delay = UInt32.random(in: 0..<25_000)
                usleep(delay)
                process.killAbruptly()
                #expect(try process.waitForExit() == 128 + SIGKILL)

                let reopened = DeviceStore(store: try SecureFileStore(directory: directory))
                let loaded: StoredSession?
                do {
                    loaded = try reopened.session(profileId: Self.target)
                } catch {
                    Issue.record("kill \(kill) after \(delay) µs left an unreadable session: \(error)")
                    continue
                }
                switch loaded {
                case nil: seen["none", default: 0] += 1
                case Self.first?: seen["first", default: 0] += 1
                case Self.second?: seen["second", default: 0] += 1
                case let mixed?:
                    Issue.record("kill \(kill) after \(delay) µs left a mixed session: \(mixed.user.email)")
                }
                #expect(
                    try FileInspection.fileNames(in: directory).filter { $0.contains(".tmp-") } == [],
                    "opening the store removes the temporary file of the killed write")
            }
            #expect(seen.values.reduce(0, +) == 40)
            let device = DeviceStore(store: try SecureFileStore(directory: directory))
            #expect(try device.session(profileId: "prf_first") == Self.first)
            #expect(try device.session(profileId: "prf_second") == Self.second)
        }
    }
}

extension StoredSession {
    /// A session whose three items all differ from another tag's, so any mixture is visible.
    static func sample(_ tag: String, role: String) -> StoredSession {
        let context = ActiveContext(
            roleId: "rol_\(tag)", roleName: role, schoolId: "sch_\(tag)", schoolName: "School \(tag)",
            academicUnitId: "unt_\(tag)", academicUnitName: "Unit \(tag)", permissions: ["read:\(tag)"])
        return StoredSession(
            tokens: TokenBundle(
                accessToken: "access-\(tag)", accessTokenExpiresAt: 1_800_000_900,
                refreshToken: "refresh-\(tag)",
                idToken: "id-\(tag)", sessionExpiresAt: 1_802_592_000),
            user: UserInfo(
                UserInfoBody(
                    userId: "usr_\(tag)", email: "\(tag)@example.org", fullName: "User \(tag)",
                    memberships: [context], activeContextIndex: 0)),
            context: context)
    }
}
