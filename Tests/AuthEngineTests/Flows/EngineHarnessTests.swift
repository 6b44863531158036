import TestSupport
import Testing

@testable import AuthEngine

/// The harness's second device, which tests of data the server keeps per account stand on: one
/// account, two devices, each with its own device identity, profile and session.
@Suite("EngineHarness: the same account on another device")
struct EngineHarnessTests {
    @Test("the second device registers the same account as a profile of its own, on a device of its own")
    func sameAccountOtherDevice() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let first = try await harness.signUpAndRegister()
        let firstProfile = try #require(first.profile)

        let (other, second) = try await harness.sameAccountOnOtherDevice()
        let secondProfile = try #require(second.profile)

        #expect(second.user.userId == first.user.userId)
        #expect(secondProfile.id != firstProfile.id)
        #expect(try await other.device.identity().deviceId != harness.client.device.identity().deviceId)
        #expect(try await harness.client.profiles().map(\.id) == [firstProfile.id])
        #expect(try await other.profiles().map(\.id) == [secondProfile.id])
        let registrations = try harness.serverState().registrations.filter {
            $0.accountId == first.user.userId
        }
        #expect(Set(registrations.map(\.profileId)) == [firstProfile.id, secondProfile.id])

        // What the server keeps per account is seen from both: here, the account's devices.
        let seenFromOther = try await other.devices(profileId: secondProfile.id)
        #expect(seenFromOther.map(\.profileId).sorted() == [firstProfile.id, secondProfile.id].sorted())
        #expect(seenFromOther.filter(\.isThisDevice).map(\.profileId) == [secondProfile.id])
    }

    @Test("each device's session is its own: a logout on one leaves the other signed in, run after run")
    func sessionsAreEachDevicesOwn() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let firstProfile = try #require(try await harness.signUpAndRegister().profile)
        let secondProfile = try #require(try await harness.sameAccountOnOtherDevice().session.profile)

        #expect(await harness.client.logout(profileId: firstProfile.id) == .success)

        await #expect(throws: AuthError.notAuthenticated) {
            try await harness.client.me(profileId: firstProfile.id)
        }
        let nextRun = try harness.otherDevice()
        #expect(try await nextRun.profiles().map(\.id) == [secondProfile.id])
        #expect(try await nextRun.me(profileId: secondProfile.id).email == TestAccount.email)
    }
}
