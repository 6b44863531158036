import AuthEngine
import Testing

@testable import Interactors

@Suite("Mobile authentication interactor, on the real engine")
struct MobileAuthInteractorTests {
    @Test("enrolling lets the push service queue requests, which the app lists oldest first")
    func enrollAndList() async throws {
        let home = try await PushTestHome.make()
        defer { home.remove() }
        let first = try await home.sender.queue(profile: home.profileId, message: "Sign in to the library")
        let second = try await home.sender.queue(profile: "lin@example.org", message: "Open the staff room")

        let pending = try await home.interactor.pendingRequests(profileId: home.profile)

        #expect(pending.map(\.id) == [first.id, second.id])
        #expect(pending.map(\.message) == ["Sign in to the library", "Open the staff room"])
        #expect(pending.allSatisfy { !$0.isOneTimePassword && $0.expiresAt > $0.createdAt })
    }

    @Test("the server says whether the profile is enrolled: not before Enroll, and after it")
    func isEnrolled() async throws {
        let home = try await PushTestHome.make(enrolled: false)
        defer { home.remove() }

        #expect(try await home.interactor.isEnrolled(profileId: home.profile) == false)
        try await home.interactor.enroll(profileId: home.profile)
        #expect(try await home.interactor.isEnrolled(profileId: home.profile))
    }

    @Test("without a session the enrollment cannot be asked: the person is not logged in")
    func isEnrolledNeedsSession() async throws {
        let home = try await PushTestHome.make()
        defer { home.remove() }
        _ = await DashboardInteractor(host: home.host).endSession(owner: .profile(home.profile))

        await #expect(throws: AppError.notLoggedIn) {
            try await home.interactor.isEnrolled(profileId: home.profile)
        }
    }

    @Test("before enrolling, the push service refuses the profile")
    func notEnrolled() async throws {
        let home = try await PushTestHome.make(enrolled: false)
        defer { home.remove() }

        await #expect(throws: PushSendError.notEnrolled) {
            try await home.sender.queue(profile: home.profileId, message: "Hello")
        }
        #expect(try await home.interactor.pendingRequests(profileId: home.profile).isEmpty)
    }

    @Test("handling begins with the oldest request waiting in the handling, for PushConfirmation")
    func beginHandling() async throws {
        let home = try await PushTestHome.make()
        defer { home.remove() }
        let first = try await home.sender.queue(profile: home.profileId, message: "Sign in to the library")
        _ = try await home.sender.queue(profile: home.profileId, message: "Open the staff room")

        guard case .decide(let request) = await home.beginHandling() else {
            Issue.record("expected the first request to decide")
            return
        }
        #expect(request.id == first.id && request.message == "Sign in to the library")
        #expect(try await home.interactor.pendingRequests(profileId: home.profile).count == 2)
        // Left as the screen leaves it: a handling abandoned while it waits for an answer would
        // keep its flow, the engine's task and the host alive after the test (a cycle
        // AddressSanitizer's leak check reports).
        let left = await home.confirmation.leavePending()
        #expect(left == .handled([PushOutcome(request: request, result: .leftPending)]))
    }

    @Test("with nothing pending, the handling ends at once with no outcomes")
    func nothingPending() async throws {
        let home = try await PushTestHome.make()
        defer { home.remove() }

        #expect(await home.interactor.beginHandling(profileId: home.profile) == .handled([]))
    }

    @Test("a profile this device does not hold cannot be handled: the failure says so")
    func unknownProfile() async throws {
        let home = try await PushTestHome.make()
        defer { home.remove() }

        #expect(
            await home.interactor.beginHandling(profileId: ProfileID(rawValue: "prf_unknown"))
                == .failed(.profileNotFound))
    }
}
