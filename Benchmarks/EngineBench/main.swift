import AuthEngine

#if canImport(Glibc)
    import Glibc
#endif

// EngineBench: the engine's speed targets, measured in one run so ratios are comparable.
// Run with `swift run -c release EngineBench`; a debug build is 20–30× slower.

// `EngineBench login-http [ROUNDS]` measures only the PIN login over loopback HTTP against the
// in-process one (what scripts/measure-http.sh asks for).
if CommandLine.arguments.dropFirst().first == "login-http" {
    let rounds = CommandLine.arguments.dropFirst(2).first.flatMap { Int($0) } ?? 40
    print("EngineBench \(AuthEngineInfo.version) — PIN login, \(rounds) rounds each way, interleaved\n")
    try await LoginOverHTTP.measure(rounds: rounds).printReport()
    exit(0)
}

// `EngineBench store` measures only the server store (what docs/ENGINE.md "Storage" reports).
if CommandLine.arguments.dropFirst().first == "store" {
    print("EngineBench \(AuthEngineInfo.version) — the server store\n")
    try await StoreBench.measure()
    exit(0)
}

// `EngineBench ed25519` measures only Ed25519 against OpenSSL (issue 32's ≤ 3× bar).
if CommandLine.arguments.dropFirst().first == "ed25519" {
    print("EngineBench \(AuthEngineInfo.version) — Ed25519 beside OpenSSL\n")
    try Ed25519Comparison.measure().printReport()
    exit(0)
}

// `EngineBench rsa` measures only RS256 and RSA key generation beside OpenSSL.
if CommandLine.arguments.dropFirst().first == "rsa" {
    print("EngineBench \(AuthEngineInfo.version) — RSA beside OpenSSL\n")
    RSAComparison.measure().printReport()
    exit(0)
}

print("EngineBench \(AuthEngineInfo.version) — best of several runs each\n")

try CryptoComparison.measure().printReport()
try Ed25519Comparison.measure().printReport()
RSAComparison.measure().printReport()
print("\nEverything below runs on the process's implementation: \(SHA256Implementation.active)\n")

let password = Array(CryptoComparison.password.utf8)
let salt = Array(CryptoComparison.salt.utf8)
let pbkdf2Short = try Measurement.best("PBKDF2 4096", operations: 20) {
    _ = try PBKDF2.deriveKey(password: password, salt: salt, iterations: 4096, keyByteCount: 32)
}
report("PBKDF2-HMAC-SHA256, 4,096 iterations", formatted(seconds: pbkdf2Short.secondsPerOperation))

let scramPassword = SecretBytes(Array("pin-and-device-secret".utf8))
let credential = try SCRAMCredential.derive(password: scramPassword, iterations: 4096)
let scram = try Measurement.best("SCRAM", operations: 50) {
    var client = try SCRAMClient(
        username: "prf_bench", password: scramPassword, minimumIterations: 4096, maximumIterations: 600_000)
    var server = try SCRAMServer(credential: credential)
    let serverFirst = try server.handleClientFirst(try client.clientFirstMessage())
    let serverFinal = try server.handleClientFinal(try client.handleServerFirst(serverFirst))
    try client.handleServerFinal(serverFinal)
    precondition(client.isAuthenticated && server.isAuthenticated)
}
report(
    "SCRAM-SHA-256 exchange, 4,096 iterations", formatted(seconds: scram.secondsPerOperation),
    target: "< 5 ms")

let clock = ManualWallClock(now: 1_800_000_000)
let signer = try JWTSigner(key: SecretBytes.random(count: 32), clock: clock)
let claims = AccessTokenClaims(
    subject: "usr_bench", email: "ada@viper-auth.example", issuer: "https://auth.viper-auth.local",
    audience: "viper-auth-cli", issuedAt: clock.now, notBefore: clock.now, expiresAt: clock.now + 600,
    tokenId: "jti_bench",
    activeContext: ActiveContext(
        roleId: "role-teacher", roleName: "Teacher", schoolId: "school-north",
        schoolName: "Northfield Primary",
        academicUnitId: "unit-north-y5", academicUnitName: "Year 5",
        permissions: ["grades:write", "class:read"]))
