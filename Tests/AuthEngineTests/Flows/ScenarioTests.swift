import AuthEngine
import Glibc
import TestSupport
import Testing

/// The journey the issue names, end to end through the real server, one step after another.
@Suite("Scripted scenario")
struct ScenarioTests {
    @Test(
        "sign up → register → 2 wrong PINs → right PIN → refresh → switch context → push → change PIN → log out → 3 wrong PINs"
    )
    func wholeJourney() async throws {
        var configuration = ServerConfiguration.forTesting
        configuration.seedsDemoAccounts = true
        let harness = try EngineHarness(configuration: configuration)
        defer { harness.removeHome() }
        let client = harness.client

        // Sign up (a new account) …
        let newcomer = try await harness.signUpAndRegister(email: "lin@example.org")
        #expect(newcomer.user.fullName == "Lin Example")
        // … and register the demo teacher, who has two memberships, with a PIN.
        let registered = try await client.registerWithCredentials(
            email: "ada@viper-auth.example", password: "analytical-engine",
            responder: ScriptedResponder(answering: TestAccount.pin))
        let profile = try #require(registered.profile)
        #expect(registered.activeContext.schoolName == "Northfield Primary")

        // Two wrong PINs (2 left, then 1), then the right one.
        let login = ScriptedResponder(answering: "11111", "22222", TestAccount.pin)
        let session = try await client.authenticate(profileId: profile.id, responder: login)
        #expect(
            login.received == [
                .pin(previousFailures: 0, remaining: 3), .pin(previousFailures: 1, remaining: 2),
                .pin(previousFailures: 2, remaining: 1),
            ])

        // Refresh: near expiry, the next resource call renews the access token first.
        harness.clock.advance(by: session.accessTokenExpiresAt - harness.clock.now - 30)
        let me = try await client.me(profileId: profile.id)
        #expect(me.email == "ada@viper-auth.example")
        let refreshed = try await client.currentSession(profileId: profile.id)
        #expect(refreshed.accessTokenExpiresAt > session.accessTokenExpiresAt)

        // Switch context: a new access token carries the other school.
        let switched = try await client.switchContext(profileId: profile.id, to: 1)
        #expect(switched.activeContext.schoolName == "Riverside Secondary")
        #expect(
            try await client.currentSession(profileId: profile.id).activeContext == switched.activeContext)

        // Push: enroll, a request is queued (as `viper-auth push` would), accepted with the PIN.
        try await client.enrollMobileAuthentication(profileId: profile.id)
        try await client.enrollPush(profileId: profile.id)
        let queued = try harness.server.queuePushRequest(
            profile: "ada@viper-auth.example", message: "Sign in to the grade book?")
        let outcomes = try await client.handlePushRequests(
            profileId: profile.id, responder: ScriptedResponder(answering: "accept", TestAccount.pin))
        #expect(outcomes.map(\.result) == [.accepted])
        #expect(try harness.server.pushRequestStatus(id: queued.id).status == .accepted)

        // Change PIN: the old one stops working, the new one works.
        _ = try await client.changePin(
            profileId: profile.id,
            responder: ScriptedResponder(answering: TestAccount.pin, TestAccount.otherPin))
        await #expect(throws: AuthError.cancelled) {
            try await client.authenticate(
                profileId: profile.id, responder: ScriptedResponder([.text(TestAccount.pin), .cancel]))
        }
        _ = try await client.authenticate(
            profileId: profile.id, responder: ScriptedResponder(answering: TestAccount.otherPin))

        // Log out.
        #expect(await client.logout(profileId: profile.id) == .success)
        #expect(await client.logout(profileId: profile.id) == .alreadyLoggedOut)

        // Three wrong PINs: deregistered on the server and wiped here.
        await #expect(throws: AuthError.profileDeregistered(.tooManyFailedAttempts)) {
            try await client.authenticate(
                profileId: profile.id, responder: ScriptedResponder(answering: "11111", "22222", "33333"))
        }
        #expect(try await client.profiles().map(\.id) == [try #require(newcomer.profile?.id)])
        let leftovers = try deviceFileNames(in: harness.home + "/device").filter { $0.contains(profile.id) }
        #expect(leftovers.isEmpty)
        #expect(throws: PushServiceError.profileNotFound) {
            try harness.server.queuePushRequest(profile: profile.id, message: "Anyone there?")
        }
    }

    private func deviceFileNames(in directory: String) throws -> [String] {
        guard let handle = opendir(directory) else { return [] }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            names.append(
                withUnsafeBytes(of: entry.pointee.d_name) {
                    String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
                })
        }
        return names
    }
}
