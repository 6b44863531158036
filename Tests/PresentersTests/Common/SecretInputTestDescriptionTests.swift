import Interactors
import TestSupport
import Testing

/// A failure that compares two secrets tells them apart, and shows neither.
@Suite("SecretInput in a failure message")
struct SecretInputTestDescriptionTests {
    @Test("the same secret is described the same way each time")
    func sameSecretSameText() {
        #expect(SecretInput("24680").testDescription == SecretInput("24680").testDescription)
    }

    @Test(
        "different secrets are described differently, by length or by digest",
        arguments: [("24680", "24681"), ("24680", "2468"), ("password", "Password")])
    func differentSecretsDifferentText(first: String, second: String) {
        #expect(SecretInput(first).testDescription != SecretInput(second).testDescription)
    }

    @Test(
        "the text shows the length and 8 hex digits, never the secret",
        arguments: ["24680", "hunter2hunter2"])
    func textHidesSecret(secret: String) throws {
        let text = SecretInput(secret).testDescription
        let digest = try #require(text.split(separator: ", ").last?.dropLast())

        #expect(text.hasPrefix("<secret: \(secret.count) characters, "))
        #expect(digest.count == 8 && digest.allSatisfy(\.isHexDigit))
        #expect(!text.contains(secret))
        #expect(SecretInput(secret).description == "<redacted>")
    }

    @Test("a mock's call shows each secret in it by that text, in a list of calls as well")
    @MainActor
    func callsDescribeSecrets() {
        let secret = SecretInput("hunter2")
        let call = RegistrationInteractorMock.Call.signIn(email: "lin@example.org", password: secret)
        let calls: [RegistrationInteractorMock.Call] = [.startBrowserRegistration, call]

        #expect(call.testDescription == "signIn(email: lin@example.org, password: \(secret.testDescription))")
        #expect(String(describing: calls).contains(secret.testDescription))
        #expect(String(reflecting: calls).contains("startBrowserRegistration"))
        #expect(!String(reflecting: calls).contains("hunter2"))
        #expect(!String(reflecting: calls).contains("<redacted>"))
    }
}
