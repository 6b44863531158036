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
        let sut = WelcomeInteractor(host: home.makeHost(), flowInProgress: FlowInProgress())

        await #expect(throws: AppError.self) { try await sut.profiles() }
    }

    @Test("a fresh device has no profiles")
    func noProfiles() async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }
        let host = home.makeHost()
        _ = try await host.start()

        let profiles = try await WelcomeInteractor(host: host, flowInProgress: FlowInProgress()).profiles()

        #expect(profiles.isEmpty)
    }

    @Test("registered profiles are listed oldest first, as app entities")
    func registeredProfiles() async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }
        let host = home.makeHost()
        let lin = try await home.register(on: host)

        let profiles = try await WelcomeInteractor(host: host, flowInProgress: FlowInProgress()).profiles()

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

        let data = try await WelcomeInteractor(host: host, flowInProgress: FlowInProgress())
            .implicitData(profileId: lin.profile)

        #expect(data.hasPrefix("lin@example.org (user "))
    }

    @Test("implicit data of an unknown profile is profileNotFound")
    func implicitDataUnknownProfile() async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }
        let host = home.makeHost()
        _ = try await host.start()
        let sut = WelcomeInteractor(host: host, flowInProgress: FlowInProgress())

        await #expect(throws: AppError.profileNotFound) {
            try await sut.implicitData(profileId: ProfileID(rawValue: "prf_nobody"))
        }
    }

    @Test("a login's first step is the PIN, which the flow in progress hands to the module that answers it")
    func loginAsksForPin() async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }
        let host = home.makeHost()
        let lin = try await home.register(on: host)
        let flowInProgress = FlowInProgress()
        let sut = WelcomeInteractor(host: host, flowInProgress: flowInProgress)

        #expect(try await sut.startLogin(profileId: lin.profile) == .needsPin)

        // What the PinChallenge module does: read the step the login stopped at, answer it.
        guard case .enterPin(let request) = await flowInProgress.currentStep() else {
            Issue.record("expected the login to wait for the PIN")
            return
        }
        #expect(request.pinLength == 5)
        #expect(request.previousFailures == 0)
        guard
            case .finished(.signedIn(let session)) = await flowInProgress.answer(
                SecretInput(TestAccount.pin))
        else {
            Issue.record("expected the login to finish")
            return
        }
        #expect(session.owner == lin.owner)
        #expect(await flowInProgress.current == nil)
        #expect(session.email == "lin@example.org")
    }

    @Test("a login of an unknown profile fails at once and leaves no flow in progress")
    func loginUnknownProfile() async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }
        let host = home.makeHost()
        _ = try await host.start()
        let flowInProgress = FlowInProgress()
        let sut = WelcomeInteractor(host: host, flowInProgress: flowInProgress)

        await #expect(throws: AppError.profileNotFound) {
            try await sut.startLogin(profileId: ProfileID(rawValue: "prf_nobody"))
        }
        #expect(await flowInProgress.current == nil)
    }

    @Test("starting a login again ends the abandoned one first, so the new one is not refused as busy")
    func loginAgain() async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }
        let host = home.makeHost()
        let lin = try await home.register(on: host)
        let flowInProgress = FlowInProgress()
        let sut = WelcomeInteractor(host: host, flowInProgress: flowInProgress)
        _ = try await sut.startLogin(profileId: lin.profile)
        let abandoned = try #require(await flowInProgress.current)

        #expect(try await sut.startLogin(profileId: lin.profile) == .needsPin)

        #expect(await abandoned.nextStep() == .failed(.cancelled))
        let current = try #require(await flowInProgress.current)
        #expect(current !== abandoned)
        await flowInProgress.cancel()
    }
}
