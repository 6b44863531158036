import Foundation
import TestSupport
import Testing

/// Every operation that changes both halves, stopped by the test-only fault point
/// (`VIPER_AUTH_CRASH_AFTER`) right after the server answered and before the device wrote, then
/// started again: the halves agree, no sentence is false, and the person carries on. Each test
/// works on a copy of the prepared home (signed in as `Journey.email`, PIN `Journey.pin`); the
/// rules are the table in docs/ENGINE.md, "Operations that change both halves".
@Suite("A crash between the server's half and the device's half, then the next start")
struct CrashBetweenHalvesTests {
    private static let newPin = "70394"
    private static let authenticatorPassword = "blue-heron-42"
    /// What the fault point exits with.
    private static let crashStatus: Int32 = 86
    /// Sentences that would be false (or a failure) after any of these crashes.
    private static let neverSaid = [
        "could not be read", "Storage problem", "Device not recognised", "Session ended",
        "Your session has expired",
    ]

    /// Runs `input` with the fault point armed for `operation`; the run must stop there.
    private func crash(_ runner: BinaryRunner, after operation: String, _ input: [String]) async throws {
        let result = try await runner.run(input: input, environment: ["VIPER_AUTH_CRASH_AFTER": operation])
        #expect(
            result.status == Self.crashStatus, "the fault point did not stop the run:\n\(result.allOutput)")
    }

    /// The next start: it must end well and say nothing false; returns what it printed.
    private func nextStart(_ runner: BinaryRunner, _ input: [String]) async throws -> String {
        let result = try await runner.run(input: input)
        #expect(result.status == 0, "\(result.allOutput)")
        for sentence in Self.neverSaid + Self.secrets {
            #expect(!result.allOutput.contains(sentence), "printed \"\(sentence)\":\n\(result.stdout)")
        }
        return result.stdout
    }

    private static let secrets = Journey.secrets + [newPin, authenticatorPassword]

    private func count(_ text: String, in output: String) -> Int {
        output.components(separatedBy: text).count - 1
    }

    /// The device list the Profile screen prints for the account, one line a registration, from a
    /// start that restores the session.
    private func deviceLines(_ runner: BinaryRunner) async throws -> [String] {
        let output = try await nextStart(runner, ["profile", "devices", "back", "quit"])
        let listed = try #require(output.range(of: "Devices this account is registered on:\n"))
        return output[listed.upperBound...].split(separator: "\n").prefix { $0.contains(" — registered ") }
            .map(String.init)
    }

    private static let signIn = [
        "register", "signin", Journey.email, Journey.password, Journey.pin, Journey.pin,
    ]
    private static let forgottenNotice =
        "Edsger Dijkstra <edsger@example.com>: The server no longer knows this profile; "
        + "it was removed from this device."

    /// The next start says `notice` once and lists no profile; the start after says nothing of it.
    private func expectRemovedOnce(_ runner: BinaryRunner, notice: String) async throws {
        let first = try await nextStart(runner, ["quit"])
        #expect(count(notice, in: first) == 1, "\(first)")
        #expect(first.contains("No profiles are registered on this device yet."))
        await #expect(!(try nextStart(runner, ["quit"])).contains("removed"))
    }

    /// The person carries on: registering again works, and the account lists this device once.
    private func expectRegisteringAgainLeavesOneDevice(_ runner: BinaryRunner) async throws {
        _ = try await nextStart(runner, Self.signIn + ["quit"])
        await #expect(try deviceLines(runner).count == 1)
    }

    @Test("registration: the server's registration the device never stored is gone at the next start")
    func registration() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }
        // A second device of the same server half: this home's device half, new.
        try FileManager.default.removeItem(atPath: runner.home + "/device")

        try await crash(runner, after: "registration", Self.signIn)

        let welcome = try await nextStart(runner, ["quit"])
        #expect(welcome.contains("No profiles are registered on this device yet."))
        #expect(!welcome.contains("removed"))
        // Carry on: register again; the account lists the first device and this one, no ghost.
        _ = try await nextStart(runner, Self.signIn + ["quit"])
        let devices = try await deviceLines(runner)
        #expect(devices.count == 2, "\(devices)")
        #expect(devices.filter { $0.hasSuffix("(this device)") }.count == 1, "\(devices)")
    }

    @Test("disconnect: finished at the next start and said once; registering again works, with no ghost")
    func disconnect() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }

        try await crash(runner, after: "disconnect", ["profile", "disconnect", "disconnect"])

        try await expectRemovedOnce(
            runner,
            notice:
                "Edsger Dijkstra <edsger@example.com>: The profile was disconnected and removed from this device."
        )
        let status = try await runner.run(["status"])
        #expect(status.stdout.contains("No profiles are registered on this device."))
        try await expectRegisteringAgainLeavesOneDevice(runner)
    }

    @Test("the last wrong PIN: the profile the server deregistered is removed at the next start, said once")
    func pinAttempts() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }

        try await crash(runner, after: "pin-attempts", ["logout", "login"] + Journey.wrongPins)

        try await expectRemovedOnce(runner, notice: Self.forgottenNotice)
        try await expectRegisteringAgainLeavesOneDevice(runner)
    }

    @Test("status first after the crash: it removes the profile the server deregistered and says so once")
    func statusAfterPinAttempts() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }

        try await crash(runner, after: "pin-attempts", ["logout", "login"] + Journey.wrongPins)

        let status = try await runner.run(["status"])
        #expect(status.status == 0)
        #expect(
            status.stdout == Self.forgottenNotice + "\n\nNo profiles are registered on this device.\n")
        let again = try await runner.run(["status"])
        #expect(again.stdout == "No profiles are registered on this device.\n")
        await #expect(!(try nextStart(runner, ["quit"])).contains("removed"))
    }

    @Test("change PIN: the next start continues the session, and the new PIN logs in")
    func changePin() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }

        try await crash(
            runner, after: "change-pin", ["profile", "pin", Journey.pin, Self.newPin, Self.newPin])

        let output = try await nextStart(runner, ["logout", "login", Self.newPin, "quit"])
        #expect(count("Logged in as Edsger Dijkstra <edsger@example.com>", in: output) == 2)
        #expect(!output.contains("Wrong PIN"))
    }

    @Test(
        "authenticator registration: the authenticator the server took is listed at the next start, and logs in"
    )
    func authenticatorRegistration() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }
        let password = Self.authenticatorPassword

        try await crash(
            runner, after: "authenticator-registration",
            ["authenticators", "register", "password", Journey.pin, password, password])

        let output = try await nextStart(
            runner, ["authenticators", "prefer", "password", "back", "logout", "login", password, "quit"])
        #expect(output.contains("Registered: PIN, password"))
        let loggedOut = try #require(output.range(of: "Logged out."))
        let login = output[loggedOut.upperBound...]
        #expect(login.contains("Enter your password. An empty line uses the PIN instead."))
        #expect(login.contains("Logged in as Edsger Dijkstra <edsger@example.com>"))
    }

    @Test("authenticator removal: the authenticator the server dropped is gone here too at the next start")
    func authenticatorRemoval() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }
        let password = Self.authenticatorPassword
        _ = try await nextStart(
            runner,
            [
                "authenticators", "register", "password", Journey.pin, password, password, "prefer",
                "password",
                "back", "quit",
            ])

        try await crash(runner, after: "authenticator-removal", ["authenticators", "remove", "password"])

        let output = try await nextStart(
            runner, ["authenticators", "back", "logout", "login", Journey.pin, "quit"])
        #expect(output.contains("Registered: PIN\n"))
        #expect(output.contains("Preferred at login: PIN"))
        #expect(!output.contains("Enter your password"))
        #expect(output.contains("Enter your PIN (5 digits)."))
    }

    @Test("logout: the next start is logged out, without a word about a session, and logging in works")
    func logout() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }

        try await crash(runner, after: "logout", ["logout"])

        let output = try await nextStart(runner, ["login", Journey.pin, "quit"])
        let welcome = try #require(output.range(of: "Welcome\n"))
        let loggedIn = try #require(output.range(of: "Logged in as Edsger Dijkstra <edsger@example.com>"))
        #expect(welcome.lowerBound < loggedIn.lowerBound, "the session came back:\n\(output)")
        #expect(count("Logged in as Edsger Dijkstra <edsger@example.com>", in: output) == 1)
    }

    @Test(
        "enrollment: what the server enrolled is what the next start shows, and enrolling again finishes it",
        arguments: ["mobile-auth-enrollment", "push-enrollment"])
    func enrollment(_ operation: String) async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }

        try await crash(runner, after: operation, ["mobile", "enroll"])

        let output = try await nextStart(runner, ["mobile", "back", "quit"])
        let enrolled = "Enrolled for mobile authentication and push."
        if operation == "push-enrollment" {
            #expect(output.contains(enrolled))
        } else {
            #expect(output.contains("[enroll]"))
            await #expect(try nextStart(runner, ["mobile", "enroll", "back", "quit"]).contains(enrolled))
        }
    }

    @Test("the fault point is inert unless it names an operation")
    func inertFaultPoint() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }

        let result = try await runner.run(
            input: ["logout", "quit"], environment: ["VIPER_AUTH_CRASH_AFTER": "everything"])

        #expect(result.status == 0)
        #expect(result.stdout.contains("Logged out."))
    }
}
