@preconcurrency import Dispatch
import Glibc
import Interactors
import Presenters
import Synchronization

/// `viper-auth server [--listen HOST:PORT]`: the home's token server over HTTP/1.1, until SIGINT
/// or SIGTERM. The URL is the first line on standard output; each response is one line on
/// standard error.
struct ServerCommand: Command {
    static let listen = Argument<ServerListenAddress>.option(
        "--listen", "HOST:PORT",
        expected: "an IPv4 address or localhost and a port, such as 127.0.0.1:8720 (port 0 picks a free one)",
        help: "Where to listen (default \(ServerListenAddress.standard.text)). An address other "
            + "than loopback serves plain HTTP to the network: only on one you trust.",
        read: ServerListenAddress.parse)

    static let allowRemoteControl = Argument<Bool>.flag(
        "--allow-remote-control",
        help: "Serve the control routes (clock, faults, push service, hosted page, web sign-on) to "
            + "every peer, not only to loopback and holders of the control token.")

    static let declaration = CommandDeclaration(
        name: "server", summary: "the token server over HTTP",
        usage: .sequence([.optional(listen), .optional(allowRemoteControl)]),
        details: """
            Serves the home's server half (accounts, registrations, tokens, push requests) over
            HTTP/1.1 for apps and commands started with --server URL; their device halves stay in
            their own homes. The first line on standard output is the URL; standard error gets one
            line per request (time, method, path, status, duration; never a body or a token). The
            server owns the home's server data while it runs: the app and the other commands on
            that home use it with --server URL. Every change is on disk before it is answered.
            The home's clock and fault plan apply: `viper-auth clock` and `viper-auth faults` with
            this --home, or with --server URL, change them while it runs, and apps using it keep
            its clock. Those control routes answer a peer beyond loopback only with the control
            token the server keeps in <home>/server/control-token (mode 0600; the commands read
            it from that home or from VIPER_AUTH_CONTROL_TOKEN), or with --allow-remote-control.
            SIGINT or SIGTERM stops it: requests in flight are answered, then it exits with
            status 0. See docs/HTTP.md.
            """)

    /// Where to listen.
    var address = ServerListenAddress.standard
    /// Whether the control routes answer every peer.
    var allowsRemoteControl = false
}

extension ServerCommand {
    init(_ arguments: ParsedArguments) {
        address = arguments[Self.listen] ?? .standard
        allowsRemoteControl = arguments.has(Self.allowRemoteControl)
    }

    @MainActor func run(_ shared: SharedOptions) async -> Int32 {
        if let refused = shared.refusingServer(command: "server") { return refused }
        guard let settings = shared.engineSettings(usesServer: false) else { return ExitStatus.failure }
        if let warning = ServerText.plainHTTPWarning(address) { ProcessIO.writeErrorLine(warning) }
        // Before the server starts: a signal in between must stop it, not end the process.
        let signals = ServerSignals()
        let process: TokenServerProcess
        do throws(ServerProcessError) {
            process = try TokenServerProcess.start(
                settings: settings, address: address, allowsRemoteControl: allowsRemoteControl
            ) { line in
                ProcessIO.writeError(line + "\n")
            }
        } catch {
            ProcessIO.writeErrorLine("viper-auth server: \(ServerText.message(for: error))")
            return ExitStatus.failure
        }
        ProcessIO.writeOutput(process.url + "\n")
        signals.onSignal { process.requestStop() }
        await process.waitUntilStopped()
        signals.cancel()
        return ExitStatus.success
    }
}

/// SIGINT and SIGTERM, taken from their default action (ending the process at once) and delivered
/// to a handler on a dispatch queue instead; one that arrives before the handler is set is kept
/// for it.
final class ServerSignals {
    private let sources: [any DispatchSourceSignal]
    private let relay = SignalRelay()

    init() {
        sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            return DispatchSource.makeSignalSource(signal: number, queue: .global())
        }
        for source in sources {
            // Resumed at once: libdispatch traps when a suspended source is released.
            // Formed outside any actor: it runs on a dispatch thread.
            source.setEventHandler { @Sendable [relay] in relay.deliver() }
            source.resume()
        }
    }

    /// Runs `handler` at each signal from now on, and at once for one that came before.
    func onSignal(_ handler: @escaping @Sendable () -> Void) {
        relay.set(handler)
    }

    func cancel() {
        for source in sources { source.cancel() }
    }
}

/// The handler signals go to, and whether one came while there was none.
private final class SignalRelay: Sendable {
    private let state = Mutex<(handler: (@Sendable () -> Void)?, pending: Bool)>((nil, false))

    func deliver() {
        let handler = state.withLock { current in
            current.pending = current.handler == nil
            return current.handler
        }
        handler?()
    }

    func set(_ handler: @escaping @Sendable () -> Void) {
        let pending = state.withLock { current in
            current.handler = handler
            return current.pending
        }
        if pending { handler() }
    }
}
