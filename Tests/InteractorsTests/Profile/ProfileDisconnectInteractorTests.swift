import AuthEngine
import Testing

@testable import Interactors

@Suite("Profile interactor: disconnect, on the real engine")
struct ProfileDisconnectInteractorTests {
    @Test("a disconnect removes the profile; a login then finds no profile; the other profile stays")
    func disconnects() async throws {
        let engine = try await ChallengeTestEngine.start()
        defer { engine.remove() }
        let gone = try await engine.registerProfile(email: "lin@example.org").profile
        let kept = try await engine.registerProfile(email: "ada@example.org").profile
        let sut = ProfileInteractor(host: engine.host)

        let outcome = try await sut.disconnect(profileId: gone)

        #expect(outcome == .disconnected)
        #expect(try await engine.client.profiles().map(\.id) == [kept.rawValue])
        #expect(await engine.beginLogin(profileId: gone.rawValue).step == .failed(.profileNotFound))
        #expect(try await sut.devices(profileId: kept).count == 1)
    }

    @Test("disconnecting again is still a disconnect: the profile is gone everywhere")
    func repeated() async throws {
        let engine = try await ChallengeTestEngine.start()
        defer { engine.remove() }
        let profileId = try await engine.registerProfile().profile
        let sut = ProfileInteractor(host: engine.host)

        #expect(try await sut.disconnect(profileId: profileId) == .disconnected)
        #expect(try await sut.disconnect(profileId: profileId) == .disconnected)
    }

    @Test(
        "the engine's results map to the app's outcomes",
        arguments: [
            (DisconnectResult.success, DisconnectOutcome.disconnected),
            (.alreadyDisconnected, .disconnected),
            (.partialSuccess(.transport(.unreachable)), .serverNotTold(.serverUnreachable)),
            (.partialSuccess(.deviceNotRecognised), .serverNotTold(AppError(AuthError.deviceNotRecognised))),
        ])
    func mapping(result: DisconnectResult, expected: DisconnectOutcome) {
        #expect(DisconnectOutcome(result) == expected)
    }
}
