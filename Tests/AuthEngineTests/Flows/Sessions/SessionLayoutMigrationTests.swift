import Testing

@testable import AuthEngine

/// A home written by an earlier release keeps each session as three files; the first read moves a
/// complete set into the one document, and anything partial is discarded as before.
@Suite("Sessions of the earlier three-file layout")
struct SessionLayoutMigrationTests {
    private func registeredInLegacyLayout() async throws -> (EngineHarness, profileId: String) {
        let harness = try EngineHarness()
        let profileId = try await harness.registerProfile(with: harness.client)
        try harness.moveSessionToLegacyLayout(of: profileId)
        return (harness, profileId)
    }

    private func legacyNames(_ profileId: String) -> [String] {
        LegacySessionItem.allCases.map { $0.name(profileId) }
    }

    @Test("a complete set is restored and moved into one document, the three files removed")
    func completeSetIsMoved() async throws {
        let (harness, profileId) = try await registeredInLegacyLayout()
        defer { harness.removeHome() }
        #expect(try harness.sessionFiles(of: profileId) == legacyNames(profileId))
        let legacyTokens = try #require(
            try harness.deviceStore.read(
                LegacySessionItem.Tokens.self, named: LegacySessionItem.token.name(profileId)))

        guard
            case .restored(let session) = try await harness.reopenedClient().restoreSession(
                profileId: profileId)
        else {
            Issue.record("expected the old layout's session to be restored")
            return
        }

        #expect(session.user.email == "lin@example.org")
        #expect(try harness.sessionFiles(of: profileId) == [DeviceStore.sessionName(profileId)])
        #expect(try harness.storedTokens(of: profileId) == legacyTokens.tokens)
    }

    @Test("any one of the three files missing wipes the others", arguments: LegacySessionItem.allCases)
    func missingItem(_ item: LegacySessionItem) async throws {
        let (harness, profileId) = try await registeredInLegacyLayout()
        defer { harness.removeHome() }
        try harness.deviceStore.remove(named: item.name(profileId))
        #expect(try harness.sessionFiles(of: profileId).count == 2)

        let outcome = try await harness.reopenedClient().restoreSession(profileId: profileId)

        #expect(outcome == .discarded(.unreadable))
        #expect(try harness.sessionFiles(of: profileId).isEmpty)
    }

    @Test("a corrupt file wipes all three", arguments: LegacySessionItem.allCases)
    func corruptItem(_ item: LegacySessionItem) async throws {
        let (harness, profileId) = try await registeredInLegacyLayout()
        defer { harness.removeHome() }
        try harness.damageDeviceDocument(item.name(profileId))

        let outcome = try await harness.reopenedClient().restoreSession(profileId: profileId)

        #expect(outcome == .discarded(.unreadable))
        #expect(try harness.sessionFiles(of: profileId).isEmpty)
    }

    @Test("old files left beside the document by a killed move are ignored, and the next save removes them")
    func leftoversBesideTheDocument() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profileId = try await harness.registerProfile(with: harness.client)
        let device = DeviceStore(store: try harness.deviceStore)
        let current = try #require(try device.session(profileId: profileId))
        var older = current
        older.tokens.accessToken = "an-older-access-token"
        try harness.writeLegacyItems(older, of: profileId)

        #expect(try device.session(profileId: profileId) == current)
        #expect(try harness.sessionFiles(of: profileId).count == 4)
        try device.saveSession(current, profileId: profileId)
        #expect(try harness.sessionFiles(of: profileId) == [DeviceStore.sessionName(profileId)])
    }

    @Test("logging out removes the session in both layouts")
    func logoutClearsBothLayouts() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profileId = try await harness.registerProfile(with: harness.client)
        let device = DeviceStore(store: try harness.deviceStore)
        try harness.writeLegacyItems(try #require(try device.session(profileId: profileId)), of: profileId)

        #expect(await harness.client.logout(profileId: profileId) == .success)

        #expect(try harness.sessionFiles(of: profileId).isEmpty)
        #expect(try device.session(profileId: profileId) == nil)
    }

    @Test("readers racing on the old layout all get the complete session; it is moved once")
    func concurrentReadersOfTheOldLayout() async throws {
        let (harness, profileId) = try await registeredInLegacyLayout()
        defer { harness.removeHome() }
        let store = try harness.deviceStore
        let expected = try #require(
            try harness.deviceStore.read(
                LegacySessionItem.Tokens.self, named: LegacySessionItem.token.name(profileId)))
        for round in 1...10 {
            if round > 1 { try harness.moveSessionToLegacyLayout(of: profileId) }
            // Each reader opens its own store, as separate processes would.
            let results = await withTaskGroup(of: Result<TokenBundle?, SessionReadFailure>.self) { group in
                for _ in 0..<6 {
                    group.addTask {
                        Result { () throws(SessionReadFailure) in
                            try DeviceStore(store: store).session(profileId: profileId)?.tokens
                        }
                    }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
            for result in results {
                #expect((try? result.get()) == expected.tokens, "round \(round): \(result)")
            }
            #expect(try harness.sessionFiles(of: profileId) == [DeviceStore.sessionName(profileId)])
        }
    }
}

extension EngineHarness {
    /// Writes `session` as the three item files of the earlier layout, leaving any document in place.
    func writeLegacyItems(_ session: StoredSession, of profileId: String) throws {
        let store = try deviceStore
        try store.write(
            LegacySessionItem.Tokens(tokens: session.tokens), named: LegacySessionItem.token.name(profileId))
        try store.write(
            LegacySessionItem.User(user: session.user), named: LegacySessionItem.user.name(profileId))
        try store.write(
            LegacySessionItem.Context(context: session.context),
            named: LegacySessionItem.context.name(profileId))
    }
}
