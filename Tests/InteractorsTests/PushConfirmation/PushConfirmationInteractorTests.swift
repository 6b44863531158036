import AuthEngine
import TestSupport
import Testing

@testable import Interactors

@Suite("Push confirmation interactor, on the real engine")
struct PushConfirmationInteractorTests {
    private let pin = SecretInput(TestAccount.pin)

    @Test("accept, then the right PIN: accepted, and the push service sees it")
    func acceptWithPin() async throws {
        let home = try await PushTestHome.make()
        defer { home.remove() }
        let queued = try await home.sender.queue(profile: home.profileId, message: "Sign in to the library")

        guard case .decide(let request) = await home.beginHandling() else {
            Issue.record("expected a push decision")
            return
        }
        let sut = home.confirmation
        #expect(request.id == queued.id)
        #expect(
            await sut.decide(.accept)
                == .enterPin(PinRequest(pinLength: 5, previousFailures: 0, maximumFailures: 3)))
        let step = await sut.confirm(withPin: pin)

        #expect(step == .handled([PushOutcome(request: request, result: .accepted)]))
        #expect(try await home.sender.waitForAnswer(requestId: queued.id, seconds: 1) == .accepted)
        #expect(try await home.interactor.pendingRequests(profileId: home.profile).isEmpty)
        #expect(await sut.currentStep() == step, "the handling that ended reads as how it ended")
    }

    @Test("deny, then the next request, a one-time code typed right: denied and accepted, in order")
    func denyThenCode() async throws {
        let home = try await PushTestHome.make()
        defer { home.remove() }
        let denied = try await home.sender.queue(profile: home.profileId, message: "Not me")
        let otp = try await home.sender.queueOneTimePassword(profile: home.profileId)

        guard case .decide = await home.beginHandling(),
            case .enterCode(let request) = await home.confirmation.decide(.deny)
        else {
            Issue.record("expected a decision, then a code")
            return
        }
        let sut = home.confirmation
        #expect(await sut.currentStep() == .enterCode(request), "the next screen reads the same request")
        let typed = try #require(otp.code)
        let step = await sut.enterCode(try #require(OneTimeCode(typed)))

        guard case .handled(let outcomes) = step else {
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
        let otp = try await home.sender.queueOneTimePassword(profile: home.profileId)
        let wrong = try #require(OneTimeCode(otp.code == "000000" ? "111111" : "000000"))

        _ = await home.beginHandling()
        let step = await home.confirmation.enterCode(wrong)

        guard case .handled(let outcomes) = step else {
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
        let queued = try await home.sender.queue(profile: home.profileId, message: "Phish")
        let later = try await home.sender.queue(profile: home.profileId, message: "Later")

        _ = await home.beginHandling()
        let sut = home.confirmation
        _ = await sut.decide(.accept)
        let step = await sut.confirm(withPin: SecretInput("13579"))

        guard case .handled(let outcomes) = step else {
            Issue.record("expected the handling to finish, got \(step)")
            return
        }
        #expect(outcomes.map(\.result) == [.authenticationFailed])
        #expect(try await home.sender.waitForAnswer(requestId: queued.id, seconds: 1) == .denied)
        #expect(try await home.interactor.pendingRequests(profileId: home.profile).map(\.id) == [later.id])
        await #expect(throws: AppError.self) {
            try await DashboardInteractor(host: home.host).session(profileId: home.profile)
        }
        #expect(await sut.endSession(owner: .profile(home.profile)) == .alreadyLoggedOut)
        await #expect(throws: AppError.notLoggedIn) {
            try await DashboardInteractor(host: home.host).session(profileId: home.profile)
        }
    }

    @Test("leaving the request pending ends the handling; the request is still there")
    func leavePending() async throws {
        let home = try await PushTestHome.make()
        defer { home.remove() }
        let queued = try await home.sender.queue(profile: home.profileId, message: "Maybe later")

        _ = await home.beginHandling()
        let sut = home.confirmation
        _ = await sut.decide(.accept)
        let step = await sut.leavePending()

        guard case .handled(let outcomes) = step else {
            Issue.record("expected the handling to finish, got \(step)")
            return
        }
        #expect(outcomes.map(\.result) == [.leftPending])
        #expect(try await home.interactor.pendingRequests(profileId: home.profile).map(\.id) == [queued.id])
    }

    @Test("over a handling already ended, the step is how it ended, and an answer changes nothing")
    func endedHandling() async throws {
        let home = try await PushTestHome.make(enrolled: false)
        defer { home.remove() }
        let sut = PushConfirmationInteractor(
            host: home.host,
            handling: PushHandling(ChallengeFlow(endedWith: .cancelled), profileId: home.profile))

        #expect(await sut.currentStep() == .failed(.cancelled))
        #expect(await sut.decide(.accept) == .failed(.cancelled))
    }

    @Test("a question push handling never asks is not answered: the flow is cancelled, nothing is left")
    func unanswerableQuestion() async throws {
        let engine = try await ChallengeTestEngine.start()
        defer { engine.remove() }
        let (flow, step) = await engine.beginSignUp()
        guard case .createPin = step else {
            Issue.record("expected the registration to ask for a new PIN")
            return
        }
        let sut = PushConfirmationInteractor(
            host: engine.host, handling: PushHandling(flow, profileId: ProfileID(rawValue: "prf_any")))

        #expect(await sut.currentStep() == .unanswerable)

        #expect(await flow.nextStep() == .failed(.cancelled))
        #expect(try await engine.client.profiles().isEmpty, "the registration wrote no profile")
    }

    @Test(
        "a one-time code is six ASCII digits; anything else is no code",
        arguments: [
            ("934169", true), ("000000", true), ("93416", false), ("9341690", false), ("93a169", false),
            (" 934169", false), ("９３４１６９", false), ("", false),
        ])
    func oneTimeCodeShape(text: String, isCode: Bool) {
        #expect((OneTimeCode(text) != nil) == isCode)
        #expect(OneTimeCode(text)?.digits == (isCode ? text : nil))
    }
}
