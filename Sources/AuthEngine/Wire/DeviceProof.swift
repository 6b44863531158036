/// Device authentication, shared by both halves.
///
/// Design: the device key is `HMAC(deviceSecret, "viper-auth device-auth v1")`, so the device secret
/// itself (which also protects every PIN verifier) never leaves the device. The key is registered
/// once per device with the server, Bearer-protected, right after the first registration. A
/// device-authenticated call first fetches a single-use server nonce, then sends
/// `HMAC(deviceKey, nonce, method, path, SHA-256 of the body)` in the `Device-Proof` header. The
/// server keeps the key itself (an HMAC needs it): a stolen server file lets a thief impersonate
/// the device only on the low-value device-authenticated routes, never learn a PIN or the secret.
enum DeviceProof {
    static let deviceIdHeader = "Device-Id"
    static let nonceHeader = "Device-Nonce"
    static let proofHeader = "Device-Proof"

    /// Derives the device key from the device secret.
    static func deviceKey(deviceSecret: SecretBytes) -> [UInt8] {
        HMACSHA256.authenticate(Array("viper-auth device-auth v1".utf8), key: deviceSecret.bytes)
    }

    /// The proof for one request: binds nonce, route and body so a proof cannot be replayed elsewhere.
    static func proof(key: [UInt8], nonce: String, method: HTTPMethod, path: String, body: [UInt8])
        -> String
    {
        let message =
            "viper-auth device-proof v1\n\(nonce)\n\(method.rawValue) \(path)\n"
            + Base64URL.encode(SHA256.hash(body))
        return Base64URL.encode(HMACSHA256.authenticate(Array(message.utf8), key: key))
    }
}

struct DeviceKeyBody: Codable, Sendable {
    var deviceId: String
    var deviceKey: String
}

struct DeviceNonceRequestBody: Codable, Sendable {
    var deviceId: String
}

struct DeviceNonceBody: Codable, Sendable {
    var nonce: String
    var expiresAt: Int64
}

struct ProfileRequestBody: Codable, Sendable {
    var profileId: String
}

struct PushRequestsBody: Codable, Sendable {
    var requests: [PendingPushRequest]
}

struct PushDenyBody: Codable, Sendable {
    var profileId: String
    var requestId: String
}

struct PushOneTimePasswordBody: Codable, Sendable {
    var profileId: String
    var requestId: String
    var code: String
}

struct PushConfirmStartBody: Codable, Sendable {
    var profileId: String
    var requestId: String
    var authenticator: AuthenticatorKind
    var clientFirst: String
}

struct PushConfirmFinishBody: Codable, Sendable {
    var exchangeId: String
    var clientFinal: String
}

struct PushConfirmedBody: Codable, Sendable {
    var serverFinal: String
}

struct PushOutcomeBody: Codable, Sendable {
    var status: PushRequestStatus
}

struct SwitchContextBody: Codable, Sendable {
    var contextIndex: Int
}

struct SwitchedContextBody: Codable, Sendable {
    var tokens: TokenBundle
    var user: UserInfoBody
}

struct DeviceListBody: Codable, Sendable {
    var devices: [DeviceEntryBody]
}

struct DeviceEntryBody: Codable, Sendable {
    var profileId: String
    var deviceId: String
    var deviceName: String
    var registeredAt: Int64
}

struct ImplicitDataBody: Codable, Sendable {
    var decoratedUserId: String
}

struct AppDetailsBody: Codable, Sendable {
    var appId: String
    var version: String
    var platform: String
}

struct AppToWebBody: Codable, Sendable {
    var url: String
    var expiresAt: Int64
}