let rules = JWTValidationRules(issuer: "https://auth.viper-auth.local", audience: "viper-auth-cli")
let jwt = try Measurement.best("JWT", operations: 20_000) {
    let token = signer.sign(claims)
    _ = try signer.verifyAccessToken(token, rules: rules)
}
report("JWT HS256 sign + verify", formatted(seconds: jwt.secondsPerOperation), target: "< 15 µs")

struct BenchDocument: StoredDocument {
    static let schemaVersion = 1
    var payload: String
    var revision: Int
}
let storeDirectory = makeTemporaryDirectory("engine-bench-store")
let store = try SecureFileStore(directory: storeDirectory)
let tenKilobytes = String(repeating: "x", count: 10_000)
let storeWrite = try Measurement.best("store", operations: 200) {
    try store.update(
        BenchDocument.self, named: "bench.json", default: BenchDocument(payload: "", revision: 0)
    ) {
        document in
        document.payload = tenKilobytes
        document.revision += 1
    }
}
report(
    "Locked, atomic, fsynced 10 KB store update", formatted(seconds: storeWrite.secondsPerOperation),
    target: "< 1 ms")
// The store keeps lock files on purpose; the benchmark's scratch directory goes entirely.
removeTree(storeDirectory)

// A whole session against an in-process server in a temporary home, at the product's costs: the
// sign-up hashes the password (600,000 iterations) and derives the PIN verifier (SCRAM, 4,096).
let sessionHome = makeTemporaryDirectory("engine-bench-session")
let sessionClock = ManualWallClock(now: 1_800_000_000)
var sessionServerConfiguration = ServerConfiguration()
sessionServerConfiguration.seedsDemoAccounts = false
let sessionServer = try TokenServer(
    directory: sessionHome + "/server", configuration: sessionServerConfiguration, clock: sessionClock)
let countingTransport = CountingBenchTransport(wrapping: InProcessTransport(server: sessionServer))
let sessionClient = try AuthClient(
    directory: sessionHome + "/device", transport: countingTransport, clock: sessionClock)
let benchResponder = BenchResponder(pin: "24680")
var registeredProfileId = ""
let registration = try await secondsTaken {
    let form = SignUpForm(
        fullName: "Ada Bench", email: "ada.bench@example.org", password: "correct horse",
        passwordConfirmation: "correct horse")
    let session = try await sessionClient.signUp(form, responder: benchResponder)
    registeredProfileId = session.profile?.id ?? ""
}
report("Sign-up + register, product costs", formatted(seconds: registration))
let login = try await secondsTaken {
    _ = try await sessionClient.authenticate(profileId: registeredProfileId, responder: benchResponder)
}
report("PIN login, SCRAM 4,096 iterations", formatted(seconds: login))

// 1,000 concurrent resource calls just inside the refresh threshold: one refresh for all of them.
sessionClock.advance(by: sessionServerConfiguration.accessTokenLifetime - 50)
let profileForCalls = registeredProfileId
let concurrentCalls = try await secondsTaken {
    try await withThrowingTaskGroup(of: Void.self) { group in
        for _ in 0..<1000 {
            group.addTask { _ = try await sessionClient.me(profileId: profileForCalls) }
        }
        try await group.waitForAll()
    }
}
let refreshCount = countingTransport.count(of: "/v1/auth/refresh")
precondition(refreshCount == 1, "expected exactly one refresh, saw \(refreshCount)")
report(
    "1,000 concurrent calls needing a refresh",
    formatted(seconds: concurrentCalls) + ", \(refreshCount) refresh", target: "exactly 1 refresh")
_ = await sessionClient.logout(profileId: registeredProfileId)
removeTree(sessionHome)

print("")
try await LoginOverHTTP.measure(rounds: 20).printReport()

print("")
try await StoreBench.measure()
