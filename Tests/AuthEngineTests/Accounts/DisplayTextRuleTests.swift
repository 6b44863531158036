import TestSupport
import Testing

@testable import AuthEngine

/// The server keeps no text for display that a terminal would obey: a full name or a push message
/// holding a control character or a bidirectional override is refused, each with its own error.
@Suite("Display text rule: control characters refused in full names and push messages")
struct DisplayTextRuleTests {
    static let hostileName = "Eve\u{1B}[2J\u{07}Mallory"

    @Test(
        "each refused range up to its boundaries, and its neighbours allowed",
        arguments: [
            (0x00, true), (0x09, true), (0x0A, true), (0x1B, true), (0x1F, true), (0x20, false),
            (0x7E, false), (0x7F, true), (0x80, true), (0x9F, true), (0xA0, false),
            (0x2027, false), (0x2028, true), (0x2029, true), (0x202A, true), (0x202E, true), (0x202F, false),
            (0x2065, false), (0x2066, true), (0x2069, true), (0x206A, false),
        ] as [(UInt32, Bool)])
    func boundaries(value: UInt32, refused: Bool) throws {
        let scalar = try #require(Unicode.Scalar(value))
        #expect(DisplayTextRule.isRefused(scalar) == refused)
        #expect(DisplayTextRule.refuses("a" + String(Character(scalar)) + "b") == refused)
    }

    @Test(
        "ordinary names pass",
        arguments: ["Ada Lovelace", "Zoë Ångström", "李小龍", "محمد علي", "O'Brien-Smith", "👩‍🔬 Marie"])
    func ordinaryNames(name: String) {
        #expect(!DisplayTextRule.refuses(name))
        #expect(form(fullName: name).violations() == [])
    }

    @Test(
        "a full name holding a control character or an override is refused with its own violation",
        arguments: [
            hostileName, "Eve\tMallory", "Eve\nMallory", "Eve\rMallory", "Eve\u{7F}", "Eve\u{9B}31m",
            "Eve\u{202E}yrollaM", "\u{2066}Eve\u{2069}",
        ])
    func fullNameRefused(name: String) {
        #expect(form(fullName: name).violations() == [.fullNameHasControlCharacters])
        #expect(throws: SignUpViolation.fullNameHasControlCharacters) { try form(fullName: name).validate() }
    }

    @Test(
        "surrounding whitespace is trimmed first: a trailing newline is not a control character in the name")
    func trimmedFirst() {
        #expect(form(fullName: "  Ada Lovelace\n").violations() == [])
        #expect(form(fullName: "\t\n").violations() == [.fullNameMissing])
    }

    @Test("a long name with a control character reports the control character")
    func controlBeforeLength() {
        let name = String(repeating: "a", count: 150) + "\u{1B}"
        #expect(form(fullName: name).violations() == [.fullNameHasControlCharacters])
    }

    @Test("the server refuses such a name from any client: 422, sign_up_rejected, its own reason")
    func serverRefusesName() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let body = SignUpBody(
            fullName: Self.hostileName, email: "eve@example.org", password: "correct horse",
            passwordConfirmation: "correct horse")

        let response = await harness.server.handle(
            EngineRequest(method: .post, path: "/v1/accounts", body: WireCoding.encode(body)))

        #expect(response.status == 422)
        let error = try #require(WireCoding.decode(ServerErrorBody.self, from: response.body))
        #expect(error.code == .signUpRejected)
        #expect(error.reason == "full_name_control_characters")
        #expect(
            error.message
                == "The full name cannot contain control characters (such as tab, escape or a line break) "
                + "or bidirectional formatting characters.")
        #expect(try harness.server.database.snapshot().account(email: "eve@example.org") == nil)
    }

    @Test("the client reads the server's reason back as the typed violation")
    func clientMapsReason() {
        let refusal = ServerRefusal.refused(
            status: 422,
            ServerErrorBody(
                code: .signUpRejected, message: "words", reason: "full_name_control_characters"))
        #expect(refusal.authError == .signUpRejected(.fullNameHasControlCharacters))
        let unknown = ServerRefusal.refused(
            status: 422, ServerErrorBody(code: .signUpRejected, message: "Another rule.", reason: "new_rule"))
        #expect(unknown.authError == .rejected(.unknownSignUpRule))
    }

    @Test("the client refuses such a name before asking the server")
    func clientRefusesName() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let responder = ScriptedResponder(answering: TestAccount.pin)

        await #expect(throws: AuthError.signUpRejected(.fullNameHasControlCharacters)) {
            try await harness.client.signUp(form(fullName: Self.hostileName), responder: responder)
        }
        #expect(responder.received.isEmpty)
        #expect(try harness.server.database.snapshot().accounts.isEmpty)
    }

    @Test(
        "the push service refuses a message holding a control character or an override, queuing nothing",
        arguments: [
            "Approve?\u{1B}[2J\u{1B}[HPIN: ", "Ding\u{07}", "two\nlines", "tab\there", "\u{9B}2J",
            "Sign in\u{202E}", "\u{2068}x\u{2069}",
        ])
    func pushMessageRefused(message: String) async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profile = try await harness.enrolledForPush()

        #expect(throws: PushServiceError.messageHasControlCharacters) {
            try harness.server.queuePushRequest(profile: profile.id, message: message)
        }
        #expect(try harness.serverState().pushRequests.isEmpty)
    }

    @Test("an ordinary message, accents and emoji included, is queued as it is")
    func pushMessageAccepted() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profile = try await harness.enrolledForPush()

        let queued = try harness.server.queuePushRequest(
            profile: profile.id, message: "Connexion à l’école 🏫 ?")

        #expect(queued.message == "Connexion à l’école 🏫 ?")
    }

    private func form(fullName: String) -> SignUpForm {
        SignUpForm(
            fullName: fullName, email: "eve@example.org", password: "correct horse",
            passwordConfirmation: "correct horse")
    }
}
