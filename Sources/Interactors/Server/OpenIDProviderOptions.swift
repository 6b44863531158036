import AuthEngine

/// What `viper-auth server --public-url URL --clients FILE` asks of the OpenID provider it serves.
package struct OpenIDProviderOptions: Sendable, Equatable {
    /// The issuer when it is not the URL the server listens on (behind a proxy); nil for that URL.
    package var publicURL: String?
    /// A JSON file of clients to register beside the example app and the demo client.
    package var clientsFile: String?

    /// Options as given; none by default.
    package init(publicURL: String? = nil, clientsFile: String? = nil) {
        self.publicURL = publicURL
        self.clientsFile = clientsFile
    }

    /// `configuration` with this issuer and these clients added.
    func applied(to configuration: ServerConfiguration) throws(ServerProcessError) -> ServerConfiguration {
        var configuration = configuration
        if let publicURL { configuration.publicURL = publicURL }
        if let clientsFile {
            do {
                configuration.openIDClients = configuration.openIDClients.adding(
                    try OpenIDClientRegistry.load(path: clientsFile))
            } catch {
                throw .clientsFile(ClientsFileProblem(error))
            }
        }
        return configuration
    }
}

/// Why the clients file of `viper-auth server --clients FILE` was refused.
package enum ClientsFileProblem: Error, Equatable, Sendable {
    /// It could not be read; `errno` says why.
    case unreadable(path: String, errno: Int32)
    /// Users other than its owner may read or write it, and it may hold client secrets.
    case tooOpen(path: String)
    /// It is not the documented JSON; `detail` names the field.
    case invalid(detail: String)

    init(_ error: OpenIDClientsFileError) {
        switch error {
        case .unreadable(let path, let code): self = .unreadable(path: path, errno: code)
        case .tooOpen(let path): self = .tooOpen(path: path)
        case .invalid(let detail): self = .invalid(detail: detail)
        }
    }
}
