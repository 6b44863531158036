import AuthEngine
import TestSupport
import Testing

@testable import Interactors

@Suite("Welcome interactor, on the real engine")
struct WelcomeInteractorTests {
    @Test("before the engine has started, nothing can be listed")
    func notStarted() async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }
        let sut = WelcomeInteractor(host: home.makeHost())

        await #expect(throws: AppError.self) { try await sut.profiles() }
    }

    @Test("a fresh device has no profiles")
    func noProfiles() async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }
        let host = home.makeHost()
        _ = try await host.start()

        let profiles = try await WelcomeInteractor(host: host).profiles()

        #expect(profiles.isEmpty)
    }

    @Test("registered profiles are listed oldest first, as app entities")
    func registeredProfiles() async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }
        let host = home.makeHost()
        let lin = try await home.register(on: host)

        let profiles = try await WelcomeInteractor(host: host).profiles()

        #expect(
            profiles == [
                RegisteredProfile(id: lin.profile, email: "lin@example.org", fullName: "Lin Example")
            ])
    }

    @Test("implicit data is the decorated user id, fetched without a PIN")
    func implicitData() async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }
        let host = home.makeHost()
        let lin = try await home.register(on: host)

        let data = try await WelcomeInteractor(host: host)
            .implicitData(profileId: lin.profile)

        #expect(data.hasPrefix("lin@example.org (user "))
    }

    @Test("implicit data of an unknown profile is profileNotFound")
    func implicitDataUnknownProfile() async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }
        let host = home.makeHost()
        _ = try await host.start()
        let sut = WelcomeInteractor(host: host)

        await #expect(throws: AppError.profileNotFound) {
            try await sut.implicitData(profileId: ProfileID(rawValue: "prf_nobody"))
        }
    }

    @Test("a login's first step is the PIN, which the attempt hands to the module that answers it")
    func loginAsksForPin() async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }
        let host = home.makeHost()
        let lin = try await home.register(on: host)
        let sut = WelcomeInteractor(host: host)

        guard case .needsPin(let attempt) = try await sut.startLogin(profileId: lin.profile) else {
            Issue.record("expected the login to wait for the PIN")
            return
        }

        // What the PinChallenge module does: read the step the login stopped at, answer it.
        guard case .enterPin(let request) = await attempt.flow.currentStep() else {
            Issue.record("expected the login to wait for the PIN")
            return
        }
        #expect(request.pinLength == 5)
        #expect(request.previousFailures == 0)
        guard
            case .finished(.signedIn(let session)) = await attempt.flow.reply(
                .secret(SecretInput(TestAccount.pin)))
        else {
            Issue.record("expected the login to finish")
            return
        }
        #expect(session.owner == lin.owner)
        #expect(session.email == "lin@example.org")
    }

    @Test("a login of an unknown profile fails at once")
    func loginUnknownProfile() async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }
        let host = home.makeHost()
        _ = try await host.start()
        let sut = WelcomeInteractor(host: host)

        await #expect(throws: AppError.profileNotFound) {
            try await sut.startLogin(profileId: ProfileID(rawValue: "prf_nobody"))
        }
    }

    @Test("each login started is an attempt of its own: routes carrying two compare apart")
    func attemptsCompareByIdentity() async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }
        let host = home.makeHost()
        let lin = try await home.register(on: host)
        let sut = WelcomeInteractor(host: host)
        guard case .needsPin(let first) = try await sut.startLogin(profileId: lin.profile) else {
            Issue.record("expected the login to wait for the PIN")
            return
        }
        await first.flow.cancelAndWait()
        guard case .needsPin(let second) = try await sut.startLogin(profileId: lin.profile) else {
            Issue.record("expected the second login to wait for the PIN")
            return
        }
        await second.flow.cancelAndWait()

        #expect(first == first)
        #expect(first != second)
    }
}
