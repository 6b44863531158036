import AuthEngine
import Testing

@testable import Interactors

@Suite("Mobile authentication interactor, on the real engine")
struct MobileAuthInteractorTests {
    private let pin = SecretInput(TemporaryEngineHome.validPin)

    @Test("enrolling lets the push service queue requests, which the app lists oldest first")
    func enrollAndList() async throws {
        let home = try await PushTestHome.make()
        defer { home.remove() }
        let first = try home.sender.queue(profile: home.profileId, message: "Sign in to the library")
        let second = try home.sender.queue(profile: "lin@example.org", message: "Open the staff room")

        let pending = try await home.interactor.pendingRequests(profileId: home.profileId)

        #expect(pending.map(\.id) == [first.id, second.id])
        #expect(pending.map(\.message) == ["Sign in to the library", "Open the staff room"])
        #expect(pending.allSatisfy { !$0.isOneTimePassword && $0.expiresAt > $0.createdAt })
    }

    @Test("the server says whether the profile is enrolled: not before Enroll, and after it")
    func isEnrolled() async throws {
        let home = try await PushTestHome.make(enrolled: false)
        defer { home.remove() }

        #expect(try await home.interactor.isEnrolled(profileId: home.profileId) == false)
        try await home.interactor.enroll(profileId: home.profileId)
        #expect(try await home.interactor.isEnrolled(profileId: home.profileId))
    }

    @Test("without a session the enrollment cannot be asked: the person is not logged in")
    func isEnrolledNeedsSession() async throws {
        let home = try await PushTestHome.make()
        defer { home.remove() }
        _ = await DashboardInteractor(host: home.host).endSession(profileId: home.profileId)

        await #expect(throws: AppError.notLoggedIn) {
            try await home.interactor.isEnrolled(profileId: home.profileId)
        }
    }

    @Test("before enrolling, the push service refuses the profile")
    func notEnrolled() async throws {
        let home = try await PushTestHome.make(enrolled: false)
        defer { home.remove() }

        #expect(throws: PushSendError.notEnrolled) {
            try home.sender.queue(profile: home.profileId, message: "Hello")
        }
        #expect(try await home.interactor.pendingRequests(profileId: home.profileId).isEmpty)
    }

    @Test("accept, then the right PIN: accepted, and the push service sees it")
    func acceptWithPin() async throws {
        let home = try await PushTestHome.make()
        defer { home.remove() }
        let queued = try home.sender.queue(profile: home.profileId, message: "Sign in to the library")
        let sut = home.interactor

        guard case .decidePush(let request) = await sut.beginHandling(profileId: home.profileId) else {
            Issue.record("expected a push decision")
            return
        }
        #expect(request.id == queued.id)
        guard case .enterPin = await sut.decide(accept: true) else {
            Issue.record("expected the PIN")
            return
        }
        let step = await sut.confirm(with: pin)

        #expect(step == .finished(.pushRequestsHandled([PushOutcome(request: request, result: .accepted)])))
        #expect(try await home.sender.waitForAnswer(requestId: queued.id, seconds: 1) == .accepted)
        #expect(try await home.interactor.pendingRequests(profileId: home.profileId).isEmpty)
    }

    @Test("deny, then a one-time code typed right: denied and accepted, in order")
    func denyThenCode() async throws {
        let home = try await PushTestHome.make()
        defer { home.remove() }
        let denied = try home.sender.queue(profile: home.profileId, message: "Not me")
        let otp = try home.sender.queueOneTimePassword(profile: home.profileId)
        let sut = home.interactor

        guard case .decidePush = await sut.beginHandling(profileId: home.profileId),
            case .enterOneTimePassword(let request) = await sut.decide(accept: false)
        else {
            Issue.record("expected a decision, then a code")
            return
        }
        let step = await sut.enterCode(try #require(otp.code))

        guard case .finished(.pushRequestsHandled(let outcomes)) = step else {
            Issue.record("expected the handling to finish, got \(step)")
            return
        }
        #expect(outcomes.map(\.result) == [.denied, .accepted])
        #expect(outcomes.map(\.request.id) == [denied.id, request.id])
        #expect(try await home.sender.waitForAnswer(requestId: denied.id, seconds: 1) == .denied)
        #expect(try await home.sender.waitForAnswer(requestId: otp.id, seconds: 1) == .accepted)
    }

    @Test("a wrong one-time code denies the request")
    func wrongCode() async throws {
        let home = try await PushTestHome.make()
        defer { home.remove() }
        let otp = try home.sender.queueOneTimePassword(profile: home.profileId)
        let wrong = otp.code == "000000" ? "111111" : "000000"
        let sut = home.interactor

        _ = await sut.beginHandling(profileId: home.profileId)
        let step = await sut.enterCode(wrong)

        guard case .finished(.pushRequestsHandled(let outcomes)) = step else {
            Issue.record("expected the handling to finish, got \(step)")
            return
        }
        #expect(outcomes.map(\.result) == [.denied])
    }

    @Test(
        "a wrong PIN denies the request and the server ends the session; handling stops there, and ending it here finds it over"
    )
    func wrongPin() async throws {
        let home = try await PushTestHome.make()
        defer { home.remove() }
        let queued = try home.sender.queue(profile: home.profileId, message: "Phish")
        let later = try home.sender.queue(profile: home.profileId, message: "Later")
        let sut = home.interactor

        _ = await sut.beginHandling(profileId: home.profileId)
        _ = await sut.decide(accept: true)
        let step = await sut.confirm(with: SecretInput("13579"))

        guard case .finished(.pushRequestsHandled(let outcomes)) = step else {
            Issue.record("expected the handling to finish, got \(step)")
            return
        }
        #expect(outcomes.map(\.result) == [.authenticationFailed])
        #expect(try await home.sender.waitForAnswer(requestId: queued.id, seconds: 1) == .denied)
        #expect(try await home.interactor.pendingRequests(profileId: home.profileId).map(\.id) == [later.id])
        await #expect(throws: AppError.self) {
            try await DashboardInteractor(host: home.host).session(profileId: home.profileId)
        }
        #expect(await sut.endSession(profileId: home.profileId) == .alreadyLoggedOut)
        await #expect(throws: AppError.notLoggedIn) {
            try await DashboardInteractor(host: home.host).session(profileId: home.profileId)
        }
    }

    @Test("a cancel leaves the request pending and ends the handling")
    func cancel() async throws {
        let home = try await PushTestHome.make()
        defer { home.remove() }
        let queued = try home.sender.queue(profile: home.profileId, message: "Maybe later")
        let sut = home.interactor

        _ = await sut.beginHandling(profileId: home.profileId)
        _ = await sut.decide(accept: true)
        let step = await sut.cancel()

        guard case .finished(.pushRequestsHandled(let outcomes)) = step else {
            Issue.record("expected the handling to finish, got \(step)")
            return
        }
        #expect(outcomes.map(\.result) == [.leftPending])
        #expect(try await home.interactor.pendingRequests(profileId: home.profileId).map(\.id) == [queued.id])
    }

    @Test("with nothing pending, the handling ends at once with no outcomes")
    func nothingPending() async throws {
        let home = try await PushTestHome.make()
        defer { home.remove() }

        #expect(
            await home.interactor.beginHandling(profileId: home.profileId)
                == .finished(.pushRequestsHandled([])))
    }

    @Test("answering without a handling in progress reads as cancelled")
    func noHandling() async throws {
        let home = try await PushTestHome.make(enrolled: false)
        defer { home.remove() }

        #expect(await home.interactor.decide(accept: true) == .failed(.cancelled))
    }
}
