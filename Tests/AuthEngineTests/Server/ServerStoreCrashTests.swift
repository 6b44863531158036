import Glibc
import TestSupport
import Testing

@testable import AuthEngine

/// `kill -9` of a process writing the store (`Tests/Tools/ServerStoreWriter`), hundreds of times:
/// at every instant of an append, a snapshot and a journal restart that the store names, and at
/// random moments; each time the home must open and hold every change the writer was told of.
@Suite("Server store under kill -9")
struct ServerStoreCrashTests {
    /// Kills at random moments, alternating an owning server and an in-process one;
    /// `VIPER_AUTH_STORE_CRASH_ROUNDS` asks for more (scripts/store-crash.sh runs thousands).
    static let randomKills =
        getenv("VIPER_AUTH_STORE_CRASH_ROUNDS").flatMap { Int(String(cString: $0)) } ?? 150
    /// Kills at each named instant, at its first few occurrences.
    static let killsPerPoint = 6
    /// Random kills on one home before the next starts empty: recovery after recovery, while each
    /// home stays small enough to check quickly.
    static let killsPerHome = 10

    @Test("a kill at any instant of append, snapshot or journal restart loses no acknowledged change")
    func killedWriterLosesNothing() throws {
        let executable = try ChildProcess.builtExecutablePath(named: "ServerStoreWriter")
        let directory = try TemporaryDirectory(prefix: "viper-auth-store-crash", inMemory: true)
        defer { directory.remove() }
        var acknowledged = Set<String>()
        var random = SplitMix64(seed: 21)
        var kills = 0
        var homes = 0
        var home = ""
        func startHome() {
            homes += 1
            home = directory.path + "/home-\(homes)/server"
            acknowledged = []
        }

        for point in StoreCrashPoint.allCases {
            for after in 1...Self.killsPerPoint {
                startHome()
                let access = after % 2 == 0 ? "shared" : "exclusive"
                let child = try ChildProcess(
                    executable: executable,
                    arguments: [home, access, "400", "--crash-at", point.rawValue, "--after", String(after)],
                    readingOutput: true)
                acknowledged.formUnion(Self.acknowledgements(of: child))
                let status = try child.waitForExit()
                #expect(status == 128 + SIGKILL, "\(point) \(after): the child ended with \(status)")
                kills += 1
                try Self.expectHome(home, holds: acknowledged, "\(point) after \(after)")
            }
        }
        for round in 0..<Self.randomKills {
            if round % Self.killsPerHome == 0 { startHome() }
            let access = round % 2 == 0 ? "shared" : "exclusive"
            let child = try ChildProcess(
                executable: executable, arguments: [home, access, "100000"], readingOutput: true)
            // Wait for the writer to be writing, then let it run a random while before the kill.
            guard let first = child.readLine() else {
                Issue.record("round \(round): the writer printed nothing")
                _ = try child.waitForExit()
                continue
            }
            acknowledged.formUnion(Self.nonces(in: [first]))
            usleep(UInt32(random.next() % 20_000))
            child.killAbruptly()
            acknowledged.formUnion(Self.acknowledgements(of: child))
            _ = try child.waitForExit()
            kills += 1
            try Self.expectHome(home, holds: acknowledged, "random kill \(round)")
        }
        #expect(kills >= StoreCrashPoint.allCases.count * Self.killsPerPoint + Self.randomKills)
    }

    /// Every line the child printed until it died.
    private static func acknowledgements(of child: ChildProcess) -> Set<String> {
        var lines: [String] = []
        while let line = child.readLine() { lines.append(line) }
        return nonces(in: lines)
    }

    private static func nonces(in lines: [String]) -> Set<String> {
        Set(lines.compactMap { $0.hasPrefix("ack ") ? String($0.dropFirst(4)) : nil })
    }

    /// The home opens, and every acknowledged nonce is in it.
    private static func expectHome(_ home: String, holds acknowledged: Set<String>, _ label: String) throws {
        let database = ServerDatabase(store: try SecureFileStore(directory: home))
        let stored = Set(try database.engine.documents().devices.nonces.map(\.nonce))
        let lost = acknowledged.subtracting(stored)
        #expect(lost.isEmpty, "\(label): \(lost.count) acknowledged changes lost")
    }
}
