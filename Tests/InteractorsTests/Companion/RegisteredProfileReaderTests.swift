import TestSupport
import Testing

@testable import Interactors

@Suite("Registered profile reader (shell completion of --profile), on the real engine")
struct RegisteredProfileReaderTests {
    @Test("lists the device's profiles, read without starting the engine")
    func listsProfiles() async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }
        let first = try await home.register(on: home.makeHost(), email: "lin@example.org", fullName: "Lin")
        let second = try await home.register(on: home.makeHost(), email: "ada@example.org", fullName: "Ada")

        let profiles = try RegisteredProfileReader(settings: home.settings()).profiles()

        let byEmail = Dictionary(uniqueKeysWithValues: profiles.map { ($0.email, $0.id) })
        #expect(byEmail == ["lin@example.org": first.profile, "ada@example.org": second.profile])
    }

    @Test("a home the app never used has no profiles, and is not created")
    func emptyHome() throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }

        #expect(try RegisteredProfileReader(settings: home.settings()).profiles().isEmpty)
        #expect(!home.isDirectory(home.path))
    }

    @Test("an unreadable profiles file is a storage error, not an empty list")
    func corruptProfiles() async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }
        _ = try await home.register(on: home.makeHost())
        try home.makeFile(at: home.path + "/device/profiles.json", contents: "{ not json")

        let error = #expect(throws: AppError.self) {
            try RegisteredProfileReader(settings: home.settings()).profiles()
        }

        guard case .storage = error else {
            Issue.record("expected a storage error, got \(String(describing: error))")
            return
        }
    }
}
