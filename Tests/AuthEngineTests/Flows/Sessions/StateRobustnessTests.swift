import TestSupport
import Testing

@testable import AuthEngine

@Suite("State robustness: one flow per profile, corrupt files, two processes on one home")
struct StateRobustnessTests {
    @Test("a second authenticate for the same profile while one runs is already in progress")
    func oneFlowPerProfile() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profileId = try await harness.registerProfile(with: harness.client)
        let suspended = SuspendingResponder(answering: TestAccount.pin)
        let client = harness.client
        let first = Task { try await client.authenticate(profileId: profileId, responder: suspended) }
        while !suspended.hasBeenAsked { await Task.yield() }

        let second = ScriptedResponder(answering: TestAccount.pin)
        await #expect(throws: AuthError.alreadyInProgress) {
            try await client.authenticate(profileId: profileId, responder: second)
        }
        #expect(second.received.isEmpty)
        await suspended.release()
        #expect(try await first.value.user.email == "lin@example.org")
        // Once the first has finished, a new flow may start.
        _ = try await client.authenticate(
            profileId: profileId, responder: ScriptedResponder(answering: TestAccount.pin))
    }

    @Test("a corrupt profiles.json is a typed error, then quarantine starts clean")
    func corruptProfiles() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profileId = try await harness.registerProfile(with: harness.client)
        try harness.damageDeviceDocument(DeviceStore.profilesName)
        let client = try harness.reopenedClient()
        await #expect(throws: AuthError.storage(.corrupt(name: "profiles.json"))) {
            try await client.profiles()
        }
        await #expect(throws: AuthError.storage(.corrupt(name: "profiles.json"))) {
            try await client.authenticate(
                profileId: profileId, responder: ScriptedResponder(answering: TestAccount.pin))
        }
        #expect(try await client.quarantineCorruptDeviceFiles() == ["profiles.json"])
        #expect(try await client.profiles().isEmpty)
        let names = try harness.deviceStore.documentNames()
        #expect(names.contains("profiles.json.corrupt-\(harness.clock.now)"))
        #expect(names.contains("device.json"))
        // Nothing else was damaged, so a second repair moves nothing.
        #expect(try await client.quarantineCorruptDeviceFiles().isEmpty)
    }

    @Test("a corrupt device.json is a typed error; quarantine takes the profiles along and starts clean")
    func corruptDeviceIdentity() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        _ = try await harness.registerProfile(with: harness.client)
        try harness.damageDeviceDocument(DeviceStore.identityName)
        let client = try harness.reopenedClient()
        let form = SignUpForm(
            fullName: "Ada Example", email: "ada@example.org", password: "correct horse",
            passwordConfirmation: "correct horse")
        await #expect(throws: AuthError.storage(.corrupt(name: "device.json"))) {
            try await client.signUp(form, responder: ScriptedResponder(answering: TestAccount.pin))
        }
        #expect(Set(try await client.quarantineCorruptDeviceFiles()) == ["device.json", "profiles.json"])
        #expect(try await client.profiles().isEmpty)
        // The failed sign-up had already created the account on the server; a new one is used here.
        let retry = SignUpForm(
            fullName: "Ada Example", email: "ada.two@example.org", password: "correct horse",
            passwordConfirmation: "correct horse")
        let session = try await client.signUp(
            retry, responder: ScriptedResponder(answering: TestAccount.pin))
        #expect(try await client.profiles() == [try #require(session.profile)])
    }

    @Test("damage in the server's journal is a typed 503, never a crash; quarantine keeps what preceded it")
    func damagedServerJournal() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profileId = try await harness.registerProfile(with: harness.client)
        // Another process's append, damaged, with a whole record after it: not a crash's torn end.
        let journal = harness.home + "/server/" + ServerStoreFiles.journalName
        var damaged = JournalFormat.record(sequence: 1_000, payload: Array("x".utf8))
        damaged[4] ^= 0xff
        try FileInspection.append(damaged + JournalFormat.record(sequence: 1_001, payload: []), to: journal)
        let form = SignUpForm(
            fullName: "Ada Example", email: "ada@example.org", password: "correct horse",
            passwordConfirmation: "correct horse")
        await #expect(throws: AuthError.serverUnavailable) {
            try await harness.client.signUp(form, responder: ScriptedResponder(answering: TestAccount.pin))
        }
        let response = await harness.serverResponse(.get, "/v1/auth/me", bearer: "x")
        #expect(response.status == 503 || response.status == 401)
        #expect(throws: ServerStartError.storage(.corrupt(name: ServerStoreFiles.journalName))) {
            try TokenServer(
                directory: harness.home + "/server", configuration: .forTesting, clock: harness.clock)
        }

        let moved = try TokenServer.quarantineCorruptState(
            directory: harness.home + "/server", clock: harness.clock)
        #expect(moved == [ServerStoreFiles.journalName + ".corrupt-\(harness.clock.now)"])
        let restarted = try TokenServer(
            directory: harness.home + "/server", configuration: .forTesting, clock: harness.clock)
        // Everything before the damage was kept: the profile registered earlier still logs in.
        let client = try harness.client(through: InProcessTransport(server: restarted))
        _ = try await client.authenticate(
            profileId: profileId, responder: ScriptedResponder(answering: TestAccount.pin))
        _ = try await client.signUp(form, responder: ScriptedResponder(answering: TestAccount.pin))
        #expect(try TokenServer.quarantineCorruptState(directory: harness.home + "/server").isEmpty)
    }

    @Test("two server and client instances on one home registering concurrently lose no update")
    func twoInstancesLoseNoUpdate() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let secondServer = try TokenServer(
            directory: harness.home + "/server", configuration: .forTesting, clock: harness.clock)
        let clients = [
            harness.client, try harness.client(through: InProcessTransport(server: secondServer)),
        ]
        let perClient = 6
        // One registration at a time per client (it is one flow), the two clients concurrently.
        let profileIds = try await withThrowingTaskGroup(of: [String].self) { group in
            for (clientIndex, client) in clients.enumerated() {
                group.addTask {
                    var ids: [String] = []
                    for index in 0..<perClient {
                        let id = try await harness.registerProfile(
                            with: client, email: "user\(clientIndex)-\(index)@example.org")
                        _ = try await client.authenticate(
                            profileId: id, responder: ScriptedResponder(answering: TestAccount.pin))
                        ids.append(id)
                    }
                    return ids
                }
            }
            return try await group.reduce(into: Set<String>()) { $0.formUnion($1) }
        }
        #expect(profileIds.count == 2 * perClient)
        #expect(Set(try await harness.reopenedClient().profiles().map(\.id)) == profileIds)
        let state = try harness.server.database.snapshot()
        #expect(state.accounts.count == 2 * perClient)
        #expect(Set(state.registrations.map(\.profileId)) == profileIds)
    }
}
