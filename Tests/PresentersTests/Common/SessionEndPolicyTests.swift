import Interactors
import Testing

@testable import Presenters

@MainActor
@Suite("The session-end policy")
struct SessionEndPolicyTests {
    @Test(
        "an error saying the session is over ends it here first, then goes to Welcome with the error's words",
        arguments: [
            AppError.sessionEnded(.revoked), .sessionEnded(.refreshTokenReused), .sessionEnded(.notAccepted),
            .sessionEnded(.lifetimeReached), .notLoggedIn, .profileDeregistered(.unknownToServer),
            .profileDeregistered(.tooManyFailedAttempts), .deviceNotRecognised,
        ])
    func endsTheSession(_ error: AppError) async {
        let (sut, spy) = makeSUT()

        let ended = await sut.endsSession(after: error)

        #expect(ended)
        #expect(
            spy.messages == [
                .endSession(profileId: "prf_ada"), .sessionDidEnd(notice: ErrorPresentation(error).notice),
            ])
    }

    @Test(
        "any other error is the module's to show: nothing is ended and the person stays",
        arguments: [
            AppError.serverUnreachable, .serverUnavailable, .serverNotTrusted, .cancelled, .alreadyInProgress,
            .storage(.corrupt(document: "session-prf_ada.json")), .rejected(.malformedRequest), .notEnrolled,
            .contextNotFound, .pushRequestExpired,
        ])
    func leavesOtherErrors(_ error: AppError) async {
        let (sut, spy) = makeSUT()

        let ended = await sut.endsSession(after: error)

        #expect(!ended)
        #expect(spy.messages.isEmpty)
    }

    @Test("a module's own reason ends the session the same way, in the module's words")
    func moduleReason() async {
        let (sut, spy) = makeSUT()

        await sut.endSession(notice: "The PIN was wrong, so you were logged out.")

        #expect(
            spy.messages == [
                .endSession(profileId: "prf_ada"),
                .sessionDidEnd(notice: "The PIN was wrong, so you were logged out."),
            ])
    }

    @Test("without a profile it is the stateless session that is ended")
    func statelessSession() async {
        let (sut, spy) = makeSUT(profileId: nil)

        await sut.endsSession(after: .notLoggedIn)

        #expect(
            spy.messages == [
                .endSession(profileId: nil), .sessionDidEnd(notice: ErrorPresentation(.notLoggedIn).notice),
            ])
    }

    @Test("the router is held weakly, as the presenter holds it: once it is gone, the session still ends")
    func weakRouter() async {
        let ending = SessionEndSpy()
        weak var released: SessionEndSpy?
        var sut: SessionEndPolicy?
        do {
            let router = SessionEndSpy()
            released = router
            sut = SessionEndPolicy(
                profileId: "prf_ada", interactor: ending, router: router, tracer: .disabled, module: "Test")
        }

        await sut?.endSession(notice: "Gone.")

        #expect(released == nil)
        #expect(ending.messages == [.endSession(profileId: "prf_ada")])
    }

    @Test("the trace names each hop and the module it happens in")
    func traces() async {
        let hops = HopRecorder()
        let (sut, _) = makeSUT(tracer: hops.tracer)

        await sut.endsSession(after: .sessionEnded(.revoked))

        #expect(
            hops.lines == [
                "trace: Profile: Presenter -> Interactor: end the session of profile prf_ada: it is over",
                "trace: Profile: Interactor -> Presenter: session ended: loggedOut",
                "trace: Profile: Presenter -> Router: session over: to Welcome",
            ])
    }

    // MARK: Helpers

    private func makeSUT(profileId: String? = "prf_ada", tracer: Tracer = .disabled) -> (
        SessionEndPolicy, SessionEndSpy
    ) {
        let spy = SessionEndSpy()
        let sut = SessionEndPolicy(
            profileId: profileId, interactor: spy, router: spy, tracer: tracer, module: "Profile")
        return (sut, spy)
    }
}
