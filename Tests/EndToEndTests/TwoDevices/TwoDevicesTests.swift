import Foundation
import TestSupport
import Testing

/// One account on two devices (two homes) served by one `viper-auth server`, each app run with
/// `--server URL`: what only makes sense across devices, through the built binaries on loopback.
@Suite("Two devices, one server, through the built binaries")
struct TwoDevicesTests {
    @Test("Profile → devices lists both registrations on each device, each marking itself")
    func devicesListBoth() async throws {
        let devices = try await TwoDevices.start()
        let onA = try await devices.app(devices.deviceA, ["profile", "devices", "back", "quit"])
        let onB = try await devices.app(devices.deviceB, ["profile", "devices", "back", "quit"])
        try await devices.finish()

        // The server lists registrations in the order they were made: A's first, then B's.
        #expect(Self.deviceLines(onA.stdout).map(\.isThisDevice) == [true, false], "\(onA.stdout)")
        #expect(Self.deviceLines(onB.stdout).map(\.isThisDevice) == [false, true], "\(onB.stdout)")
        for run in [onA, onB] {
            #expect(run.status == 0)
            expectNoSecrets(run)
        }
    }

    @Test("push --server reaches the device enrolled for push; the other device does not see it")
    func pushReachesTheEnrolledDevice() async throws {
        let devices = try await TwoDevices.start()
        let message = "Open the staff room"
        let enrolled = try await devices.app(devices.deviceA, ["mobile", "enroll", "back", "quit"])
        let queued = try await devices.command(
            "push", on: devices.deviceB, ["--profile", Journey.email, "--message", message])
        let statusA = try await devices.command("status", on: devices.deviceA)
        let statusB = try await devices.command("status", on: devices.deviceB)
        let screenB = try await devices.app(devices.deviceB, ["mobile", "back", "quit"])
        let handled = try await devices.app(
            devices.deviceA, ["mobile", "handle", "accept", Journey.pin, "back", "quit"])
        try await devices.finish()

        #expect(enrolled.stdout.contains("Enrolled for mobile authentication and push."))
        #expect(queued.status == 0, "\(queued.allOutput)")
        #expect(statusA.stdout.contains("  Pending push requests (1):"), "\(statusA.allOutput)")
        #expect(statusA.stdout.contains("\u{201C}\(message)\u{201D}"))
        #expect(statusB.stdout.contains("  Pending push requests: none"), "\(statusB.allOutput)")
        #expect(!screenB.stdout.contains(message))
        #expect(handled.stdout.contains("\u{201C}\(message)\u{201D}: accepted."), "\(handled.stdout)")
        for run in [enrolled, queued, statusA, statusB, screenB, handled] { expectNoSecrets(run) }
    }

    @Test("disconnecting device A leaves device B logged in and working")
    func disconnectOneDevice() async throws {
        let devices = try await TwoDevices.start()
        let disconnected = try await devices.app(
            devices.deviceA, ["profile", "disconnect", "disconnect", "quit"])
        let afterOnA = try await devices.app(devices.deviceA, ["quit"])
        let onB = try await devices.app(
            devices.deviceB, ["profile", "devices", "back", "logout", "login", Journey.pin, "quit"])
        try await devices.finish()

        #expect(disconnected.stdout.contains("The profile was disconnected and removed from this device."))
        #expect(afterOnA.stdout.contains("No profiles are registered on this device yet."))
        #expect(onB.status == 0)
        #expect(Self.deviceLines(onB.stdout).map(\.isThisDevice) == [true], "\(onB.stdout)")
        #expect(occurrences(of: "Logged in as Edsger Dijkstra", in: onB.stdout) >= 2, "\(onB.stdout)")
        for run in [disconnected, afterOnA, onB] { expectNoSecrets(run) }
    }

    @Test("three wrong PINs on device B deregister B's registration only; A still logs in")
    func lockoutOnOneDevice() async throws {
        let devices = try await TwoDevices.start()
        let lockedOut = try await devices.app(
            devices.deviceB, ["logout", "login"] + Journey.wrongPins + ["quit"])
        let afterOnB = try await devices.app(devices.deviceB, ["quit"])
        let onA = try await devices.app(
            devices.deviceA, ["profile", "devices", "back", "logout", "login", Journey.pin, "quit"])
        try await devices.finish()

        #expect(
            lockedOut.stdout.contains(
                "Too many wrong PIN attempts: the profile was deregistered and removed from this device."),
            "\(lockedOut.stdout)")
        #expect(afterOnB.stdout.contains("No profiles are registered on this device yet."))
        #expect(onA.status == 0)
        #expect(Self.deviceLines(onA.stdout).map(\.isThisDevice) == [true], "\(onA.stdout)")
        #expect(occurrences(of: "Logged in as Edsger Dijkstra", in: onA.stdout) >= 2, "\(onA.stdout)")
        #expect(!onA.stdout.contains("Wrong PIN"))
        for run in [lockedOut, afterOnB, onA] { expectNoSecrets(run) }
    }

    @Test("an app-to-web link made on device A is redeemed once by browser --server on device B's home")
    func appToWebAcrossDevices() async throws {
        let devices = try await TwoDevices.start()
        let app = try await devices.app(devices.deviceA, ["web", "quit"])
        let prefix = "https://web.viper-auth.local/sso?token="
        let link = app.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .first { $0.hasPrefix(prefix) }
        let url = try #require(link, "\(app.stdout)")
        let opened = try await devices.command("browser", on: devices.deviceB, [url])
        let again = try await devices.command("browser", on: devices.deviceB, [url])
        try await devices.finish()

        #expect(opened.status == 0, "\(opened.allOutput)")
        #expect(opened.stdout.hasPrefix("Signed in on the web as "), "\(opened.stdout)")
        #expect(opened.stdout.contains(Journey.email))
        #expect(again.status == 1, "a link is single use: \(again.allOutput)")
        for run in [app, opened, again] { expectNoSecrets(run) }
    }

    /// The lines of the Profile screen's device list, each with whether it is marked as this device.
    private static func deviceLines(_ output: String) -> [(line: String, isThisDevice: Bool)] {
        guard let heading = output.range(of: "Devices this account is registered on:\n") else { return [] }
        return output[heading.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
            .prefix { $0.hasPrefix("  ") && $0.contains(" — registered ") }
            .map { (String($0), $0.hasSuffix(" (this device)")) }
    }
}
