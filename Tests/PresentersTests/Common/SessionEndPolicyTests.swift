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
            spy.messages == [.endSession(.profile(.ada)), .sessionDidEnd(notice: .sessionEnded(error))])
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

    @Test("shown unless the session is over: an ending error ends it and shows nothing")
    func endsWithoutShowing() async {
        let (sut, spy) = makeSUT()

        let ended = await sut.endsSessionOrShows(.sessionEnded(.revoked), on: spy)

        #expect(ended)
        #expect(
            spy.messages == [
                .endSession(.profile(.ada)), .sessionDidEnd(notice: .sessionEnded(.sessionEnded(.revoked))),
            ])
    }

    @Test("shown unless the session is over: any other error is shown in its words and nothing is ended")
    func showsOtherErrors() async {
        let (sut, spy) = makeSUT()

        let ended = await sut.endsSessionOrShows(.serverUnreachable, on: spy)

        #expect(!ended)
        #expect(spy.messages == [.showError(.failure(ErrorPresentation(.serverUnreachable)))])
    }

    @Test("a module's own reason ends the session the same way, with the module's notice")
    func moduleReason() async {
        let (sut, spy) = makeSUT()

        await sut.endSession(notice: .sessionEnded(.pushRequestExpired))

        #expect(
            spy.messages == [
                .endSession(.profile(.ada)), .sessionDidEnd(notice: .sessionEnded(.pushRequestExpired)),
            ])
    }

    @Test("for the stateless session it is the stateless session that is ended")
    func statelessSession() async {
        let (sut, spy) = makeSUT(owner: .stateless)

        await sut.endsSession(after: .notLoggedIn)

        #expect(
            spy.messages == [.endSession(.stateless), .sessionDidEnd(notice: .sessionEnded(.notLoggedIn))])
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
                owner: .profile(.ada), interactor: ending, router: router)
        }

        await sut?.endSession(notice: .sessionEnded(.notLoggedIn))

        #expect(released == nil)
        #expect(ending.messages == [.endSession(.profile(.ada))])
    }

    // MARK: Helpers

    private func makeSUT(owner: SessionOwner = .profile(.ada)) -> (
        SessionEndPolicy, SessionEndSpy
    ) {
        let spy = SessionEndSpy()
        let sut = SessionEndPolicy(
            owner: owner, interactor: spy, router: spy)
        return (sut, spy)
    }
}
