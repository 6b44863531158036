import Testing

@testable import AuthEngine

/// Whatever a session document holds — a field of the wrong type, empty, huge or missing, or no
/// JSON at all — restoring it ends in the documented discard or in a session that works, never a
/// trap and never a half-kept state.
@Suite("Damaged session documents")
struct SessionDocumentDamageTests {
    @Test(
        "restoring a damaged session document discards it or restores a working session",
        arguments: SessionDamage.all)
    func damagedDocument(_ damage: SessionDamage) async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profileId = try await harness.registerProfile(with: harness.client)
        let path = harness.home + "/device/" + DeviceStore.sessionName(profileId)
        try FileInspection.replaceContents(of: path, with: damage.apply(FileInspection.contents(of: path)))
        let client = try harness.reopenedClient()

        let outcome = await client.restoreSession(profileId: profileId)

        switch damage.outcome {
        case .discarded(let reason):
            #expect(outcome == .discarded(reason))
            #expect(try harness.sessionFiles(of: profileId).isEmpty)
        case .usable:
            switch outcome {
            case .restored, .refreshed: break
            default: Issue.record("expected a working session, got \(outcome)")
            }
            #expect(try await client.me(profileId: profileId).email == "lin@example.org")
            #expect(try harness.sessionFiles(of: profileId) == [DeviceStore.sessionName(profileId)])
        }
    }
}

/// One way to damage a stored session document, and what restoring it must come to.
struct SessionDamage: Sendable, CustomTestStringConvertible {
    enum Outcome: Sendable {
        case discarded(SessionDiscardReason)
        case usable
    }

    let testDescription: String
    let outcome: Outcome
    let apply: @Sendable ([UInt8]) throws -> [UInt8]

    /// Damage to the whole file.
    init(_ name: String, _ outcome: Outcome, bytes: @escaping @Sendable ([UInt8]) -> [UInt8]) {
        testDescription = name
        self.outcome = outcome
        apply = bytes
    }

    /// Sets (or with nil removes) the member at `path` of the envelope `{schemaVersion, document}`.
    init(_ name: String, _ outcome: Outcome, setting path: [String], to value: JSONValue?) {
        self.init(name, outcome, changes: [(path, value)])
    }

    init(_ name: String, _ outcome: Outcome, changes: [([String], JSONValue?)]) {
        testDescription = name
        self.outcome = outcome
        apply = { bytes in
            var envelope = try JSONValue.parse(bytes)
            for (path, value) in changes { envelope = envelope.setting(path[...], to: value) }
            return envelope.serialized()
        }
    }

    static let unreadable = Outcome.discarded(.unreadable)

    static let all: [SessionDamage] = [
        SessionDamage("an empty file", unreadable) { _ in [] },
        SessionDamage("bytes that are not JSON", unreadable) { _ in Array("{ this is not json".utf8) },
        SessionDamage("the first half of the document", unreadable) { Array($0.prefix($0.count / 2)) },
        SessionDamage("a JSON array instead of an object", unreadable) { _ in Array("[]".utf8) },
        SessionDamage("no schema version", unreadable, setting: ["schemaVersion"], to: nil),
        SessionDamage("schema version 2", unreadable, setting: ["schemaVersion"], to: .integer(2)),
        SessionDamage(
            "the schema version as a string", unreadable, setting: ["schemaVersion"], to: .string("1")),
        SessionDamage("no document", unreadable, setting: ["document"], to: nil),
        SessionDamage("a null document", unreadable, setting: ["document"], to: .null),
        SessionDamage("no tokens", unreadable, setting: ["document", "tokens"], to: nil),
        SessionDamage("no user", unreadable, setting: ["document", "user"], to: nil),
        SessionDamage("no context", unreadable, setting: ["document", "context"], to: nil),
        SessionDamage("tokens as a string", unreadable, setting: ["document", "tokens"], to: .string("x")),
        SessionDamage("the user as a number", unreadable, setting: ["document", "user"], to: .integer(1)),
        SessionDamage(
            "the context as an array", unreadable, setting: ["document", "context"], to: .array([])),
        SessionDamage(
            "the access token as a number", unreadable, setting: ["document", "tokens", "accessToken"],
            to: .integer(42)),
        SessionDamage(
            "the access token's expiry as a string", unreadable,
            setting: ["document", "tokens", "accessTokenExpiresAt"], to: .string("soon")),
        SessionDamage(
            "the access token's expiry beyond 64 bits", unreadable,
            setting: ["document", "tokens", "accessTokenExpiresAt"], to: .number(1e30)),
        SessionDamage(
            "the refresh token as an object", unreadable, setting: ["document", "tokens", "refreshToken"],
            to: .object([:])),
        SessionDamage("no ID token", unreadable, setting: ["document", "tokens", "idToken"], to: nil),
        SessionDamage(
            "the session's end as a fraction", unreadable,
            setting: ["document", "tokens", "sessionExpiresAt"],
            to: .number(1.5)),
        SessionDamage(
            "the memberships as a string", unreadable, setting: ["document", "user", "memberships"],
            to: .string("all")),
        SessionDamage(
            "the active context index beyond 64 bits", unreadable,
            setting: ["document", "user", "activeContextIndex"], to: .number(1e20)),
        SessionDamage("a null email", unreadable, setting: ["document", "user", "email"], to: .null),
        SessionDamage(
            "a permission that is a number", unreadable, setting: ["document", "context", "permissions"],
            to: .array([.integer(1)])),
        SessionDamage("no role name", unreadable, setting: ["document", "context", "role_name"], to: nil),
        SessionDamage(
            "empty access and refresh tokens", .discarded(.expired),
            changes: [
                (["document", "tokens", "accessToken"], .string("")),
                (["document", "tokens", "refreshToken"], .string("")),
            ]),
        SessionDamage(
            "a garbage access token and no refresh token", .discarded(.expired),
            changes: [
                (["document", "tokens", "accessToken"], .string("garbage")),
                (["document", "tokens", "refreshToken"], nil),
            ]),
        SessionDamage(
            "an access token of 1 MiB of garbage", .usable, setting: ["document", "tokens", "accessToken"],
            to: .string(String(repeating: "A", count: 1 << 20))),
        SessionDamage(
            "the largest active context index", .usable, setting: ["document", "user", "activeContextIndex"],
            to: .integer(Int64.max)),
        SessionDamage(
            "the smallest access token expiry", .usable,
            setting: ["document", "tokens", "accessTokenExpiresAt"],
            to: .integer(Int64.min)),
        SessionDamage(
            "empty names and no memberships", .usable,
            changes: [
                (["document", "user", "fullName"], .string("")),
                (["document", "user", "email"], .string("")),
                (["document", "user", "memberships"], .array([])),
                (["document", "context", "role_name"], .string("")),
            ]),
        SessionDamage("an unknown extra member", .usable, setting: ["document", "extra"], to: .string("x")),
    ]
}

extension JSONValue {
    /// This value with the member at `path` set to `value`, or removed when `value` is nil.
    fileprivate func setting(_ path: ArraySlice<String>, to value: JSONValue?) -> JSONValue {
        guard let key = path.first, case .object(var members) = self else { return value ?? .null }
        if path.count == 1 {
            members[key] = value
        } else {
            members[key] = (members[key] ?? .object([:])).setting(path.dropFirst(), to: value)
        }
        return .object(members)
    }
}
