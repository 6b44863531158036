import Foundation
import TestSupport
import Testing

/// The session on disk through the built binary: `kill -9` while it saves one, temporary files of
/// killed writes, a home written by the release that kept three session files, a damaged session.
@Suite("The stored session survives kill -9, upgrades and damage")
struct SessionDurabilityTests {
    static let unreadable = "The saved session could not be read and was cleared. Please log in."

    private func sessionDocument(in home: String) throws -> String {
        let names = try FileManager.default.contentsOfDirectory(atPath: home + "/device")
        let documents = names.filter { $0.hasPrefix("session-") && $0.hasSuffix(".json") }
        try #require(documents.count == 1, "expected one session document, found \(names.sorted())")
        return documents[0]
    }

    private func temporaryFiles(in home: String) throws -> [String] {
        try ["device", "server"].flatMap { directory in
            try FileManager.default.contentsOfDirectory(atPath: home + "/" + directory)
                .filter { $0.contains(".tmp-") }
        }
    }

    @Test("killed at random moments while switching role, the next start restores the session")
    func killedWhileSwitchingContext() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }
        for kill in 1...12 {
            let app = try runner.start()
            try await app.read(until: "Choose: ")
            // Each switch signs a new access token and saves the session; the input is all there,
            // so the app goes from one save to the next until the kill.
            for _ in 0..<40 { try app.type(["context", "1"]) }
            let delay = Int.random(in: 0..<250_000)
            try await Task.sleep(for: .microseconds(delay))
            app.kill()
            _ = try await app.waitForExit()

            let next = try await runner.run(input: ["quit"])

            #expect(next.status == 0)
            #expect(!next.allOutput.contains(Self.unreadable), "kill \(kill) after \(delay) µs")
            // Switching role never ends a session, so the old one or the new one is always there.
            #expect(next.stdout.contains("Logged in as Edsger Dijkstra"), "kill \(kill) after \(delay) µs")
            #expect(try temporaryFiles(in: runner.home) == [], "the start removed what the kill left")
        }
    }

    @Test("temporary files left by killed writes are removed at the next start; the documents stay")
    func leftoversRemovedAtStart() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }
        let document = try sessionDocument(in: runner.home)
        let leftovers = [
            "device/.\(document).tmp-1f2e3d", "device/.profiles.json.tmp-9", "server/.state.json.tmp-abc",
        ]
        for leftover in leftovers {
            #expect(
                FileManager.default.createFile(atPath: runner.home + "/" + leftover, contents: Data("{".utf8))
            )
        }

        let result = try await runner.run(input: ["quit"])

        #expect(result.status == 0)
        #expect(result.stdout.contains("Logged in as Edsger Dijkstra"))
        #expect(try temporaryFiles(in: runner.home) == [])
        #expect(try sessionDocument(in: runner.home) == document)
    }

    @Test("a session kept as three files by the earlier release is restored, then kept as one document")
    func earlierLayoutIsUpgraded() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }
        let document = try sessionDocument(in: runner.home)
        let items = try splitIntoEarlierLayout(runner.home + "/device/" + document)

        let result = try await runner.run(input: ["quit"])

        #expect(result.status == 0)
        #expect(result.stdout.contains("Logged in as Edsger Dijkstra"))
        #expect(!result.allOutput.contains(Self.unreadable))
        let names = try FileManager.default.contentsOfDirectory(atPath: runner.home + "/device")
        #expect(names.contains(document))
        #expect(Set(items).isDisjoint(with: names))
    }

    @Test("two of the earlier release's three files: the session is cleared and Welcome says so, once")
    func partialEarlierLayout() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }
        let items = try splitIntoEarlierLayout(
            runner.home + "/device/" + (try sessionDocument(in: runner.home)))
        try FileManager.default.removeItem(atPath: runner.home + "/device/" + items[1])

        let result = try await runner.run(input: ["quit"])
        let next = try await runner.run(input: ["quit"])

        #expect(result.status == 0)
        #expect(result.stdout.contains(Self.unreadable + "\n\nWelcome\n=======\n"))
        #expect(!next.allOutput.contains(Self.unreadable))
        #expect(next.stdout.contains("Welcome\n=======\n"))
    }

    @Test("a damaged session document: cleared, Welcome says so, and the next start is clean")
    func damagedDocument() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }
        let path = try runner.home + "/device/" + sessionDocument(in: runner.home)
        try Data(#"{"schemaVersion":1,"document":{"tokens":{"accessToken":7}}}"#.utf8).write(
            to: URL(fileURLWithPath: path))

        let result = try await runner.run(input: ["quit"])
        let next = try await runner.run(input: ["quit"])

        #expect(result.status == 0)
        #expect(result.stdout.contains(Self.unreadable + "\n\nWelcome\n=======\n"))
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(!next.allOutput.contains(Self.unreadable))
    }

    /// Rewrites the session document at `path` as the earlier release kept it — token, user and
    /// context in three files, each its own versioned document — and returns their names.
    private func splitIntoEarlierLayout(_ path: String) throws -> [String] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let envelope = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let session = try #require(envelope["document"] as? [String: Any])
        let directory = (path as NSString).deletingLastPathComponent
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        var names: [String] = []
        for (item, member) in [("token", "tokens"), ("user", "user"), ("context", "context")] {
            let document: [String: Any] = [
                "schemaVersion": 1, "document": [member: try #require(session[member])],
            ]
            let name = "\(stem).\(item).json"
            #expect(
                FileManager.default.createFile(
                    atPath: directory + "/" + name,
                    contents: try JSONSerialization.data(withJSONObject: document),
                    attributes: [.posixPermissions: 0o600]))
            names.append(name)
        }
        try FileManager.default.removeItem(atPath: path)
        return names
    }
}
