import Interactors
import TestSupport
import Testing

@MainActor
@Suite("Welcome's interactor decorator")
struct TracingWelcomeTests {
    static let ada = RegisteredProfile(id: "prf_ada", email: "ada@example.org", fullName: "Ada Lovelace")

    @Test("Welcome's interactor decorator hands over every use case between its two hops")
    func welcomeInteractor() async throws {
        let mock = WelcomeInteractorMock()
        mock.profileLists = [.success([Self.ada])]
        mock.implicitData = [.success("ada@example.org (user usr_ada)")]
        mock.loginStarts = [.success(.needsPin(.sample)), .success(.signedIn(TraceFixtures.session))]
        let log = DecoratorLog { mock.calls }
        let sut = try #require(log.trace("Welcome")).traced(mock)

        #expect(try await sut.profiles() == [Self.ada])
        #expect(try await sut.implicitData(profileId: "prf_ada") == "ada@example.org (user usr_ada)")
        #expect(try await sut.startLogin(profileId: "prf_ada") == .needsPin(.sample))
        #expect(try await sut.startLogin(profileId: "prf_ada") == .signedIn(TraceFixtures.session))

        #expect(
            log.entries == [
                hop("Presenter -> Interactor: profiles()"), .call(.profiles),
                hop("Interactor -> Presenter: 1 profile(s)"),
                hop("Presenter -> Interactor: implicitData(profileId: prf_ada)"),
                .call(.implicitData(profileId: "prf_ada")), hop("Interactor -> Presenter: implicit data"),
                hop("Presenter -> Interactor: startLogin(profileId: prf_ada)"),
                .call(.startLogin(profileId: "prf_ada")),
                hop("Interactor -> Presenter: PIN requested"),
                hop("Presenter -> Interactor: startLogin(profileId: prf_ada)"),
                .call(.startLogin(profileId: "prf_ada")),
                hop("Interactor -> Presenter: signed in to profile prf_ada"),
            ])
    }

    private func hop(_ line: String) -> DecoratorLog<WelcomeInteractorMock.Call>.Entry {
        .hop("trace: Welcome: " + line)
    }
}
