import TestSupport
import Testing

/// Mobile authentication through the built binary, with `viper-auth push` and `status` as the
/// second process on the same home.
@Suite("Mobile authentication and push through the built binary")
struct MobileAuthTests {
    @Test(
        "two processes: the app waits on its dashboard, push --wait 10 queues, the app accepts with the PIN")
    func acceptAcrossProcesses() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }
        let app = try runner.start(["--trace"])
        try await app.read(until: "Logged in as Edsger Dijkstra")
        try await app.read(until: "Choose: ")
        try app.type("mobile")
        try await app.read(until: "Choose: ")
        try app.type("enroll")
        try await app.read(until: "Enrolled for mobile authentication and push.")
        try await app.read(until: "Choose: ")

        let push = try runner.start(
            [
                "push", "--home", runner.home, "--profile", Journey.email,
                "--message", "Sign in to the library", "--wait", "100",
            ], addHome: false)
        try await push.readError(until: "Waiting up to 1m 40s for the app")
        try app.type("pending")
        let listing = try await app.read(until: "Choose: ")
        #expect(listing.contains("Pending push requests (1):"))
        #expect(listing.contains("\u{201C}Sign in to the library\u{201D} (accept or deny)"))
        #expect(listing.contains("UTC, expires in "))
        try app.type("handle")
        try await app.read(until: "Accept or deny: ")
        try app.type("accept")
        try await app.read(until: "PIN: ")
        try app.type(Journey.pin)
        try await app.read(until: "\u{201C}Sign in to the library\u{201D}: accepted.")

        #expect(try await push.waitForExit().status == 0)
        #expect(push.stdout == "accepted\n")

        try await app.read(until: "Choose: ")
        try app.type("back")
        try await app.read(until: "Dashboard")
        try await app.read(until: "Choose: ")
        try app.type("quit")
        #expect(try await app.waitForExit().status == 0)
        #expect(
            app.stderr.contains("trace: Router: Router -> View: dashboard --> mobileAuth: mobileAuthChosen"))
        expectNoSecrets(in: app.stdout + app.stderr + push.stdout + push.stderr)
    }

    @Test("deny while push waits: push prints denied and exits 3")
    func denyAcrossProcesses() async throws {
        let runner = try await PreparedHome.shared.copyOfEnrolledHome()
        defer { runner.remove() }
        let app = try runner.start()
        try await app.read(until: "Choose: ")
        let push = try runner.start(
            [
                "push", "--home", runner.home, "--profile", Journey.email, "--message", "Not me", "--wait",
                "100",
            ],
            addHome: false)
        try await push.readError(until: "Waiting up to")

        for line in ["mobile", "handle", "maybe", "deny"] { try app.type(line) }
        let handled = try await app.read(until: "\u{201C}Not me\u{201D}: denied.")
        #expect(handled.contains("! Please type accept or deny (an empty line leaves the request pending)."))

        #expect(try await push.waitForExit().status == 3)
        #expect(push.stdout == "denied\n")
        #expect(try await app.finish().status == 0)
        expectNoSecrets(in: app.stdout + app.stderr + push.stdout + push.stderr)
    }

    @Test("a wrong PIN denies the request and logs out to Welcome with a message; status shows no session")
    func wrongPinLogsOut() async throws {
        let runner = try await PreparedHome.shared.copyOfEnrolledHome()
        defer { runner.remove() }
        let queued = try await runner.run(
            ["push", "--home", runner.home, "--profile", Journey.email, "--message", "Phish"], addHome: false)
        #expect(queued.status == 0)
        #expect(queued.stdout.hasPrefix("queued psh_"))

        let result = try await runner.run(
            input: ["mobile", "handle", "accept", "123", Journey.wrongPins[0], "quit"])

        #expect(result.status == 0)
        #expect(result.stdout.contains("! A PIN is 5 digits, 0 to 9. Try again."))
        #expect(result.stdout.contains("\u{201C}Phish\u{201D}: denied (wrong PIN)."))
        #expect(
            result.stdout.contains(
                "Wrong PIN: the request \u{201C}Phish\u{201D} was denied and you were logged out.\n\nWelcome\n"
            ))
        let status = try await runner.run(["status", "--home", runner.home], addHome: false)
        #expect(status.stdout.contains("  Session: not signed in"))
        #expect(status.stdout.contains("  Pending push requests: none"))
        expectNoSecrets(in: result.allOutput + status.allOutput)
    }

    @Test("a one-time code from push --otp typed in the app; status text and JSON before and after")
    func oneTimeCodeAndStatus() async throws {
        let runner = try await PreparedHome.shared.copyOfEnrolledHome()
        defer { runner.remove() }
        let otp = try await runner.run(
            ["push", "--home", runner.home, "--profile", Journey.email, "--otp"], addHome: false)
        #expect(otp.status == 0)
        let code = String(otp.stdout.dropLast())
        #expect(code.count == 6 && code.allSatisfy(\.isNumber) && otp.stdout.hasSuffix("\n"))
        #expect(otp.stderr.contains("One-time code request psh_"))

        let text = try await runner.run(["status", "--home", runner.home], addHome: false)
        #expect(text.status == 0)
        #expect(
            text.stdout.hasPrefix("Profiles on this device (1):\n\nEdsger Dijkstra <edsger@example.com>\n"))
        #expect(text.stdout.contains("  Authenticators: pin (preferred)\n  Session: signed in until "))
        #expect(
            text.stdout.contains("Guest at Riverside Secondary (Visitors)\n  Pending push requests (1):\n"))
        #expect(text.stdout.contains("(one-time code), sent "))

        let before = try await runner.run(["status", "--home", runner.home, "--json"], addHome: false)
        #expect(before.status == 0)
        #expect(
            shape(of: before.stdout)
                == #"{"checkedAt":N,"profiles":[{"id":"prf_ID","email":"edsger@example.com","#
                + #""name":"Edsger Dijkstra","authenticators":["pin"],"preferred":"pin","#
                + #""session":{"active":true,"expiresAt":N,"role":"Guest","school":"Riverside Secondary","#
                + #""unit":"Visitors"},"pendingRequests":[{"id":"psh_ID","kind":"otp","#
                + #""message":"Enter the code shown by viper-auth push.","createdAt":N,"expiresAt":N}]}],"#
                + #""simulation":{"clockOffsetSeconds":N,"faults":[]}}"#
                + "\n")

        let result = try await runner.run(input: ["mobile", "handle", "12ab", code, "back", "quit"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("! A one-time code is 6 digits, 0 to 9. Try again."))
        #expect(result.stdout.contains("\u{201C}Enter the code shown by viper-auth push.\u{201D}: accepted."))

        let after = try await runner.run(["status", "--json", "--home", runner.home], addHome: false)
        #expect(after.stdout.contains(#""pendingRequests":[]}],"simulation":"#))
        expectNoSecrets(in: text.allOutput + before.allOutput + result.allOutput + after.allOutput)
    }

    @Test("push and status refuse what they cannot do: exit 2 for usage, 1 for what the home refuses")
    func refusals() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }

        let usage = try await runner.run(["push", "--profile", Journey.email], addHome: false)
        #expect(usage.status == 2)
        #expect(
            usage.stderr
                == "viper-auth: push needs --message M or --otp\nRun 'viper-auth push --help' for usage.\n")
        #expect(usage.stdout.isEmpty)

        let notEnrolled = try await runner.run(
            ["push", "--home", runner.home, "--profile", Journey.email, "--message", "Hi"], addHome: false)
        #expect(notEnrolled.status == 1)
        #expect(notEnrolled.stderr.hasPrefix("viper-auth push: the profile is not enrolled for push"))

        let unknown = try await runner.run(
            ["push", "--home", runner.home, "--profile", "nobody@example.com", "--otp"], addHome: false)
        #expect(unknown.status == 1)
        #expect(unknown.stderr == "viper-auth push: no profile or account matches\n")

        let badStatus = try await runner.run(["status", "--home", runner.home, "--verbose"], addHome: false)
        #expect(badStatus.status == 2)
        #expect(badStatus.stderr.hasPrefix("viper-auth: unknown option '--verbose' for status\n"))

        let empty = try BinaryRunner.withNewHome()
        defer { empty.remove() }
        let nothing = try await empty.run(["status", "--home", empty.home + "/unused"], addHome: false)
        #expect(nothing.status == 0)
        #expect(nothing.stdout == "No profiles are registered on this device.\n")
    }

    @Test("after enrolling the screen shows the enrolled state: no Enroll now, nor in the next run")
    func enrolledState() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }

        let first = try await runner.run(input: ["mobile", "enroll", "enroll", "back", "quit"])
        let next = try await runner.run(input: ["mobile", "back", "quit"])

        let enrolledMenu =
            "  1) Show pending requests  [pending]\n  2) Handle pending requests  [handle]\n"
            + "  3) Back to the dashboard  [back]\nChoose: "
        var rest = Substring(first.stdout)
        for expected in [
            "Enroll once; then handle the pending requests, oldest first.",
            "  1) Enroll for mobile authentication and push  [enroll]",
            "Enrolled for mobile authentication and push.\n" + enrolledMenu,
            "! Please choose 1–3, or type a keyword such as \"pending\".",
        ] {
            guard let range = rest.range(of: expected) else {
                Issue.record("missing, or out of order: \(expected)\n--- output ---\n\(first.stdout)")
                return
            }
            rest = rest[range.upperBound...]
        }
        #expect(
            next.stdout.contains(
                "Enrolled for mobile authentication and push. Handle the pending requests, oldest first.\n"
                    + "No pending push requests.\n" + enrolledMenu))
        #expect(!next.stdout.contains("[enroll]"))
        #expect(first.status == 0 && next.status == 0)
    }

    @Test("end of input while a request is asked leaves it pending")
    func endOfInputLeavesPending() async throws {
        let runner = try await PreparedHome.shared.copyOfEnrolledHome()
        defer { runner.remove() }
        _ = try await runner.run(
            ["push", "--home", runner.home, "--profile", Journey.email, "--message", "Later"], addHome: false)

        let result = try await runner.run(input: ["mobile", "handle", "accept"])

        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("End of input. Goodbye.\n"))
        let status = try await runner.run(["status", "--home", runner.home], addHome: false)
        #expect(status.stdout.contains("  Pending push requests (1):\n    \u{201C}Later\u{201D}"))
    }

    // MARK: Helpers

    /// The JSON with ids and numbers replaced, so its exact shape can be compared.
    private func shape(of json: String) -> String {
        json.replacing(/(prf|psh)_[A-Za-z0-9_-]+/) { "\($0.output.1)_ID" }
            .replacing(/:[0-9]+/, with: ":N")
    }
}
