import Interactors
import TestSupport
import Testing

@testable import Presenters

@MainActor
@Suite("Push presenter")
struct PushPresenterTests {
    private let queuedRequest = QueuedPush(
        id: "psh_1", profileId: "prf_ada", createdAt: 1_800_000_000, expiresAt: 1_800_000_120, code: nil)
    private let expiry = "expires in 2m (2027-01-15 08:02:00 UTC)"

    @Test("a request queued without waiting: one line for scripts, on standard output")
    func queues() async {
        let (sut, view, interactor) = makeSUT()
        interactor.queued = [.success(queuedRequest)]

        let outcome = await sut.run(request(.confirmation(message: "Sign in?", wait: nil)))

        #expect(outcome == .done)
        #expect(view.messages == [.result("queued psh_1 for profile prf_ada, \(expiry)")])
        #expect(interactor.calls == [.queue(profile: "ada", message: "Sign in?", timeToLive: 60)])
    }

    @Test("a one-time code: where it went as a note, the code alone as the result")
    func oneTimePassword() async {
        let (sut, view, interactor) = makeSUT()
        interactor.queued = [
            .success(
                QueuedPush(
                    id: "psh_2", profileId: "prf_ada", createdAt: 1_800_000_000, expiresAt: 1_800_000_120,
                    code: "123456"))
        ]

        #expect(await sut.run(request(.oneTimePassword)) == .done)
        #expect(
            view.messages == [
                .note(
                    "One-time code request psh_2 queued for profile prf_ada, \(expiry). Type the code in the app "
                        + "(Dashboard > mobile > handle)."),
                .result("123456"),
            ])
    }

    @Test(
        "--wait: the note, then the app's answer as one word, each with its outcome",
        arguments: [
            (PushAnswer.accepted, PushCommandOutcome.done), (.denied, .denied), (.expired, .expired),
            (.pending, .unanswered),
        ])
    func waits(answer: PushAnswer, outcome: PushCommandOutcome) async {
        let (sut, view, interactor) = makeSUT()
        interactor.queued = [.success(queuedRequest)]
        interactor.answers = [.success(answer)]

        #expect(await sut.run(request(.confirmation(message: "Sign in?", wait: 29.5))) == outcome)
        #expect(
            view.messages == [
                .note(
                    "Push request psh_1 queued for profile prf_ada, \(expiry). Waiting up to 30s for the app…"
                ),
                .result(answer.rawValue),
            ])
        #expect(
            interactor.calls == [
                .queue(profile: "ada", message: "Sign in?", timeToLive: 60),
                .waitForAnswer(requestId: "psh_1", seconds: 29.5),
            ])
    }

    @Test("a profile not enrolled: why, after the command's name, and a failure")
    func notEnrolled() async {
        let (sut, view, interactor) = makeSUT()
        interactor.queued = [.failure(.notEnrolled)]

        #expect(await sut.run(request(.oneTimePassword)) == .failed)
        #expect(
            view.messages == [
                .failure(
                    "viper-auth push: the profile is not enrolled for push (enroll it in the app: Dashboard > "
                        + "Mobile authentication)")
            ])
    }

    @Test("a message the app cannot show is refused as a bad command line")
    func controlCharacters() async {
        let (sut, view, interactor) = makeSUT()
        interactor.queued = [.failure(.messageHasControlCharacters)]

        #expect(await sut.run(request(.confirmation(message: "a\u{1B}b", wait: nil))) == .refused)
        #expect(view.messages.count == 1)
    }

    private func request(_ kind: PushCommandRequest.Kind) -> PushCommandRequest {
        PushCommandRequest(profile: "ada", kind: kind, timeToLive: 60)
    }

    private func makeSUT() -> (PushPresenter, CommandViewSpy, PushInteractorMock) {
        let interactor = PushInteractorMock()
        let view = CommandViewSpy()
        let sut = PushPresenter(interactor: interactor)
        sut.view = view
        return (sut, view, interactor)
    }
}
