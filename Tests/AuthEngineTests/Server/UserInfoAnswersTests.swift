import Testing

@testable import AuthEngine

/// `GET /v1/auth/me` answers from its encoded bodies (`UserInfoAnswers`): the same bytes as
/// encoding afresh, and a new encoding as soon as the account or the session's context changes.
@Suite("The encoded answers of GET /v1/auth/me")
struct UserInfoAnswersTests {
    private static func user(_ id: String, name: String = "Ada", contextIndex: Int = 0) -> UserInfoBody {
        UserInfoBody(
            userId: id, email: id + "@example.org", fullName: name,
            memberships: [
                ActiveContext(
                    roleId: "teacher", roleName: "Teacher", schoolId: "s1", schoolName: "North",
                    academicUnitId: "u1", academicUnitName: "Year 5", permissions: ["read"]),
                ActiveContext(
                    roleId: "head", roleName: "Head", schoolId: "s2", schoolName: "South",
                    academicUnitId: "u2", academicUnitName: "Year 6", permissions: ["read", "write"]),
            ], activeContextIndex: contextIndex)
    }

    @Test("a kept body is the encoding of the user asked for, never of an earlier version of them")
    func keptBodiesFollowTheUser() throws {
        let answers = UserInfoAnswers()
        let first = Self.user("usr_1")
        let renamed = Self.user("usr_1", name: "Ada Lovelace")
        let switched = Self.user("usr_1", name: "Ada Lovelace", contextIndex: 1)

        #expect(answers.body(of: first) == WireCoding.encode(first))
        #expect(answers.body(of: first) == WireCoding.encode(first))
        #expect(answers.body(of: renamed) == WireCoding.encode(renamed))
        #expect(answers.body(of: switched) == WireCoding.encode(switched))
        #expect(answers.body(of: first) == WireCoding.encode(first))
        let decoded = try #require(WireCoding.decode(UserInfoBody.self, from: answers.body(of: switched)))
        #expect(decoded == switched)
        #expect(answers.count == 1)
    }

    @Test("at most `capacity` users are kept, and every answer stays right beyond it")
    func bounded() {
        let answers = UserInfoAnswers()
        for number in 0...UserInfoAnswers.capacity {
            let user = Self.user("usr_\(number)")
            #expect(answers.body(of: user) == WireCoding.encode(user))
        }
        #expect(answers.count <= UserInfoAnswers.capacity)
        #expect(answers.count >= 1)
        let early = Self.user("usr_0")
        #expect(answers.body(of: early) == WireCoding.encode(early))
    }

    @Test("after a context switch, GET /v1/auth/me answers the new context at once")
    func contextSwitchSeen() async throws {
        let (harness, token) = try await StatelessSessionTests.signedInAsDemoTeacher()
        defer { harness.removeHome() }

        func me() async throws -> UserInfoBody {
            let response = await harness.serverResponse(.get, "/v1/auth/me", bearer: token)
            #expect(response.status == 200)
            return try #require(WireCoding.decode(UserInfoBody.self, from: response.body))
        }
        let before = try await me()
        let switched = await harness.serverResponse(
            .post, "/v1/auth/context", bearer: token,
            body: WireCoding.encode(SwitchContextBody(contextIndex: 1)))
        let after = try await me()

        #expect(before.activeContextIndex == 0)
        #expect(switched.status == 200)
        #expect(after.activeContextIndex == 1)
        #expect(after.memberships == before.memberships)
    }
}
