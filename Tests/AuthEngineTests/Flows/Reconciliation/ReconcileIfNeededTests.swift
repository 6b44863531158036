import TestSupport
import Testing

@testable import AuthEngine

/// `AuthClient.reconcileIfNeeded()`: a start asks the server about this device's registrations only
/// when the device has something to settle (an operation's mark left behind, a home not reconciled
/// since it keeps marks), and clears the marks it settled, never a live operation's.
@Suite("Reconciling only when the device has something to settle")
struct ReconcileIfNeededTests {
    /// A client on the harness's home whose requests are counted, as the next start's would be.
    private func countingClient(_ harness: EngineHarness) throws -> (AuthClient, CountingTransport) {
        let transport = CountingTransport(wrapping: InProcessTransport(server: harness.server))
        let client = try AuthClient(
            directory: harness.home + "/device", transport: transport, clock: harness.clock,
            configuration: .forTesting)
        return (client, transport)
    }

    private func deviceStore(_ harness: EngineHarness) throws -> DeviceStore {
        DeviceStore(store: try SecureFileStore(directory: harness.home + "/device"))
    }

    /// Whether the client asked the server anything about this device's registrations.
    private func asked(_ transport: CountingTransport) -> Bool {
        transport.count(of: "/v1/devices/nonce") + transport.count(of: "/v1/devices/registrations") > 0
    }

    private func marks(_ harness: EngineHarness) throws -> [String] {
        try FileSystem.regularFileNames(in: harness.home + "/device").filter {
            $0.hasPrefix(DeviceStore.pendingMarkPrefix)
        }
    }

    @Test("a home reconciled once, whose operations all finished, asks the server nothing at the next start")
    func nothingToSettle() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        _ = try await harness.signUpAndRegister()
        #expect(try marks(harness).isEmpty, "the registration removed its mark")

        let (first, firstRequests) = try countingClient(harness)
        #expect(await first.reconcileIfNeeded().isEmpty)
        #expect(asked(firstRequests), "never reconciled: it asks once")

        let (next, nextRequests) = try countingClient(harness)
        #expect(await next.reconcileIfNeeded().isEmpty)
        #expect(!asked(nextRequests))
    }

    @Test("an operation's mark left by a dead process makes the next start settle it, and is cleared then")
    func abandonedMarkSettled() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let kept = try #require(try await harness.signUpAndRegister(email: "ada@example.org").profile)
        _ = await harness.client.reconcileIfNeeded()
        // A registration cut short after the server's answer: its mark stays, its lock went with
        // the process, and the device never stored the profile.
        let device = try deviceStore(harness)
        let mark = try device.markPendingOperation()
        let ghost = try #require(try await harness.signUpAndRegister(email: "lin@example.org").profile)
        try device.wipe(profileId: ghost.id)
        mark.release()

        let (client, requests) = try countingClient(harness)
        #expect(await client.reconcileIfNeeded().isEmpty)

        #expect(asked(requests))
        let state = try StoredState(harness: harness).serverState()
        #expect(state.registrations.map(\.profileId) == [kept.id])
        #expect(try marks(harness).isEmpty)
        let (next, nextRequests) = try countingClient(harness)
        _ = await next.reconcileIfNeeded()
        #expect(!asked(nextRequests))
    }

    @Test("a live operation's mark makes a start reconcile but is left to its operation to remove")
    func liveMarkKept() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        _ = try await harness.signUpAndRegister()
        _ = await harness.client.reconcileIfNeeded()
        let live = try deviceStore(harness).markPendingOperation()

        let (client, requests) = try countingClient(harness)
        _ = await client.reconcileIfNeeded()

        #expect(asked(requests))
        #expect(try marks(harness).count == 1)
        live.remove()
        let (next, nextRequests) = try countingClient(harness)
        _ = await next.reconcileIfNeeded()
        #expect(!asked(nextRequests))
        #expect(try marks(harness).isEmpty)
    }

    @Test("a disconnect the server could not be told of keeps its mark; the next start deregisters it there")
    func untoldDisconnectSettled() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profile = try #require(try await harness.signUpAndRegister().profile)
        _ = await harness.client.reconcileIfNeeded()
        let faults = FaultInjectingTransport(wrapping: InProcessTransport(server: harness.server))
        faults.inject([.status(400)], on: "/v1/devices/deregister")
        let client = try AuthClient(
            directory: harness.home + "/device", transport: faults, clock: harness.clock,
            configuration: .forTesting)

        guard case .partialSuccess = try await client.disconnect(profileId: profile.id) else {
            Issue.record("the server was not told, so the disconnect is partial")
            return
        }
        #expect(try marks(harness).count == 1)
        #expect(try StoredState(harness: harness).serverState().registrations.count == 1)

        let (next, requests) = try countingClient(harness)
        #expect(await next.reconcileIfNeeded().isEmpty)

        #expect(asked(requests))
        #expect(try StoredState(harness: harness).serverState().registrations.isEmpty)
        #expect(try marks(harness).isEmpty)
    }

    @Test("a logout and a disconnect that finish both halves leave no mark")
    func finishedOperationsLeaveNoMark() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profile = try #require(try await harness.signUpAndRegister().profile)

        #expect(await harness.client.logout(profileId: profile.id) == .success)
        #expect(try marks(harness).isEmpty)
        #expect(try await harness.client.disconnect(profileId: profile.id) == .success)
        #expect(try marks(harness).isEmpty)
    }
}
