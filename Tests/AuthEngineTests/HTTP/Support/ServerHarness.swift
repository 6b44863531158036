import AuthEngine
import Synchronization
import Testing

/// An HTTP server on 127.0.0.1 with a free port, its access log kept for assertions.
final class ServerHarness: Sendable {
    let server: HTTPServer
    private let log = AccessLog()

    /// Limits small enough that tests reach them with a few kilobytes.
    static let testLimits = HTTPLimits(
        maxRequestLineBytes: 512, maxHeaderSectionBytes: 2048, maxHeaderFields: 20, maxBodyBytes: 1024)

    init(
        configure: (inout HTTPServerConfiguration) -> Void = { _ in },
        refusalFields: @escaping HTTPServer.RefusalFields = { [:] },
        immediateHandler: HTTPServer.ImmediateHandler? = nil,
        handler: @escaping HTTPServer.Handler = ServerHarness.echo
    ) throws {
        var configuration = HTTPServerConfiguration(address: .loopback(port: 0), limits: Self.testLimits)
        configure(&configuration)
        server = try HTTPServer.start(
            configuration: configuration, logger: log.append, refusalFields: refusalFields,
            immediateHandler: immediateHandler, handler: handler)
    }

    var port: UInt16 { server.address.port }

    var entries: [HTTPAccessLogEntry] { log.entries }

    func transport(_ configuration: HTTPClientConfiguration = HTTPClientConfiguration())
        -> HTTPClientTransport
    {
        HTTPClientTransport(
            server: HTTPServerURL(host: "127.0.0.1", port: port), configuration: configuration)
    }

    /// Answers with what it was asked: `METHOD PATH`, the Authorization value and the body, one per line.
    static let echo: HTTPServer.Handler = { request in
        let text =
            request.method.rawValue + " " + request.path + "\n" + (request.header("Authorization") ?? "-")
            + "\n"
        return EngineResponse(
            status: 200, headers: ["Content-Type": "text/plain"], body: Array(text.utf8) + request.body)
    }

    /// The echo handler's answer to a request, as text.
    static func echoed(_ body: [UInt8]) -> String { String(decoding: body, as: UTF8.self) }
}

/// The entries a server logged, in order.
final class AccessLog: Sendable {
    private let storage = Mutex<[HTTPAccessLogEntry]>([])

    @Sendable func append(_ entry: HTTPAccessLogEntry) { storage.withLock { $0.append(entry) } }

    var entries: [HTTPAccessLogEntry] { storage.withLock { $0 } }
}

/// A gate a handler waits at until the test opens it.
final class HandlerGate: Sendable {
    private let state = Mutex<(open: Bool, waiters: [CheckedContinuation<Void, Never>])>((false, []))

    func wait() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let isOpen = state.withLock { state in
                if !state.open { state.waiters.append(continuation) }
                return state.open
            }
            if isOpen { continuation.resume() }
        }
    }

    func open() {
        let waiters = state.withLock { state in
            state.open = true
            defer { state.waiters = [] }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
    }

    var isOpen: Bool { state.withLock { $0.open } }
}

/// Waits until `condition` holds, checking every 10 ms for up to `seconds` (generous: the machine
/// is shared); false if it never did.
func eventually(within seconds: Int = 30, _ condition: () -> Bool) async -> Bool {
    for _ in 0..<(seconds * 100) {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(10))
    }
    return condition()
}
