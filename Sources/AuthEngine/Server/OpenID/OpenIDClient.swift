/// A client registered with the OpenID provider: who it is, how it proves that at the token
/// endpoint, where the browser may be sent back to, and what it may ask for.
package struct OpenIDClient: Sendable, Equatable {
    /// How the client authenticates at the token endpoint (RFC 6749 §2.1).
    package enum Kind: Sendable, Equatable {
        /// An app that cannot keep a secret (a command-line tool, a phone app): it sends only its id.
        case `public`
        /// A server that keeps a secret; only the secret's SHA-256 is held here.
        case confidential(secretHash: [UInt8])
    }

    /// The grants this provider knows, by their `grant_type` names.
    package static let knownGrantTypes = [
        "authorization_code", "refresh_token", "urn:ietf:params:oauth:grant-type:device_code",
    ]
    /// The ID-token algorithms a client may register (`id_token_signed_response_alg`).
    package static let signingAlgorithms = ["RS256", "EdDSA"]

    /// The `client_id`.
    package var id: String
    /// Public or confidential.
    package var kind: Kind
    /// The redirect URIs, compared exactly except for a loopback port (`acceptsRedirectURI`).
    package var redirectURIs: [String]
    /// The `grant_type` values it may use.
    package var grantTypes: [String]
    /// The `alg` its ID tokens are signed with: `RS256` unless it registered `EdDSA`.
    package var idTokenSigningAlgorithm: String

    /// A client from its parts; a confidential one gives its secret, which is kept hashed.
    package init(
        id: String, secret: String? = nil, redirectURIs: [String],
        grantTypes: [String] = OpenIDClient.knownGrantTypes, idTokenSigningAlgorithm: String = "RS256"
    ) {
        self.id = id
        kind = secret.map { .confidential(secretHash: SHA256.hash(Array($0.utf8))) } ?? .public
        self.redirectURIs = redirectURIs
        self.grantTypes = grantTypes
        self.idTokenSigningAlgorithm = idTokenSigningAlgorithm
    }

    /// True for a client that proves itself with a secret.
    package var isConfidential: Bool {
        if case .confidential = kind { return true }
        return false
    }

    /// True when `secret` is this confidential client's secret (constant time); false for a
    /// public client, which has none.
    package func hasSecret(_ secret: String) -> Bool {
        guard case .confidential(let hash) = kind else { return false }
        return ConstantTime.equals(SHA256.hash(Array(secret.utf8)), hash)
    }

    /// True when the client may use `grantType`.
    package func allows(grantType: String) -> Bool { grantTypes.contains(grantType) }

    /// True when `uri` is one of the client's redirect URIs, byte for byte; for a public client, a
    /// registered loopback URI (`http://127.0.0.1/…`, `http://[::1]/…`) also matches on any port,
    /// as RFC 8252 §7.3 asks, since a native app listens on whatever port it is given.
    package func acceptsRedirectURI(_ uri: String) -> Bool {
        if redirectURIs.contains(uri) { return true }
        guard case .public = kind, let presented = LoopbackURI(uri) else { return false }
        return redirectURIs.contains { LoopbackURI($0)?.matchesIgnoringPort(presented) == true }
    }
}

/// An `http` URI whose host is a loopback IP literal, split around its port; anything with
/// userinfo, a fragment or a host other than `127.0.0.1` or `[::1]` is not one.
struct LoopbackURI: Equatable {
    static let hosts = ["127.0.0.1", "[::1]"]

    let host: String
    let port: Int?
    /// The path and query, exactly as written.
    let rest: String

    init?(_ uri: String) {
        let scheme = "http://"
        guard uri.hasPrefix(scheme), !uri.contains("#"), uri.utf8.allSatisfy({ (0x21...0x7e).contains($0) })
        else { return nil }
        let afterScheme = uri.dropFirst(scheme.count)
        let authorityEnd = afterScheme.firstIndex { $0 == "/" || $0 == "?" } ?? afterScheme.endIndex
        let authority = afterScheme[..<authorityEnd]
        guard !authority.contains("@"),
            let host = Self.hosts.first(where: { authority.hasPrefix($0) })
        else { return nil }
        let portText = authority.dropFirst(host.count)
        if portText.isEmpty {
            port = nil
        } else {
            let digits = portText.dropFirst()
            guard portText.first == ":", (1...5).contains(digits.count), digits.allSatisfy(\.isASCIIDigit),
                let number = Int(digits), number <= 65535
            else { return nil }
            port = number
        }
        self.host = host
        rest = String(afterScheme[authorityEnd...])
    }

    func matchesIgnoringPort(_ other: LoopbackURI) -> Bool {
        host == other.host && rest == other.rest
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
