import TestSupport
import Testing

@testable import AuthEngine

/// The device grant as a terminal and a person speak it, over `OpenIDFixture`'s server.
extension OpenIDFixture {
    static let deviceGrantType = "urn:ietf:params:oauth:grant-type:device_code"

    /// `POST /oauth2/device_authorization` for `client`.
    func authorizeDevice(client: String = "demo-cli", scope: String? = "openid email") async -> EngineResponse
    {
        await post(
            "/oauth2/device_authorization", [("client_id", client)] + (scope.map { [("scope", $0)] } ?? []))
    }

    /// The device and user codes of a new device authorization for `client`.
    func deviceCodes(client: String = "demo-cli") async throws -> (deviceCode: String, userCode: String) {
        let body = Self.json(await authorizeDevice(client: client))
        return (
            try #require(body["device_code"]?.stringValue), try #require(body["user_code"]?.stringValue)
        )
    }

    /// One poll of the token endpoint with `deviceCode`.
    func poll(_ deviceCode: String, client: String = "demo-cli") async -> EngineResponse {
        await post(
            "/oauth2/token",
            [("grant_type", Self.deviceGrantType), ("device_code", deviceCode), ("client_id", client)])
    }

    /// The verification page, for `userCode` when given.
    func verificationPage(userCode: String? = nil) async -> EngineResponse {
        await server.handle(
            EngineRequest(
                method: .get, path: "/oauth2/device",
                rawQuery: userCode.map { FormFields([("user_code", $0)]).encoded }))
    }

    /// Posts the verification form of `page` with the code, the credentials and `action`.
    func decide(
        _ page: EngineResponse, userCode: String, action: String = "approve", email: String = email,
        password: String = password
    ) async -> EngineResponse {
        await post(
            "/oauth2/device",
            Self.hiddenFields(of: page) + [
                ("user_code", userCode), ("email", email), ("password", password), ("action", action),
            ])
    }

    /// Approves (or denies) `userCode` on a fresh verification page.
    func decide(userCode: String, action: String = "approve") async -> EngineResponse {
        await decide(await verificationPage(), userCode: userCode, action: action)
    }

    static func html(_ response: EngineResponse) -> String { String(decoding: response.body, as: UTF8.self) }
}
