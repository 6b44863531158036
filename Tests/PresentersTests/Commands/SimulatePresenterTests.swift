import Interactors
import TestSupport
import Testing

@testable import Presenters

@MainActor
@Suite("Simulate presenter")
struct SimulatePresenterTests {
    @Test("the server refused the stolen token: what it detected, on standard output, and done")
    func refused() async {
        let (sut, view, interactor) = makeSUT()
        interactor.answers = [
            .success(
                StolenTokenAnswer(profileId: .ada, outcome: .refused(status: 400, cause: .refreshTokenReused))
            )
        ]

        #expect(await sut.run(.stolenRefreshToken(profile: "ada@viper-auth.example")) == .done)
        #expect(
            view.messages == [
                .result(
                    "The server refused the stolen refresh token of profile prf_ada (status 400): it saw a rotated "
                        + "token used again and revoked the whole token family. The app ends that session at its next action."
                )
            ])
        #expect(interactor.calls == [.run(profile: "ada@viper-auth.example")])
    }

    @Test("the server accepted it: a failure, since reuse went undetected")
    func accepted() async {
        let (sut, view, interactor) = makeSUT()
        interactor.answers = [.success(StolenTokenAnswer(profileId: .ada, outcome: .accepted))]

        #expect(await sut.run(.stolenRefreshToken(profile: "prf_ada")) == .failed)
        #expect(
            view.messages == [
                .failure(
                    "viper-auth simulate: the server accepted the stolen refresh token of profile prf_ada: its reuse "
                        + "detection did not work")
            ])
    }

    @Test(
        "no such profile, or no session: said in the command's words",
        arguments: [
            (AppError.profileNotFound, "no profile on this device matches"),
            (.notLoggedIn, "the profile has no session on this device; log in first"),
            (.serverUnreachable, "The authentication server could not be reached."),
        ])
    func fails(error: AppError, reason: String) async {
        let (sut, view, interactor) = makeSUT()
        interactor.answers = [.failure(error)]

        #expect(await sut.run(.stolenRefreshToken(profile: "nobody")) == .failed)
        #expect(view.messages == [.failure("viper-auth simulate: \(reason)")])
    }

    private func makeSUT() -> (SimulatePresenter, CommandViewSpy, SimulateInteractorMock) {
        let interactor = SimulateInteractorMock()
        let view = CommandViewSpy()
        let sut = SimulatePresenter(interactor: interactor)
        sut.view = view
        return (sut, view, interactor)
    }
}
