import Glibc

/// The clients the OpenID provider serves, by `client_id`: the example app and a demo public
/// client unless told otherwise, and more from a JSON file (`viper-auth server --clients FILE`).
package struct OpenIDClientRegistry: Sendable, Equatable {
    /// The demo public client a learner's own scripts can use.
    package static let demoClientID = "demo-cli"

    /// The clients registered by default: the example app (its custom scheme and a loopback
    /// callback) and `demo-cli` (loopback only, IPv4 and IPv6).
    package static let standard = OpenIDClientRegistry([
        OpenIDClient(
            id: BrowserLogin.clientID,
            redirectURIs: [BrowserLogin.redirectURI, "http://127.0.0.1/callback"]),
        OpenIDClient(id: demoClientID, redirectURIs: ["http://127.0.0.1/callback", "http://[::1]/callback"]),
    ])

    private let clientsByID: [String: OpenIDClient]

    /// A registry of `clients`; a later client with an id already given replaces the earlier one.
    package init(_ clients: [OpenIDClient]) {
        clientsByID = Dictionary(clients.map { ($0.id, $0) }, uniquingKeysWith: { _, later in later })
    }

    /// The client registered as `id`, or nil.
    package subscript(id: String) -> OpenIDClient? { clientsByID[id] }

    /// Every client, by id.
    package var clients: [OpenIDClient] { clientsByID.values.sorted { $0.id < $1.id } }

    /// True when some client is confidential, so the token endpoint accepts client secrets.
    package var hasConfidentialClients: Bool { clientsByID.values.contains(where: \.isConfidential) }

    /// This registry with the clients of `other` added, replacing any of the same id.
    package func adding(_ other: OpenIDClientRegistry) -> OpenIDClientRegistry {
        OpenIDClientRegistry(clients + other.clients)
    }
}

/// Why a clients file was refused; each case names what to fix.
package enum OpenIDClientsFileError: Error, Sendable, Equatable {
    /// The file could not be read (missing, not a regular file, too large, unreadable).
    case unreadable(path: String, errno: Int32)
    /// Group or other users may read or write it, and it may hold client secrets.
    case tooOpen(path: String)
    /// The JSON is not the documented shape; `detail` says where.
    case invalid(detail: String)
}

extension OpenIDClientRegistry {
    /// The largest clients file read, in bytes.
    static let maximumFileByteCount = 256 * 1024

    /// Reads a clients file (docs/HTTP.md, "OpenID provider"): refused when anyone but its owner
    /// may read it, as the store refuses to keep secrets in such files.
    package static func load(path: String) throws(OpenIDClientsFileError) -> OpenIDClientRegistry {
        var status = stat()
        guard stat(path, &status) == 0 else { throw .unreadable(path: path, errno: errno) }
        guard status.st_mode & (S_IRWXG | S_IRWXO) == 0 else { throw .tooOpen(path: path) }
        let bytes: [UInt8]?
        do {
            bytes = try FileSystem.readFileIfPresent(path, maximumByteCount: maximumFileByteCount)
        } catch {
            if case .fileSystem(_, _, let code) = error { throw .unreadable(path: path, errno: code) }
            throw .unreadable(path: path, errno: EIO)
        }
        guard let bytes else { throw .unreadable(path: path, errno: ENOENT) }
        return try parse(bytes)
    }

    /// Reads the JSON of a clients file.
    package static func parse(_ bytes: [UInt8]) throws(OpenIDClientsFileError) -> OpenIDClientRegistry {
        let file: ClientsFile
        do {
            file = try WireCoding.decoded(ClientsFile.self, fromJSON: bytes)
        } catch {
            throw .invalid(detail: error.debugDescription)
        }
        var clients: [OpenIDClient] = []
        for (index, entry) in file.clients.enumerated() {
            clients.append(try entry.client(at: index))
        }
        return OpenIDClientRegistry(clients)
    }
}

/// `{"clients": [ … ]}`, each entry with RFC 7591's field names.
private struct ClientsFile: Decodable {
    var clients: [Entry]

    struct Entry: Decodable {
        var clientID: String
        var clientSecret: String?
        var redirectURIs: [String]
        var grantTypes: [String]?
        var idTokenSignedResponseAlg: String?

        enum CodingKeys: String, CodingKey {
            case clientID = "client_id"
            case clientSecret = "client_secret"
            case redirectURIs = "redirect_uris"
            case grantTypes = "grant_types"
            case idTokenSignedResponseAlg = "id_token_signed_response_alg"
        }

        func client(at index: Int) throws(OpenIDClientsFileError) -> OpenIDClient {
            let place = "clients.\(index)"
            guard AuthorizeParameters.isPrintable(clientID, maximumLength: 128) else {
                throw .invalid(detail: "\(place).client_id must be 1 to 128 printable ASCII characters")
            }
            if let clientSecret, clientSecret.utf8.count < 16 {
                throw .invalid(detail: "\(place).client_secret must be at least 16 characters")
            }
            guard !redirectURIs.isEmpty else {
                throw .invalid(detail: "\(place).redirect_uris must list at least one URI")
            }
            for uri in redirectURIs where !Self.isRegistrable(uri) {
                throw .invalid(
                    detail:
                        "\(place).redirect_uris: \(uri.debugDescription) is not an absolute URI without a fragment"
                )
            }
            let grants = grantTypes ?? OpenIDClient.knownGrantTypes
            for grant in grants where !OpenIDClient.knownGrantTypes.contains(grant) {
                throw .invalid(
                    detail: "\(place).grant_types: \(grant.debugDescription) is not a grant this server has")
            }
            let algorithm = idTokenSignedResponseAlg ?? "RS256"
            guard OpenIDClient.signingAlgorithms.contains(algorithm) else {
                throw .invalid(detail: "\(place).id_token_signed_response_alg must be RS256 or EdDSA")
            }
            return OpenIDClient(
                id: clientID, secret: clientSecret, redirectURIs: redirectURIs, grantTypes: grants,
                idTokenSigningAlgorithm: algorithm)
        }

        /// An absolute URI of printable ASCII with a scheme and no fragment (RFC 6749 §3.1.2).
        private static func isRegistrable(_ uri: String) -> Bool {
            guard !uri.contains("#"), let parsed = try? QueryURL(uri) else { return false }
            return !parsed.base.isEmpty
        }
    }
}
