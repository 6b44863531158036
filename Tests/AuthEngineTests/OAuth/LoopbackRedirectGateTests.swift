import AuthEngine
import Testing

/// The loopback listener's rules on plain requests: which one is handed on, and what each of the
/// others is answered.
@Suite("The loopback redirect gate answers only the exact path, the matching state, once")
struct LoopbackRedirectGateTests {
    private static let state = "s-0123456789abcdef"

    private func request(_ target: String, method: HTTPMethod = .get) -> EngineRequest {
        EngineRequest(method: method, target: target)
    }

    @Test("the exact path with the matching state and a code hands the code on, with the closing page")
    func handsOnTheCode() {
        var gate = LoopbackRedirectGate(path: "/callback", expectedState: Self.state)
        let (decision, response) = gate.answer(request("/callback?code=c%2Fde-42&state=\(Self.state)"))
        #expect(decision == .handOn(.code(RedactedToken("c/de-42"))))
        #expect(response.status == 200)
        let page = String(decoding: response.body, as: UTF8.self)
        #expect(page.contains("You can close this tab and return to the terminal."))
        #expect(!page.contains("c/de-42") && !page.contains("de-42"))
        #expect(response.header("Content-Security-Policy")?.contains("frame-ancestors 'none'") == true)
        #expect(response.header("Cache-Control") == "no-store")
        #expect(response.header("Referrer-Policy") == "no-referrer")
    }

    @Test(
        "an error redirect with the matching state is handed on, typed",
        arguments: [
            ("error=access_denied&b2c_error_code=AADB2C90091", AuthorizationRedirectError.userCancelled),
            ("error=access_denied&error_description=AADB2C90118%3A%20forgot", .forgotPassword),
            ("error=access_denied", .accessDenied(description: nil)),
            (
                "error=server_error&error_description=down",
                .providerError(code: "server_error", description: "down")
            ),
            ("nothing=here", .missingCode),
        ])
    func handsOnTheError(query: String, error: AuthorizationRedirectError) {
        var gate = LoopbackRedirectGate(path: "/callback", expectedState: Self.state)
        let (decision, response) = gate.answer(request("/callback?\(query)&state=\(Self.state)"))
        #expect(decision == .handOn(.failed(error)))
        #expect(response.status == 200)
        #expect(String(decoding: response.body, as: UTF8.self).contains("did not complete"))
    }

    @Test(
        "anything but the exact path with the matching state is refused with a 400 page, and the wait goes on",
        arguments: [
            ("/favicon.ico", LoopbackRefusal.wrongPath),
            ("/callback/?code=c&state=\(state)", .wrongPath),
            ("/Callback?code=c&state=\(state)", .wrongPath),
            ("/%63allback?code=c&state=\(state)", .wrongPath),
            ("/callback", .stateMismatch),
            ("/callback?code=c", .stateMismatch),
            ("/callback?code=c&state=other", .stateMismatch),
            ("/callback?code=c&state=\(state)x", .stateMismatch),
            ("/callback?error=access_denied&state=forged", .stateMismatch),
            ("/callback?code=c&state=\(state)&state=\(state)", .duplicatedParameter),
            ("/callback?code=%zz&state=\(state)", .malformedQuery),
        ])
    func refuses(target: String, refusal: LoopbackRefusal) {
        var gate = LoopbackRedirectGate(path: "/callback", expectedState: Self.state)
        let (decision, response) = gate.answer(request(target))
        #expect(decision == .refuse(refusal))
        #expect(response.status == 400)
        #expect(response.header("X-Frame-Options") == "DENY")
        #expect(!String(decoding: response.body, as: UTF8.self).contains("code=c"))

        let (next, _) = gate.answer(request("/callback?code=c&state=\(Self.state)"))
        #expect(next == .handOn(.code(RedactedToken("c"))))
    }

    @Test("a POST to the redirect path is refused, even with the matching state")
    func refusesOtherMethods() {
        var gate = LoopbackRedirectGate(path: "/callback", expectedState: Self.state)
        let (decision, _) = gate.answer(request("/callback?code=c&state=\(Self.state)", method: .post))
        #expect(decision == .refuse(.wrongMethod))
    }

    @Test("a second matching request after the first is refused: the listener answers only once")
    func answersOnce() {
        var gate = LoopbackRedirectGate(path: "/callback", expectedState: Self.state)
        _ = gate.answer(request("/callback?code=first&state=\(Self.state)"))
        let (decision, response) = gate.answer(request("/callback?code=second&state=\(Self.state)"))
        #expect(decision == .refuse(.alreadyAnswered))
        #expect(response.status == 400)
    }

    @Test("once closed, a matching request is refused and nothing is handed on")
    func closed() {
        var gate = LoopbackRedirectGate(path: "/callback", expectedState: Self.state)
        gate.close()
        let (decision, _) = gate.answer(request("/callback?code=c&state=\(Self.state)"))
        #expect(decision == .refuse(.noLongerWaiting))
    }

    @Test("the code never shows in any textual form of the outcome")
    func codeIsRedacted() {
        let outcome = LoopbackRedirectOutcome.code(RedactedToken("secret-code-123"))
        var dumped = ""
        dump(outcome, to: &dumped)
        for text in [String(describing: outcome), String(reflecting: outcome), dumped] {
            #expect(!text.contains("secret-code-123"))
        }
    }
}
