import AuthEngine
import Glibc
import TestSupport
import Testing

@testable import Interactors

@Suite("Startup interactor, on the real engine")
struct StartupInteractorTests {
    @Test("a fresh home is created and holds no session")
    func freshHome() async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }

        let restore = try await StartupInteractor(host: home.makeHost()).start().restore

        #expect(restore == .noSession(discarded: nil))
        #expect(home.isDirectory(home.path + "/server"))
        #expect(home.isDirectory(home.path + "/device"))
    }

    @Test("starting twice is harmless: the engine is opened once")
    func startTwice() async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }
        let sut = StartupInteractor(host: home.makeHost())

        #expect(try await sut.start().restore == .noSession(discarded: nil))
        #expect(try await sut.start().restore == .noSession(discarded: nil))
    }

    @Test(
        "a home that is a regular file, or lies under one, cannot start",
        arguments: ["/blocker", "/blocker/home"])
    func homeUnderAFile(_ homeInRoot: String) async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }
        try home.makeFile(at: home.root + "/blocker")
        let sut = StartupInteractor(host: home.makeHost(home: home.root + homeInRoot))

        let error = await #expect(throws: AppError.self) { try await sut.start() }

        // The server half is opened first, so its directory is the one that fails.
        guard case .engineUnavailable(.serverData(.fileSystem(_, let path, _))) = error else {
            Issue.record("expected engineUnavailable(serverData), got \(String(describing: error))")
            return
        }
        #expect(path.hasPrefix(home.root + "/blocker"))
    }

    @Test("a failed start can be retried once the home is usable")
    func retryAfterFailure() async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }
        try home.makeFile(at: home.root + "/blocker")
        let sut = StartupInteractor(host: home.makeHost(home: home.root + "/blocker/home"))
        await #expect(throws: AppError.self) { try await sut.start() }

        unlink(home.root + "/blocker")

        #expect(try await sut.start().restore == .noSession(discarded: nil))
    }

    @Test("an unreadable profiles file is a storage error")
    func corruptProfiles() async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }
        _ = try await StartupInteractor(host: home.makeHost()).start()
        try home.makeFile(at: home.path + "/device/profiles.json", contents: "{ not json")

        let error = await #expect(throws: AppError.self) {
            try await StartupInteractor(host: home.makeHost()).start()
        }

        guard case .storage = error else {
            Issue.record("expected a storage error, got \(String(describing: error))")
            return
        }
    }

    @Test("after a registration, the next start restores its session")
    func restoresRegisteredSession() async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }
        let session = try await home.register(on: home.makeHost())

        let restore = try await StartupInteractor(host: home.makeHost()).start().restore

        #expect(restore == .restored(session.profile))
    }

    @Test("after a logout, the next start finds no session and gives no notice")
    func nothingAfterLogout() async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }
        let host = home.makeHost()
        let session = try await home.register(on: host)
        _ = await DashboardInteractor(host: host).endSession(owner: .profile(session.profile))

        let restore = try await StartupInteractor(host: home.makeHost()).start().restore

        #expect(restore == .noSession(discarded: nil))
    }

    @Test("a damaged stored session is discarded and the engine's sentence becomes the notice")
    func damagedSession() async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }
        let session = try await home.register(on: home.makeHost())
        let document = try #require(
            fopen(home.path + "/device/session-\(session.profile.rawValue).json", "w"))
        fputs("{\"schemaVersion\":1,\"document\":{\"tokens\":", document)
        fclose(document)

        let restore = try await StartupInteractor(host: home.makeHost()).start().restore

        #expect(
            restore
                == .noSession(discarded: .unreadable))
    }

    @Test("profiles are tried in turn: a later profile's session is restored when the first has none")
    func laterProfile() async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }
        let host = home.makeHost()
        let first = try await home.register(on: host, email: "lin@example.org")
        let second = try await home.register(on: host, email: "sam@example.org", fullName: "Sam Other")
        _ = await DashboardInteractor(host: host).endSession(owner: .profile(first.profile))

        let restore = try await StartupInteractor(host: home.makeHost()).start().restore

        #expect(restore == .restored(second.profile))
    }
}
