// Wire bodies of the browser, two-step and one-time-code providers and of stateless sessions.

struct BrowserTokenBody: Codable, Sendable {
    var code: String
    var codeVerifier: String
    var redirectURI: String
}

struct TwoStepChallengeBody: Codable, Sendable {
    var registrationId: String
    var challengeCode: String
    var maxAnswers: Int
}

struct TwoStepAnswerBody: Codable, Sendable {
    var registrationId: String
    var answer: String
}

struct OneTimeCodeBody: Codable, Sendable {
    var code: String
}

struct StatelessSessionResultBody: Codable, Sendable {
    var tokens: TokenBundle
    var user: UserInfoBody
}
