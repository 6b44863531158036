import AuthEngine
import Glibc
import Synchronization

/// One writer of the store crash tests: a token server on a home, handed device-nonce requests by
/// several tasks at once (each a small transaction), printing `ack <nonce>` for every answer it
/// got, until it is killed or has made `count` of them.
///
/// The journal's snapshot bound is tiny, so snapshots and journal restarts happen every few dozen
/// records and a kill lands in them too. With `--crash-at POINT --after N` the process kills itself
/// (SIGKILL, as `kill -9`) the N-th time the store reaches that instant (`StoreCrashPoint`).
struct ServerStoreWriterRun {
    static let usage =
        "usage: ServerStoreWriter SERVER-DIRECTORY shared|exclusive COUNT [--crash-at POINT --after N]"

    let directory: String
    let access: ServerAccess
    let count: Int
    let crash: (point: StoreCrashPoint, after: Int)?

    init?(arguments: [String]) {
        guard arguments.count == 3 || arguments.count == 7, let count = Int(arguments[2]), count >= 0 else {
            return nil
        }
        switch arguments[1] {
        case "shared": access = .shared
        case "exclusive": access = .exclusive
        default: return nil
        }
        directory = arguments[0]
        self.count = count
        if arguments.count == 7 {
            guard arguments[3] == "--crash-at", let point = StoreCrashPoint(rawValue: arguments[4]),
                arguments[5] == "--after", let after = Int(arguments[6]), after >= 1
            else { return nil }
            crash = (point, after)
        } else {
            crash = nil
        }
    }

    func run() async throws(ServerStartError) {
        if let crash { Self.installCrash(at: crash.point, after: crash.after) }
        var configuration = ServerConfiguration.forTesting
        configuration.journalSnapshotPolicy = JournalSnapshotPolicy(
            minimumJournalBytes: 4096, journalToSnapshotRatio: 0.5)
        let server = try TokenServer(directory: directory, configuration: configuration, access: access)
        let writers = 4
        // With a crash to reach, `count` is a least: the writes go on until the store reaches the
        // point the `after`-th time, however the group commit batched them (a loaded machine
        // batches more and snapshots later), up to fifty times as many before giving up.
        let count = crash == nil ? count : count * 50
        let perWriter = (count + writers - 1) / writers
        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<writers {
                group.addTask {
                    for index in 0..<perWriter where writer * perWriter + index < count {
                        await Self.requestNonce(server, device: "dev_\(writer)")
                    }
                }
            }
        }
    }

    private static func requestNonce(_ server: TokenServer, device: String) async {
        let response = await server.handle(
            EngineRequest(
                method: .post, path: "/v1/devices/nonce", headers: ["Content-Type": "application/json"],
                body: Array("{\"deviceId\":\"\(device)\"}".utf8)))
        // `{"nonce":"…","expiresAt":…}`: the value is two quote-delimited pieces after the name.
        let pieces = String(decoding: response.body, as: UTF8.self).split(separator: "\"")
        guard response.status == 200, let name = pieces.firstIndex(of: "nonce"), name + 2 < pieces.count
        else {
            return
        }
        announce("ack \(pieces[name + 2])\n")
    }

    private static func installCrash(at point: StoreCrashPoint, after: Int) {
        let reached = Mutex(0)
        StoreCrashPoints.hook.withLock { hook in
            hook = { reachedPoint in
                guard reachedPoint == point else { return }
                let count = reached.withLock { count in
                    count += 1
                    return count
                }
                if count == after { kill(getpid(), SIGKILL) }
            }
        }
    }

    private static func announce(_ line: String) {
        _ = line.withCString { write(STDOUT_FILENO, $0, strlen($0)) }
    }
}
