import DI
import Interactors

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

    static let publicURL = Argument<String>.option(
        "--public-url", "URL", expected: "an http:// or https:// URL, such as https://id.example",
        help: "The OpenID provider's issuer, when clients reach it at another URL than it listens on "
            + "(behind a proxy). Default: the URL it listens on.",
        read: { text in
            let isURL =
                (text.hasPrefix("http://") || text.hasPrefix("https://")) && !text.contains("?")
                && !text.contains("#") && text.utf8.allSatisfy { (0x21...0x7e).contains($0) }
            return isURL ? text : nil
        })

    static let clients = Argument<String>.text(
        "--clients", "FILE", expected: "the path of a JSON file",
        help: "More OpenID clients, from a JSON file only its owner can read (see docs/HTTP.md); "
            + "viper-auth-cli and demo-cli are always registered.")

    static let declaration = CommandDeclaration(
        name: "server", summary: "the token server over HTTP",
        usage: .sequence([
            .optional(listen), .optional(allowRemoteControl), .optional(publicURL), .optional(clients),
        ]),
        details: """
            Serves the home's server half (accounts, registrations, tokens, push requests) over
            HTTP/1.1 for apps and commands started with --server URL; their device halves stay in
            their own homes. The first line on standard output is the URL; standard error gets one
            line per request (time, method, path, status, duration; never a body or a token), after
            a line for anything the store mended as it opened (a change a crash cut short, dropped).
            The server owns the home's server data while it runs: the app and the other commands
            on that home use it with --server URL. Every change is on disk before it is answered.
            The home's clock and fault plan apply: `viper-auth clock` and `viper-auth faults` with
            this --home, or with --server URL, change them while it runs, and apps using it keep
            its clock. Those control routes answer a peer beyond loopback only with the control
            token the server keeps in <home>/server/control-token (mode 0600; the commands read
            it from that home or from VIPER_AUTH_CONTROL_TOKEN), or with --allow-remote-control.
            SIGINT or SIGTERM stops it: requests in flight are answered, then it exits with
            status 0. It is also an OpenID provider: discovery at
            /.well-known/openid-configuration, a login page at /oauth2/authorize, and the token
            endpoint at /oauth2/token. See docs/HTTP.md.
            """)

    /// Where to listen.
    var address = ServerListenAddress.standard
    /// Whether the control routes answer every peer.
    var allowsRemoteControl = false
    /// The OpenID provider's issuer and extra clients.
    var openID = OpenIDProviderOptions()
}

extension ServerCommand {
    init(_ arguments: ParsedArguments) {
        address = arguments[Self.listen] ?? .standard
        allowsRemoteControl = arguments.has(Self.allowRemoteControl)
        openID = OpenIDProviderOptions(
            publicURL: arguments[Self.publicURL], clientsFile: arguments[Self.clients])
    }

    @MainActor func run(_ shared: SharedOptions) async -> Int32 {
        if let refused = shared.refusingServer(command: Self.declaration.name) { return refused }
        return ExitStatus.of(
            await shared.runner().server(address, allowsRemoteControl: allowsRemoteControl, openID: openID))
    }
}
