import TestSupport
import Testing

@testable import AuthEngine
@testable import Interactors

@Suite("Startup settles the two halves, on the real engine")
struct StartupReconciliationTests {
    @Test(
        "a profile the server no longer knows is removed at start-up and reported, once; its session is not restored"
    )
    func forgottenProfileRemoved() async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }
        let forgotten = try await home.register(on: home.makeHost(), email: "lin@example.org")
        let kept = try await home.register(on: home.makeHost(), email: "ada@example.org", fullName: "Ada")
        // The server's half forgets the first, through its own store, as a crash between the two
        // halves of a disconnect would leave it.
        let server = ServerDatabase(store: try SecureFileStore(directory: home.path + "/server"))
        try server.transaction { (state: inout ServerState) throws(ServerFailure) in
            try state.deregister(profileId: forgotten.profile.rawValue)
        }

        let outcome = try await StartupInteractor(host: home.makeHost()).start()

        #expect(outcome.removedProfiles.map(\.profile.email) == ["lin@example.org"])
        #expect(outcome.removedProfiles.map(\.cause) == [.unknownToServer])
        #expect(outcome.restore == .restored(kept.profile))
        let nextRun = home.makeHost()
        #expect(try await StartupInteractor(host: nextRun).start().removedProfiles.isEmpty)
        let welcome = WelcomeInteractor(host: nextRun)
        #expect(try await welcome.profiles().map(\.email) == ["ada@example.org"])
    }
}
