import AuthEngine
import Glibc
import TestSupport
import Testing

@testable import Interactors

/// `viper-auth server`'s use case on loopback: every answer names the home's clock offset, and
/// the control token is kept in the server half, readable by the owner only.
@Suite("The token server process")
struct TokenServerProcessTests {
    private static func start(_ home: TemporaryEngineHome) throws -> TokenServerProcess {
        try TokenServerProcess.start(
            settings: home.settings(), address: ServerListenAddress.parse("127.0.0.1:0")!, log: { _ in })
    }

    @Test("the HTTP layer's own answers carry Simulated-Clock-Offset like the routes' answers")
    func refusalsNameTheOffset() async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }
        let process = try Self.start(home)
        try HomeClock(directory: SimulationHome.directory(of: home.path)).advance(bySeconds: 600)
        let port = try #require(UInt16(process.url.split(separator: ":").last ?? ""))

        let bareLineFeed = Self.exchange(port: port, "GET /v1/config HTTP/1.1\nHost: h\n\n")
        let unknownMethod = Self.exchange(
            port: port, "PATCH /v1/config HTTP/1.1\r\nHost: h\r\nConnection: close\r\n\r\n")
        let chunked = Self.exchange(
            port: port, "POST /v1/config HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n")
        let routed = try await HTTPClientTransport(server: HTTPServerURL.parse(process.url))
            .send(EngineRequest(method: .get, path: "/v1/config"))

        #expect(bareLineFeed?.status == 400)
        #expect(unknownMethod?.status == 501)
        #expect(chunked?.status == 501)
        #expect(routed.status == 200)
        for response in [bareLineFeed?.headers, unknownMethod?.headers, chunked?.headers] {
            #expect(response?["simulated-clock-offset"] == "600")
        }
        #expect(routed.header("Simulated-Clock-Offset") == "600")
        await process.stop()
    }

    @Test("the control token is written 0600 in the server half, kept across starts, and loopback needs none")
    func controlToken() async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }
        let path = home.path + "/server/" + ControlToken.fileName
        let fromLoopback = try await Self.whileServing(home) { url in
            // A route answered by a task: generous time, the machine running the tests is shared.
            try await HTTPClientTransport(
                server: HTTPServerURL.parse(url),
                configuration: HTTPClientConfiguration(responseTimeout: .seconds(120))
            )
            .send(EngineRequest(method: .get, path: "/v1/simulation")).status
        }
        var info = stat()
        #expect(stat(path, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o600)
        let token = try #require(try ControlToken.load(fromServerDirectory: home.path + "/server"))
        #expect(fromLoopback == 200)

        _ = try await Self.whileServing(home) { _ in 0 }
        let again = try #require(try ControlToken.load(fromServerDirectory: home.path + "/server"))
        #expect(again.authorizationValue == token.authorizationValue)
    }

    /// Runs `body` with the URL of a server process on `home`, then stops it and lets it go, so the
    /// home's server half is free again.
    private static func whileServing(_ home: TemporaryEngineHome, _ body: (String) async throws -> Int)
        async throws -> Int
    {
        let process = try start(home)
        let result = try await body(process.url)
        await process.stop()
        return result
    }

    /// Sends `text` on a new connection to 127.0.0.1:`port` and reads one response. The answers
    /// asked for here come from the server's I/O thread, never from the cooperative pool.
    private static func exchange(port: UInt16, _ text: String) -> HTTPResponseMessage? {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { return nil }
        let bytes = Array(text.utf8)
        guard
            bytes.withUnsafeBytes({ send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) })
                == bytes.count
        else { return nil }
        var parser = HTTPResponseParser()
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            if case .response(let message) = parser.next(omitsBody: false) { return message }
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return nil }
            parser.append(chunk[..<count])
        }
    }
}

extension TokenServerProcess {
    fileprivate func stop() async {
        requestStop()
        await waitUntilStopped()
    }
}
