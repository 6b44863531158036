import Interactors
import TestSupport
import Testing

@MainActor
@Suite("Authenticators' interactor decorator")
struct TracingAuthenticatorsTests {
    static let registered = ProfileAuthenticators(registered: [.pin, .password], preferred: .password)
    static let removal = AuthenticatorRemovalOutcome(
        remaining: ProfileAuthenticators(registered: [.pin], preferred: .pin), preferredResetToPin: true)

    @Test("the interactor decorator hands over every use case between its two hops")
    func interactor() async throws {
        let mock = AuthenticatorsInteractorMock()
        mock.lists = [.success(Self.registered)]
        mock.registrationStarts = [.success(.sample)]
        mock.removals = [.success(Self.removal)]
        mock.preferences = [.success(Self.registered)]
        let log = DecoratorLog { mock.calls }
        let sut = try #require(log.trace("Authenticators")).traced(mock)

        #expect(try await sut.authenticators(profileId: "prf_ada") == Self.registered)
        #expect(try await sut.startRegistration(of: .biometric, profileId: "prf_ada") == .sample)
        #expect(try await sut.remove(.password, profileId: "prf_ada") == Self.removal)
        #expect(try await sut.prefer(.password, profileId: "prf_ada") == Self.registered)
        #expect(await sut.endSession(owner: .profile("prf_ada")) == .loggedOut)

        #expect(
            log.entries == [
                hop("Presenter -> Interactor: authenticators(profileId: prf_ada)"),
                .call(.authenticators(profileId: "prf_ada")),
                hop("Interactor -> Presenter: 2 authenticator(s)"),
                hop("Presenter -> Interactor: startRegistration(of: biometric, profileId: prf_ada)"),
                .call(.startRegistration(.biometric, profileId: "prf_ada")),
                hop("Interactor -> Presenter: PIN requested"),
                hop("Presenter -> Interactor: remove(password, profileId: prf_ada)"),
                .call(.remove(.password, profileId: "prf_ada")),
                hop("Interactor -> Presenter: removed; 1 authenticator(s) left"),
                hop("Presenter -> Interactor: prefer(password, profileId: prf_ada)"),
                .call(.prefer(.password, profileId: "prf_ada")),
                hop("Interactor -> Presenter: preferred: password"),
                hop("Presenter -> Interactor: endSession(owner: profile prf_ada)"),
                .call(.endSession(.profile("prf_ada"))),
                hop("Interactor -> Presenter: session ended: loggedOut"),
            ])
    }

    private func hop(_ line: String) -> DecoratorLog<AuthenticatorsInteractorMock.Call>.Entry {
        .hop("trace: Authenticators: " + line)
    }
}
