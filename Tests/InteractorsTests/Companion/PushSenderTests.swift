import AuthEngine
import Testing

@testable import Interactors

@Suite("Push sender (viper-auth push), on the real engine")
struct PushSenderTests {
    @Test("a request goes to the profile by id or by email, with the server's time to live")
    func queue() async throws {
        let home = try await PushTestHome.make()
        defer { home.remove() }

        let byId = try await home.sender.queue(profile: home.profileId, message: "One")
        let byEmail = try await home.sender.queue(profile: "LIN@example.org", message: "Two")

        #expect(byId.profileId == home.profileId)
        #expect(byEmail.profileId == home.profileId)
        #expect(byId.expiresAt - byId.createdAt == home.settings.serverConfiguration.pushTimeToLive)
        #expect(byId.code == nil)
    }

    @Test("a one-time-password request carries a six-digit code")
    func oneTimePassword() async throws {
        let home = try await PushTestHome.make()
        defer { home.remove() }

        let queued = try await home.sender.queueOneTimePassword(profile: home.profileId)

        let code = try #require(queued.code)
        #expect(code.count == 6 && code.allSatisfy(\.isNumber))
    }

    @Test("an unknown profile, a bad message and a home the app never used are refused")
    func refusals() async throws {
        let home = try await PushTestHome.make()
        defer { home.remove() }

        await #expect(throws: PushSendError.profileNotFound) {
            try await home.sender.queue(profile: "nobody@example.org", message: "Hi")
        }
        await #expect(throws: PushSendError.invalidMessage) {
            try await home.sender.queue(profile: home.profileId, message: String(repeating: "x", count: 501))
        }
        let never = PushSender(
            settings: EngineSettings(homeDirectory: home.home.root + "/never", environment: .dev))
        await #expect(throws: PushSendError.profileNotFound) {
            try await never.queue(profile: home.profileId, message: "Hi")
        }
        #expect(!home.home.isDirectory(home.home.root + "/never"))
    }

    @Test("a message holding a control character is refused before the server is opened")
    func controlCharactersRefused() async throws {
        let home = try await PushTestHome.make()
        defer { home.remove() }
        let never = PushSender(
            settings: EngineSettings(homeDirectory: home.home.root + "/never", environment: .dev))

        await #expect(throws: PushSendError.messageHasControlCharacters) {
            try await home.sender.queue(profile: home.profileId, message: "Approve?\u{1B}[2J\u{1B}[HPIN: ")
        }
        // Checked first: even a home with no server gives this answer, not "no profile".
        await #expect(throws: PushSendError.messageHasControlCharacters) {
            try await never.queue(profile: home.profileId, message: "\u{202E}evorppa")
        }
    }

    @Test("the server's own refusal maps to the same error")
    func serverRefusalMapped() {
        #expect(PushSendError(.messageHasControlCharacters) == .messageHasControlCharacters)
    }

    @Test("a wait that ends before any answer reports the request still pending")
    func unanswered() async throws {
        let home = try await PushTestHome.make()
        defer { home.remove() }
        let queued = try await home.sender.queue(profile: home.profileId, message: "Anyone?")

        #expect(try await home.sender.waitForAnswer(requestId: queued.id, seconds: 0.01) == .pending)
    }
}
