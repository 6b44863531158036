import Synchronization

/// The login page's CSRF token: an expiry and an HMAC over it and the authorization request the
/// page was served for, under a key this server process draws at start. Nothing is stored: a
/// posted form proves it came from a page this server rendered, for this very request, recently.
/// A restart invalidates the open pages, which costs a person one reload.
struct LoginFormToken: Sendable {
    /// How long a rendered page can be posted, in seconds.
    static let lifetime: Int64 = 600

    private let mac: HMACSHA256

    /// Tokens under `key`.
    init(key: [UInt8]) {
        mac = HMACSHA256(key: key)
    }

    /// A token for a page showing `request`, valid until `now + lifetime`.
    func issue(for request: AuthorizeParameters, now: Int64) -> String {
        issue(binding: request.fields, now: now)
    }

    /// True when `token` was issued for `request` and has not expired.
    func accepts(_ token: String?, for request: AuthorizeParameters, now: Int64) -> Bool {
        accepts(token, binding: request.fields, now: now)
    }

    /// A token for a page whose form is bound to `fields`, valid until `now + lifetime`.
    func issue(binding fields: [(name: String, value: String)], now: Int64) -> String {
        let expiry = now + Self.lifetime
        return Base64URL.encode(
            Self.bytes(of: expiry) + mac.authenticate(Self.message(fields, expiry: expiry)))
    }

    /// True when `token` was issued for a page bound to `fields` and has not expired.
    func accepts(_ token: String?, binding fields: [(name: String, value: String)], now: Int64) -> Bool {
        guard let token, let bytes = Base64URL.decode(token), bytes.count == 8 + HMACSHA256.macByteCount
        else {
            return false
        }
        let expiry = bytes.prefix(8).reduce(Int64(0)) { $0 << 8 | Int64($1) }
        guard expiry > now else { return false }
        return mac.isValid(bytes.dropFirst(8), for: Self.message(fields, expiry: expiry))
    }

    private static func bytes(of value: Int64) -> [UInt8] {
        (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }

    /// The fields, each name and value preceded by its length so no two requests share a message,
    /// then the expiry.
    private static func message(_ fields: [(name: String, value: String)], expiry: Int64) -> [UInt8] {
        var message = Array("viper-auth login form".utf8)
        for field in fields {
            for text in [field.name, field.value] {
                message += bytes(of: Int64(text.utf8.count)) + Array(text.utf8)
            }
        }
        return message + bytes(of: expiry)
    }
}

/// What the OpenID provider keeps in memory for this process: the login form's token key, and the
/// URL the server announced, which is its issuer unless a public URL is configured.
final class OpenIDProviderState: Sendable {
    let formTokens = LoginFormToken(key: SecureRandom.bytes(count: 32))
    private let announcedURL = Mutex<String?>(nil)

    /// Records where the server answers.
    func announce(url: String) {
        announcedURL.withLock { $0 = url }
    }

    /// The URL announced, if any.
    var url: String? { announcedURL.withLock { $0 } }
}
