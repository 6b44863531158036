import AuthEngine

/// PIN logins of one profile, alternately through the in-process transport and over loopback HTTP
/// to the same token server, so both see the same machine load; the HTTP side is the product's
/// own server (`HTTPServer`) and client (`HTTPClientTransport`), one persistent connection.
struct LoginOverHTTP {
    let inProcess: [Double]
    let overHTTP: [Double]

    static func measure(rounds: Int) async throws -> LoginOverHTTP {
        let home = makeTemporaryDirectory("engine-bench-http-login")
        defer { removeTree(home) }
        var configuration = ServerConfiguration()
        configuration.seedsDemoAccounts = false
        let server = try TokenServer(directory: home + "/server", configuration: configuration)
        let http = try HTTPServer.start(
            configuration: HTTPServerConfiguration(address: .loopback(port: 0)), logger: { _ in },
            handler: { await server.handle($0) })
        let local = try AuthClient(directory: home + "/device", transport: InProcessTransport(server: server))
        let remote = try AuthClient(
            directory: home + "/device", transport: try HTTPClientTransport(url: http.url))
        let responder = BenchResponder(pin: "24680")
        let form = SignUpForm(
            fullName: "Ada Bench", email: "ada.http@example.org", password: "correct horse",
            passwordConfirmation: "correct horse")
        guard let profileId = try await local.signUp(form, responder: responder).profile?.id else {
            fatalError("the sign-up registered no profile")
        }
        // One login each way first: the HTTP client opens its connection, both warm their caches.
        _ = try await local.authenticate(profileId: profileId, responder: responder)
        _ = try await remote.authenticate(profileId: profileId, responder: responder)
        var inProcess: [Double] = []
        var overHTTP: [Double] = []
        for _ in 0..<rounds {
            inProcess.append(
                try await secondsTaken {
                    _ = try await local.authenticate(profileId: profileId, responder: responder)
                })
            overHTTP.append(
                try await secondsTaken {
                    _ = try await remote.authenticate(profileId: profileId, responder: responder)
                })
        }
        await http.stop()
        return LoginOverHTTP(inProcess: inProcess.sorted(), overHTTP: overHTTP.sorted())
    }

    func printReport() {
        let ratio = median(overHTTP) / median(inProcess)
        report("PIN login in process, median", formatted(seconds: median(inProcess)))
        report("PIN login over loopback HTTP, median", formatted(seconds: median(overHTTP)))
        report("… HTTP / in process", fixed(ratio, digits: 2) + "×", target: "≤ 1.3×")
    }

    private func median(_ sorted: [Double]) -> Double {
        sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }
}
