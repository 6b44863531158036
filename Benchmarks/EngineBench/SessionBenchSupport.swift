import AuthEngine
import Glibc
import Synchronization

/// Answers every PIN challenge with one PIN and cancels everything else; enough for sign-up and login.
struct BenchResponder: ChallengeResponder {
    let pin: String

    func respond(to challenge: CreatePinChallenge) async -> ChallengeAnswer<Secret> { .answer(Secret(pin)) }
    func respond(to challenge: PinChallenge) async -> ChallengeAnswer<Secret> { .answer(Secret(pin)) }
    func respond(to challenge: BrowserChallenge) async -> ChallengeAnswer<String> { .cancel }
    func respond(to challenge: CustomRegistrationChallenge) async -> ChallengeAnswer<String> { .cancel }
    func respond(to challenge: BiometricChallenge) async -> ChallengeAnswer<BiometricOutcome> { .cancel }
    func respond(to challenge: PasswordChallenge) async -> ChallengeAnswer<Secret> { .cancel }
    func respond(to challenge: PushConfirmationChallenge) async -> ChallengeAnswer<PushDecision> { .cancel }
    func respond(to challenge: OneTimePasswordChallenge) async -> ChallengeAnswer<String> { .cancel }
}

/// Counts the requests that reach the server per path, to prove a single refresh.
final class CountingBenchTransport: EngineTransport {
    private let wrapped: any EngineTransport
    private let counts = Mutex<[String: Int]>([:])

    init(wrapping wrapped: any EngineTransport) {
        self.wrapped = wrapped
    }

    func count(of path: String) -> Int { counts.withLock { $0[path, default: 0] } }

    func send(_ request: EngineRequest) async throws(TransportError) -> EngineResponse {
        counts.withLock { $0[request.path, default: 0] += 1 }
        return try await wrapped.send(request)
    }
}

/// Seconds taken by an async body, on the monotonic clock.
func secondsTaken(_ body: () async throws -> Void) async rethrows -> Double {
    let start = ContinuousClock.now
    try await body()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

/// A new directory for one benchmark's files, made by `mkdtemp(3)`: a name no other process can
/// guess and plant files at, readable by this user only.
func makeTemporaryDirectory(_ prefix: String) -> String {
    var template = Array("/tmp/\(prefix)-XXXXXX".utf8CString)
    guard let created = mkdtemp(&template) else { fatalError("mkdtemp failed: errno \(errno)") }
    return String(cString: created)
}

/// Removes a benchmark's directory and everything in it, lock files included.
func removeTree(_ path: String) {
    guard let directory = opendir(path) else {
        unlink(path)
        return
    }
    while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        if name == "." || name == ".." { continue }
        let child = path + "/" + name
        if entry.pointee.d_type == UInt8(DT_DIR) { removeTree(child) } else { unlink(child) }
    }
    closedir(directory)
    rmdir(path)
}
