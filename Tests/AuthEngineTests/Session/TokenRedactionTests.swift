import AuthEngine
import Testing

@Suite("Tokens never print: every textual form is redacted")
struct TokenRedactionTests {
    /// The ways a value reaches text by accident.
    enum Rendering: String, CaseIterable, Sendable {
        case description
        case debugDescription
        case interpolation
        case reflecting
        case dump

        func render(_ value: some CustomStringConvertible & CustomDebugStringConvertible) -> String {
            switch self {
            case .description: value.description
            case .debugDescription: value.debugDescription
            case .interpolation: "\(value)"
            case .reflecting: String(reflecting: value)
            case .dump: dumped(value)
            }
        }

        private func dumped(_ value: some Any) -> String {
            var text = ""
            Swift.dump(value, to: &text)
            return text
        }
    }

    private let tokens = SessionFixtures.original

    @Test("each token kind is redacted", arguments: Rendering.allCases)
    func eachTokenIsRedacted(rendering: Rendering) throws {
        let idToken = try #require(tokens.idToken)
        for token in [tokens.accessToken, tokens.refreshToken, idToken] {
            let text = rendering.render(token)
            #expect(!text.contains("secret"), "\(rendering.rawValue) revealed a token")
        }
        #expect(rendering.render(tokens.accessToken).contains("<redacted token>"))
    }

    @Test("a whole token set is redacted but keeps its expiry", arguments: Rendering.allCases)
    func tokenSetIsRedacted(rendering: Rendering) {
        let text = rendering.render(tokens)
        #expect(!text.contains("secret"), "\(rendering.rawValue) revealed a token")
        #expect(text.contains("\(tokens.accessTokenExpiresAt)"))
    }

    @Test("a session state holding tokens is redacted")
    func sessionStateIsRedacted() {
        let state = SessionState.active(tokens)
        var dumped = ""
        dump(state, to: &dumped)
        for text in [String(describing: state), String(reflecting: state), "\(state)", dumped] {
            #expect(!text.contains("secret"))
        }
    }

    @Test("the value stays reachable on purpose, and equality compares it")
    func unredactedValueIsExplicit() {
        #expect(tokens.accessToken.unredactedValue == "access-secret-1")
        #expect(RedactedToken("a") == RedactedToken("a"))
        #expect(RedactedToken("a") != RedactedToken("b"))
        #expect(RedactedToken("a") != RedactedToken("ab"))
    }
}
