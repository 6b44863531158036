/// The form fields of the provider's back-channel endpoints (token, revocation, introspection);
/// each endpoint reads the ones it needs. Every value is a string, each given at most once.
struct OAuthForm: Decodable, Sendable {
    var grantType: String?
    var code: String?
    var redirectURI: String?
    var codeVerifier: String?
    var refreshToken: String?
    var scope: String?
    var token: String?
    var tokenTypeHint: String?
    var clientID: String?
    var clientSecret: String?
    var deviceCode: String?

    enum CodingKeys: String, CodingKey {
        case grantType = "grant_type"
        case code
        case redirectURI = "redirect_uri"
        case codeVerifier = "code_verifier"
        case refreshToken = "refresh_token"
        case scope
        case token
        case tokenTypeHint = "token_type_hint"
        case clientID = "client_id"
        case clientSecret = "client_secret"
        case deviceCode = "device_code"
    }

    /// `request`'s form body (RFC 6749 §3.2: form-encoded, no parameter twice), or `invalid_request`.
    init(_ request: EngineRequest) throws(OAuthErrorResponse) {
        guard request.header("Content-Type") != nil else {
            throw OAuthErrorResponse(
                code: "invalid_request", description: "The body must be application/x-www-form-urlencoded.")
        }
        do {
            self = try request.decodedBody(OAuthForm.self, accepting: [.form])
        } catch {
            throw OAuthErrorResponse(code: "invalid_request", description: error.debugDescription)
        }
    }

    /// The value of a required field, or `invalid_request` naming it.
    func required(_ value: String?, _ name: String) throws(OAuthErrorResponse) -> String {
        guard let value, !value.isEmpty else {
            throw OAuthErrorResponse(
                code: "invalid_request", description: "The parameter \(name) is missing.")
        }
        return value
    }
}

extension TokenServer {
    /// The client a back-channel request comes from (RFC 6749 §2.3): a confidential client by
    /// `client_secret_basic` or `client_secret_post`, a public one by its `client_id` alone.
    /// A failed authentication is `invalid_client`, 401.
    func authenticateClient(_ request: EngineRequest, _ form: OAuthForm) throws(OAuthErrorResponse)
        -> OpenIDClient
    {
        let clients = configuration.openIDClients
        if let authorization = request.header("Authorization") {
            guard form.clientSecret == nil else {
                throw OAuthErrorResponse(
                    code: "invalid_request", description: "The client authenticated in two ways at once.")
            }
            guard let (id, secret) = Self.basicCredentials(authorization), let client = clients[id],
                client.hasSecret(secret)
            else { throw Self.invalidClient }
            guard form.clientID == nil || form.clientID == id else {
                throw OAuthErrorResponse(
                    code: "invalid_request",
                    description: "The client_id differs from the authenticated client.")
            }
            return client
        }
        let id = try form.required(form.clientID, "client_id")
        guard let client = clients[id] else { throw Self.invalidClient }
        if let secret = form.clientSecret {
            guard client.hasSecret(secret) else { throw Self.invalidClient }
        } else if client.isConfidential {
            throw Self.invalidClient
        }
        return client
    }

    /// `invalid_client`, with the `Basic` challenge RFC 6749 §5.2 asks for.
    static let invalidClient = OAuthErrorResponse(
        status: 401, code: "invalid_client", description: "The client is unknown or did not authenticate.",
        challenge: #"Basic realm="viper-auth""#)

    /// The id and secret of a `Basic` credential, each form-decoded (RFC 6749 §2.3.1), split at
    /// the first `:` byte (RFC 7617 §2): a `:` followed by a combining mark is one `Character`
    /// that is not `:`.
    static func basicCredentials(_ value: String) -> (id: String, secret: String)? {
        let parts = value.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        guard parts.count == 2, parts[0].lowercased() == "basic",
            let decoded = Base64.decode(parts[1]),
            let colon = decoded.firstIndex(of: UInt8(ascii: ":")),
            let id = PercentEncoding.decode(bytes: decoded[..<colon]),
            let secret = PercentEncoding.decode(bytes: decoded[(colon + 1)...]),
            !id.isEmpty
        else { return nil }
        return (id, secret)
    }
}
