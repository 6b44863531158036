import AuthEngine
import Foundation
import TestSupport
import Testing

/// Terminal injection through the built binary: text the app did not write (a name, a push message,
/// a typed line echoed by `--trace`) never reaches standard output or standard error as the
/// control characters it holds. The runs use `NO_COLOR=1`, so any ESC byte in their output is a
/// failure; the pseudo-terminal run has colour on and checks that the app's own escapes survive.
@Suite("Terminal injection through the built binary")
struct TerminalInjectionTests {
    /// What a hostile name holds: clear the screen, ring the bell.
    static let hostileName = "Eve\u{1B}[2J\u{07}Mallory"
    static let shownName = #"Eve\u{1B}[2J\u{07}Mallory"#
    /// What a phishing push message would hold: clear, home, a fake prompt, reversed text.
    static let hostileMessage = "Approve?\u{1B}[2J\u{1B}[HPIN: \u{202E}"
    static let shownMessage = #"Approve?\u{1B}[2J\u{1B}[HPIN: \u{202E}"#

    @Test(
        "a name holding ESC and BEL is refused at the field; with --trace, no hostile line reaches standard error"
    )
    func signUpRefusesHostileName() async throws {
        let runner = try BinaryRunner.withNewHome()
        defer { runner.remove() }

        let result = try await runner.run(
            ["--trace"],
            input: ["Eve\u{1B}[2J\u{07}", "register", "signup", Self.hostileName, "eve@example.org"]
                + ["correct horse", "correct horse"])

        #expect(result.status == 0)
        let refusal = "! That line holds a control character (such as Escape or a tab), which %@ cannot hold."
        #expect(
            result.stdout.contains(
                refusal.replacingOccurrences(of: "%@", with: "Choose") + " Please type it again.\nChoose: "))
        #expect(
            result.stdout.contains(
                refusal.replacingOccurrences(of: "%@", with: "Full name")
                    + " Please type it again.\nFull name: \n"))
        // A refused line never reaches a presenter, so no trace line carries it.
        #expect(!result.stderr.contains("Eve"))
        #expect(!result.allOutput.contains("Mallory"), "the refused name is not echoed")
        expectTerminalSafe(result)
    }

    @Test("push --message with ESC exits 2 with one line saying why, and queues nothing")
    func pushRefusesHostileMessage() async throws {
        let runner = try await PreparedHome.shared.copyOfEnrolledHome()
        defer { runner.remove() }

        let push = try await runner.run(
            ["push", "--home", runner.home, "--profile", Journey.email, "--message", Self.hostileMessage],
            addHome: false)

        #expect(push.status == 2)
        #expect(push.stdout.isEmpty)
        #expect(
            push.stderr
                == "viper-auth push: the message cannot contain control characters (such as escape, bell "
                + "or a line break) or bidirectional formatting characters\n")
        expectTerminalSafe(push)
        let status = try await runner.run(["status", "--home", runner.home], addHome: false)
        #expect(status.stdout.contains("  Pending push requests: none\n"))

        let multiLine = try await runner.run(
            ["push", "--home", runner.home, "--profile", Journey.email, "--message", "one\ntwo"],
            addHome: false)
        #expect(multiLine.status == 2)
        #expect(multiLine.stderr.hasPrefix("viper-auth push: the message cannot contain control characters"))
    }

    @Test("a name and a push message stored before the rule are shown escaped by status and by the app")
    func storedHostileValues() async throws {
        let runner = try await hostileHome()
        defer { runner.remove() }

        let status = try await runner.run(["status", "--home", runner.home], addHome: false)
        #expect(status.status == 0)
        #expect(status.stdout.contains("\n\(Self.shownName) <\(Journey.email)>\n"))
        #expect(status.stdout.contains("    \u{201C}\(Self.shownMessage)\u{201D} (accept or deny), sent "))
        expectTerminalSafe(status)

        let json = try await runner.run(["status", "--home", runner.home, "--json"], addHome: false)
        #expect(json.stdout.contains(#""name":"Eve\u001b[2J\u0007Mallory""#))

        let app = try await runner.run(
            ["--trace"], input: ["mobile", "pending", "handle", "deny", "back", "logout", "quit"])
        #expect(app.status == 0)
        #expect(app.stdout.contains("Logged in as \(Self.shownName) <\(Journey.email)>\n"))
        #expect(app.stdout.contains("\u{201C}\(Self.shownMessage)\u{201D} (accept or deny)"))
        #expect(app.stdout.contains("\u{201C}\(Self.shownMessage)\u{201D}: denied."))
        #expect(app.stdout.contains("\n  * \(Self.shownName) <\(Journey.email)>\n"))
        expectTerminalSafe(app)
    }

    @Test("on a terminal with colour on, the app's colours stay and the stored text's escapes are shown")
    func pseudoTerminal() async throws {
        let runner = try await hostileHome()
        defer { runner.remove() }
        let run = try PseudoTerminalRun(
            arguments: ["--home", runner.home], environment: ["NO_COLOR": nil, "TERM": "xterm"],
            stderrPath: runner.home + ".pty.stderr")

        var screen = try run.read(until: "Choose: ")
        run.type("mobile")
        screen += try run.read(until: "Choose: ")
        run.type("pending")
        screen += try run.read(until: "Choose: ")
        run.type("back")
        screen += try run.read(until: "Choose: ")
        run.type("quit")
        let end = try run.waitForExit()
        screen += end.rest
        let text = String(decoding: screen, as: UTF8.self)

        #expect(end.status == 0)
        #expect(text.contains("\u{1B}[1mDashboard\u{1B}[0m"), "the app's own colour escapes still work")
        #expect(text.contains("Logged in as \(Self.shownName) <\(Journey.email)>"))
        #expect(text.contains("\u{201C}\(Self.shownMessage)\u{201D}"))
        // None of the stored text's own controls reached the terminal.
        #expect(!text.contains("\u{1B}[2J") && !text.contains("\u{1B}[H"))
        #expect(!screen.contains(0x07))
        #expect(!text.unicodeScalars.contains("\u{202E}"))
        // Every ESC on screen starts one of the app's colour escapes (SGR: ESC [ digits m).
        #expect(Self.escapesOtherThanColour(in: text).isEmpty, "\(Self.escapesOtherThanColour(in: text))")
        expectTerminalSafe(end.stderr)
    }

    // MARK: - Homes

    /// An enrolled home whose files were written before the rule: the person's name holds ESC and
    /// BEL, and a pending push message a fake prompt and a right-to-left override.
    private func hostileHome() async throws -> BinaryRunner {
        let runner = try await PreparedHome.shared.copyOfEnrolledHome()
        let placeholder = "placeholder-message-to-replace"
        let push = try await runner.run(
            ["push", "--home", runner.home, "--profile", Journey.email, "--message", placeholder],
            addHome: false)
        #expect(push.status == 0)
        // The server's records as JSON documents (the layout before the store, converted again at
        // the next start), so they can be edited as text.
        try TokenServer.exportToDocuments(directory: runner.home + "/server")
        // As JSON escapes, which the readers decode into the control characters themselves.
        let replaced =
            try replace(Journey.fullName, with: #"Eve\u001b[2J\u0007Mallory"#, under: runner.home)
            + replace(placeholder, with: #"Approve?\u001b[2J\u001b[HPIN: \u202e"#, under: runner.home)
        #expect(replaced >= 3, "the name (device and server) and the message were replaced")
        return runner
    }

    /// Replaces `text` in every file under `directory`; returns how many files changed.
    private func replace(_ text: String, with replacement: String, under directory: String) throws -> Int {
        var changed = 0
        let files = FileManager.default.enumerator(atPath: directory)?.compactMap { $0 as? String } ?? []
        for file in files where file.hasSuffix(".json") {
            let path = directory + "/" + file
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let contents = String(decoding: data, as: UTF8.self)
            guard contents.contains(text) else { continue }
            try contents.replacingOccurrences(of: text, with: replacement)
                .write(toFile: path, atomically: false, encoding: .utf8)
            changed += 1
        }
        return changed
    }

    // MARK: - Checks

    /// No control character, DEL, C1 or bidirectional override other than the line breaks the
    /// output is made of: with colour off, not even an ESC.
    private func expectTerminalSafe(
        _ result: BinaryResult, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectTerminalSafe(result.stdout, sourceLocation: sourceLocation)
        expectTerminalSafe(result.stderr, sourceLocation: sourceLocation)
    }

    private func expectTerminalSafe(_ output: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let unsafe = output.unicodeScalars.filter { scalar in
            switch scalar.value {
            case 0x0A: false
            case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
            default: false
            }
        }
        #expect(
            unsafe.isEmpty, "unsafe characters: \(unsafe.map { $0.value })", sourceLocation: sourceLocation)
        #expect(!output.utf8.contains(0x1B) && !output.utf8.contains(0x07), sourceLocation: sourceLocation)
    }

    /// Each ESC in `text` that does not start a colour escape `ESC [ <digits;> m`.
    private static func escapesOtherThanColour(in text: String) -> [String] {
        var found: [String] = []
        var rest = Substring(text)
        while let escape = rest.firstIndex(of: "\u{1B}") {
            let after = rest[rest.index(after: escape)...]
            let sequence = after.prefix(while: { $0 != "m" && $0 != "\u{1B}" })
            let isColour =
                sequence.first == "[" && sequence.dropFirst().allSatisfy { $0.isNumber || $0 == ";" }
                && after.dropFirst(sequence.count).first == "m"
            if !isColour { found.append(String(after.prefix(12))) }
            rest = after
        }
        return found
    }
}
