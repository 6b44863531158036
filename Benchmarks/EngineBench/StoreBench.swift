import AuthEngine

#if canImport(Glibc)
    import Glibc
#endif

/// The server store's figures (issue 21, docs/ENGINE.md "Storage"): one small change at three
/// sizes of home, opening a home of 100,000 accounts, writes per second with one and with 32
/// concurrent writers, and app-to-web links over HTTP as they accumulate. Homes are seeded through
/// the store (`TokenServer.seedForMeasurement`), not through password hashing.
enum StoreBench {
    static func measure() async throws {
        var configuration = ServerConfiguration()
        configuration.seedsDemoAccounts = false
        let sizes = [100, 10_000, 100_000]
        var homes: [String] = []
        var servers: [TokenServer] = []
        var tokens: [[String]] = []
        defer { for home in homes { removeTree(home) } }
        for accounts in sizes {
            let home = makeTemporaryDirectory("engine-bench-store")
            homes.append(home)
            var seeding: TokenServer? = try TokenServer(
                directory: home + "/server", configuration: configuration, access: .exclusive)
            tokens.append(try seeding!.seedForMeasurement(accounts: accounts, sessions: 1_500))
            // Measured in a steady state: the seeding written as one snapshot with an empty journal
            // after it, on disk, and the home opened again (a snapshot in the background meanwhile
            // would compete for the cores and the disk).
            seeding = nil
            try TokenServer(directory: home + "/server", configuration: configuration).compactStore()
        }
        sync()
        var opening = Double.infinity
        for _ in 0..<3 {
            opening = min(
                opening,
                try await secondsTaken {
                    _ = try TokenServer(
                        directory: homes[2] + "/server", configuration: configuration, access: .exclusive)
                })
        }
        for home in homes {
            servers.append(
                try TokenServer(directory: home + "/server", configuration: configuration, access: .exclusive)
            )
        }
        // One small change: a logout by refresh token (one session revoked), as the issue measured;
        // the three homes take turns, so they see the same machine load. The first 200 rounds warm up.
        var seconds: [[Double]] = [[], [], []]
        for round in 0..<1_200 {
            for (index, server) in servers.enumerated() {
                let request = EngineRequest(
                    method: .post, path: "/v1/auth/logout", headers: ["Content-Type": "application/json"],
                    body: Array("{\"refreshToken\":\"\(tokens[index][round])\"}".utf8))
                let taken = await secondsTaken {
                    let response = await server.handle(request)
                    precondition(response.status == 200, "logout answered \(response.status)")
                }
                if round >= 200 { seconds[index].append(taken) }
            }
        }
        var changeCost: [Int: Double] = [:]
        for (index, accounts) in sizes.enumerated() {
            let median = seconds[index].sorted()[seconds[index].count / 2]
            changeCost[accounts] = median
            report(
                "Logout (one small change), \(accounts.formatted) accounts",
                formatted(seconds: median) + " median")
        }
        report("Open a home of 100,000 accounts", formatted(seconds: opening), target: "< 1 s")
        let ratio = (changeCost[100_000] ?? 0) / (changeCost[100] ?? 1)
        report("… 100,000 accounts / 100", fixed(ratio, digits: 2) + "×", target: "≤ 1.5×")
        try await measureConcurrentWriters(configuration)
        try await measureAppToWebOverHTTP()
    }

    /// Device-nonce requests (one small transaction each) by 1, then 32, concurrent writers.
    private static func measureConcurrentWriters(_ configuration: ServerConfiguration) async throws {
        let home = makeTemporaryDirectory("engine-bench-writers")
        defer { removeTree(home) }
        let server = try TokenServer(
            directory: home + "/server", configuration: configuration, access: .exclusive)
        _ = try server.seedForMeasurement(accounts: 100, sessions: 0)
        // Alternating rounds, so both see the same machine load; the median round of each counts.
        var rates: [Int: [Double]] = [1: [], 32: []]
        var perFsync: [Int: [Double]] = [1: [], 32: []]
        for _ in 0..<5 {
            for writers in [1, 32] {
                let perWriter = writers == 1 ? 300 : 20
                let before = server.storeStatistics
                let seconds = await secondsTaken {
                    await withTaskGroup(of: Void.self) { group in
                        for writer in 0..<writers {
                            group.addTask {
                                for _ in 0..<perWriter {
                                    let response = await server.handle(
                                        EngineRequest(
                                            method: .post, path: "/v1/devices/nonce",
                                            body: Array("{\"deviceId\":\"dev_\(writer)\"}".utf8)))
                                    precondition(response.status == 200, "nonce answered \(response.status)")
                                }
                            }
                        }
                    }
                }
                let after = server.storeStatistics
                rates[writers, default: []].append(Double(writers * perWriter) / seconds)
                perFsync[writers, default: []].append(
                    Double(after.recordsWritten - before.recordsWritten)
                        / Double(max(after.batchesWritten - before.batchesWritten, 1)))
            }
        }
        let median = { (values: [Double]) in values.sorted()[values.count / 2] }
        for writers in [1, 32] {
            report(
                "Writes per second, \(writers) writer\(writers == 1 ? "" : "s")",
                fixed(median(rates[writers] ?? [0]), digits: 0) + "/s, "
                    + fixed(median(perFsync[writers] ?? [0]), digits: 1) + " per fsync")
        }
        let ratio = median(rates[32] ?? [0]) / median(rates[1] ?? [1])
        report("… 32 writers / 1", fixed(ratio, digits: 2) + "×", target: "≥ 5×")
    }

    /// `POST /v1/app-to-web` over loopback HTTP to an owning server, 10,000 times: the first 200
    /// against the last 200.
    private static func measureAppToWebOverHTTP() async throws {
        let home = makeTemporaryDirectory("engine-bench-links")
        defer { removeTree(home) }
        var configuration = ServerConfiguration()
        configuration.seedsDemoAccounts = false
        let server = try TokenServer(
            directory: home + "/server", configuration: configuration, access: .exclusive)
        let http = try HTTPServer.start(
            configuration: HTTPServerConfiguration(address: .loopback(port: 0)), logger: { _ in },
            handler: { await server.handle($0) })
        let client = try AuthClient(
            directory: home + "/device", transport: try HTTPClientTransport(url: http.url))
        let form = SignUpForm(
            fullName: "Ada Links", email: "ada.links@example.org", password: "correct horse",
            passwordConfirmation: "correct horse")
        guard
            let profileId = try await client.signUp(form, responder: BenchResponder(pin: "24680")).profile?.id
        else { fatalError("the sign-up registered no profile") }
        var seconds: [Double] = []
        for _ in 0..<10_000 {
            seconds.append(try await secondsTaken { _ = try await client.appToWebURL(profileId: profileId) })
        }
        await http.stop()
        let first = seconds.prefix(200).sorted()[100]
        let last = seconds.suffix(200).sorted()[100]
        report("App-to-web over HTTP, first 200 links", formatted(seconds: first) + " median")
        report("App-to-web over HTTP, links 9,801–10,000", formatted(seconds: last) + " median")
        report("… last / first", fixed(last / first, digits: 2) + "×", target: "≤ 1.5×")
    }
}

extension Int {
    /// With thousands separated by commas, as the report prints counts.
    fileprivate var formatted: String {
        let digits = String(self)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return result
    }
}
