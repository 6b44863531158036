import Foundation
import TestSupport
import Testing

@testable import AuthEngine

@Suite("A server process owns its home's server data; in-process openers share it")
struct ServerOwnershipTests {
    @Test("while one owns it, a shared opener is told the announced URL and a second owner is refused")
    func ownedDirectoryRefusesOthers() throws {
        try withTemporaryDirectory { directory in
            let owner = try TokenServer(directory: directory, configuration: .forTesting, access: .exclusive)
            #expect(throws: ServerStartError.ownedByServer(url: nil)) {
                try TokenServer(directory: directory, configuration: .forTesting)
            }
            try owner.announce(url: "http://127.0.0.1:8720")
            #expect(throws: ServerStartError.ownedByServer(url: "http://127.0.0.1:8720")) {
                try TokenServer(directory: directory, configuration: .forTesting)
            }
            #expect(throws: ServerStartError.ownedByServer(url: "http://127.0.0.1:8720")) {
                try TokenServer(directory: directory, configuration: .forTesting, access: .exclusive)
            }
            try owner.withdrawAnnouncement()
            withExtendedLifetime(owner) {}
        }
    }

    @Test("in-process openers share the data with each other, and an owner cannot start beside them")
    func sharedOpenersExcludeAnOwner() throws {
        try withTemporaryDirectory { directory in
            let first = try TokenServer(directory: directory, configuration: .forTesting)
            let second = try TokenServer(directory: directory, configuration: .forTesting)
            #expect(throws: ServerStartError.inUse) {
                try TokenServer(directory: directory, configuration: .forTesting, access: .exclusive)
            }
            withExtendedLifetime((first, second)) {}
        }
    }

    @Test("the lock goes with the server: once released, the data opens again either way")
    func releasedWithTheServer() throws {
        try withTemporaryDirectory { directory in
            do {
                let owner = try TokenServer(
                    directory: directory, configuration: .forTesting, access: .exclusive)
                withExtendedLifetime(owner) {}
            }
            _ = try TokenServer(directory: directory, configuration: .forTesting)
            _ = try Self.openExclusively(directory)
        }
    }

    /// Opens `directory` as its owner, trying again for up to two seconds while it is `.inUse`:
    /// another test of this process may be starting a child at that moment, and a child holds a
    /// copy of every descriptor — the released lock's too — from its fork until its exec.
    private static func openExclusively(_ directory: String) throws -> TokenServer {
        let deadline = ContinuousClock.now + .seconds(2)
        while true {
            do {
                return try TokenServer(directory: directory, configuration: .forTesting, access: .exclusive)
            } catch {
                guard case .inUse = error, ContinuousClock.now < deadline else { throw error }
                usleep(10_000)
            }
        }
    }

    @Test("an owner answers reads from memory and has written each change to disk before it returns")
    func ownerWritesThrough() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let owner = try TokenServer(directory: directory, configuration: .forTesting, access: .exclusive)
            let before = try owner.database.snapshot()
            let response = await owner.handle(
                EngineRequest(
                    method: .post, path: "/v1/accounts",
                    body: Array(
                        #"{"fullName":"Ada Lovelace","email":"ada@example.com","password":"analytical-engine","passwordConfirmation":"analytical-engine"}"#
                            .utf8)))
            #expect(response.status == 201, "\(String(decoding: response.body, as: UTF8.self))")

            // A second opener reads the disk: snapshot and journal, as a restart would.
            let onDisk = try ServerDatabase(store: try SecureFileStore(directory: directory)).snapshot()
            #expect(onDisk.accounts.count == before.accounts.count + 1)
            #expect(try owner.database.snapshot().accounts.count == before.accounts.count + 1)
            withExtendedLifetime(owner) {}
        }
    }
}
