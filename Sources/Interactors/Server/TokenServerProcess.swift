import AuthEngine
import Synchronization

/// Where `viper-auth server` listens: an IPv4 address and a port, `127.0.0.1:8720` unless told.
package struct ServerListenAddress: Sendable, Equatable {
    let address: HTTPListenAddress

    /// `127.0.0.1:8720`.
    package static let standard = ServerListenAddress(address: .loopback(port: 8720))

    /// `HOST:PORT` (a dotted IPv4 address or `localhost`; port 0 picks a free one), or nil.
    package static func parse(_ text: String) -> ServerListenAddress? {
        (try? HTTPListenAddress.parse(text)).map(ServerListenAddress.init)
    }

    /// False when other machines can reach it, so the traffic crosses a network in plain text.
    package var isLoopback: Bool { address.isLoopback }

    /// `HOST:PORT`.
    package var text: String { address.description }
}

/// `viper-auth server`'s use case: the home's token server, owned by this process, answering over
/// HTTP with the home's fault plan played on what it serves (as the in-process transport plays it
/// for the embedded server).
package final class TokenServerProcess: Sendable {
    private let server: TokenServer
    private let http: HTTPServer

    private init(server: TokenServer, http: HTTPServer) {
        self.server = server
        self.http = http
    }

    /// Opens the home's server half for this process alone, listens on `address`, and records the
    /// URL for the processes it then refuses; `log` receives the access log's lines (one per
    /// response), those of one turn of the server's loop at once, joined by line feeds, on the
    /// server's I/O thread (it must return quickly). The control routes answer a peer beyond
    /// loopback only with the control token kept in the server half (`ControlRouteAccess`), or,
    /// with `allowsRemoteControl`, every peer.
    package static func start(
        settings: EngineSettings, address: ServerListenAddress, allowsRemoteControl: Bool = false,
        openID: OpenIDProviderOptions = OpenIDProviderOptions(), log: @escaping @Sendable (String) -> Void
    ) throws(ServerProcessError) -> TokenServerProcess {
        let configuration = try openID.applied(to: settings.serverConfiguration)
        let server: TokenServer
        do {
            server = try TokenServer(
                directory: settings.homeDirectory + "/server", configuration: configuration,
                clock: settings.clock, access: .exclusive)
        } catch {
            throw ServerProcessError(error)
        }
        let pipeline: ServerPipeline
        do {
            pipeline = try ServerPipeline.owning(server, allowsEveryPeer: allowsRemoteControl)
        } catch {
            throw .serverData(StorageProblem(error))
        }
        let accessLog = AccessLogBuffer(write: log)
        let http: HTTPServer
        do {
            http = try HTTPServer.start(
                configuration: HTTPServerConfiguration(address: address.address), serving: pipeline,
                logger: { accessLog.append($0.line) }, turnEnded: accessLog.flush)
        } catch {
            throw ServerProcessError(error)
        }
        let process = TokenServerProcess(server: server, http: http)
        do {
            try server.announce(url: http.url)
        } catch {
            http.requestStop()
            throw .serverData(StorageProblem(error))
        }
        return process
    }

    /// `http://HOST:PORT`, with the port the system picked when asked for port 0.
    package var url: String { http.url }

    /// What the store mended as it opened, in order.
    package var recoveries: [ServerRecovery] { server.storeNotes.map(ServerRecovery.init) }

    /// Starts a graceful stop (no new connections; requests in flight answered); safe from any
    /// thread, any number of times.
    package func requestStop() {
        http.requestStop()
    }

    /// Returns once stopped: every request in flight answered and (each change having been
    /// written before its answer) nothing left to commit; the URL record is removed.
    package func waitUntilStopped() async {
        await http.waitUntilStopped()
        try? server.withdrawAnnouncement()
    }
}

/// The access log's lines of one turn of the server's loop, written at its end in one call:
/// a busy server makes one write per turn instead of one per request.
final class AccessLogBuffer: Sendable {
    private let pending = Mutex<String>("")
    private let write: @Sendable (String) -> Void

    init(write: @escaping @Sendable (String) -> Void) {
        self.write = write
    }

    @Sendable func append(_ line: String) {
        pending.withLock { pending in
            if !pending.isEmpty { pending += "\n" }
            pending += line
        }
    }

    @Sendable func flush() {
        let lines = pending.withLock { pending in
            defer { pending = "" }
            return pending
        }
        if !lines.isEmpty { write(lines) }
    }
}

/// Why `viper-auth server` could not start.
package enum ServerProcessError: Error, Equatable, Sendable {
    /// The home's server files could not be opened or created.
    case serverData(StorageProblem)
    /// The signing key was damaged and set aside as `savedAs`; starting again makes a new one.
    case signingKeySetAside(savedAs: String)
    /// Another server process owns the home; `url` is where it answers, when it said.
    case ownedByServer(url: String?)
    /// Another process (the app, push…) has the home's server half open in process.
    case inUse
    /// Something else listens on the address.
    case addressInUse(String)
    /// The port needs privileges this process lacks.
    case permissionDenied(String)
    /// The address is not one of this machine's.
    case addressNotAvailable(String)
    /// A system call failed with `errno`.
    case system(errno: Int32)
    /// The `--clients` file was refused.
    case clientsFile(ClientsFileProblem)

    init(_ error: ServerStartError) {
        switch error {
        case .storage(let error): self = .serverData(StorageProblem(error))
        case .signingKeySetAside(let savedAs): self = .signingKeySetAside(savedAs: savedAs)
        case .ownedByServer(let url): self = .ownedByServer(url: url)
        case .inUse: self = .inUse
        }
    }

    init(_ error: HTTPServerError) {
        switch error {
        case .addressInUse(let address): self = .addressInUse(address.description)
        case .permissionDenied(let address): self = .permissionDenied(address.description)
        case .addressNotAvailable(let address): self = .addressNotAvailable(address.description)
        case .system(_, let code): self = .system(errno: code)
        }
    }
}
