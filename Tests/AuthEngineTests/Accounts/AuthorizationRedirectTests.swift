import AuthEngine
import Testing

@Suite("The pasted redirect: code, provider errors, state and redirect URI checks")
struct AuthorizationRedirectTests {
    static let redirectURI = "viperauth://callback"
    static let state = "af0ifjsldkj"

    static func parse(_ url: String) throws(AuthorizationRedirectError) -> String {
        try AuthorizationRedirect.parse(url, expectedState: state, expectedRedirectURI: redirectURI)
    }

    @Test(
        "a success redirect yields its code",
        arguments: [
            ("viperauth://callback?code=SplxlOBeZQQYbYS6WxSbIA&state=af0ifjsldkj", "SplxlOBeZQQYbYS6WxSbIA"),
            ("viperauth://callback?state=af0ifjsldkj&code=abc", "abc"),
            ("  viperauth://callback?code=abc&state=af0ifjsldkj\n", "abc"),
            ("viperauth://callback?code=a%2Fb%2Bc%3D&state=af0ifjsldkj", "a/b+c="),
            ("viperauth://callback?code=abc&state=af0ifjsldkj&session_state=xyz", "abc"),
            ("viperauth://callback?code=abc&&state=af0ifjsldkj&", "abc"),
            ("viperauth://callback?code=abc&state=af0ifjsldkj#_=_", "abc"),
            ("viperauth://callback?code=abc&st%61te=af0ifjsldkj", "abc"),
        ])
    func success(url: String, code: String) throws {
        #expect(try Self.parse(url) == code)
    }

    @Test("the success URL the login page prints round-trips, whatever the values contain")
    func successRoundTrip() throws {
        for value in ["abc", "a b+c&d=e#f?g", "ünï 👍", "%41"] {
            let url = AuthorizationRedirect.successURL(
                redirectURI: Self.redirectURI, code: value, state: value)
            let code = try AuthorizationRedirect.parse(
                url, expectedState: value, expectedRedirectURI: Self.redirectURI)
            #expect(code == value)
        }
    }

    @Test(
        "error redirects map to their typed errors",
        arguments: [
            (
                "viperauth://callback?error=access_denied&error_description=The+user+said+no"
                    + "&state=af0ifjsldkj",
                AuthorizationRedirectError.accessDenied(description: "The user said no")
            ),
            ("viperauth://callback?error=access_denied&state=af0ifjsldkj", .accessDenied(description: nil)),
            (
                "viperauth://callback?error=access_denied&error_description=&state=af0ifjsldkj",
                .accessDenied(description: nil)
            ),
            (
                "viperauth://callback?error=access_denied"
                    + "&error_description=AADB2C90091%3A+The+user+has+cancelled"
                    + "&b2c_error_code=AADB2C90091&state=af0ifjsldkj",
                .userCancelled
            ),
            (
                "viperauth://callback?error=access_denied&b2c_error_code=AADB2C90118&state=af0ifjsldkj",
                .forgotPassword
            ),
            (
                "viperauth://callback?error=access_denied"
                    + "&error_description=AADB2C90118%3a+The+user+has+forgotten"
                    + "+their+password.%0d%0aCorrelation+ID%3a+1&state=af0ifjsldkj",
                .forgotPassword
            ),
            (
                "viperauth://callback?error=access_denied&error_description=AADB2C90091&state=af0ifjsldkj",
                .userCancelled
            ),
            (
                "viperauth://callback?error=server_error&error_description=Try+later&state=af0ifjsldkj",
                .providerError(code: "server_error", description: "Try later")
            ),
            (
                "viperauth://callback?error=access_denied&b2c_error_code=AADB2C90000&error_description=Nope"
                    + "&state=af0ifjsldkj",
                .accessDenied(description: "Nope")
            ),
            (
                "viperauth://callback?error=invalid_request&code=abc&state=af0ifjsldkj",
                .providerError(code: "invalid_request", description: nil)
            ),
            (
                "viperauth://callback?error=x%1B%5B2J&error_description=%1B%5B31mred%07&state=af0ifjsldkj",
                .providerError(code: "x [2J", description: "[31mred")
            ),
        ])
    func providerErrors(url: String, error: AuthorizationRedirectError) {
        #expect(throws: error) { try Self.parse(url) }
    }

    @Test("the error URL the login page prints maps back to the same error")
    func errorRoundTrip() {
        let cancelled = AuthorizationRedirect.errorURL(
            redirectURI: Self.redirectURI, error: "access_denied",
            description: "AADB2C90091: The user has cancelled", b2cErrorCode: "AADB2C90091", state: Self.state
        )
        #expect(throws: AuthorizationRedirectError.userCancelled) { try Self.parse(cancelled) }
        let denied = AuthorizationRedirect.errorURL(
            redirectURI: Self.redirectURI, error: "access_denied", description: "Wrong e+mail & password",
            b2cErrorCode: nil, state: Self.state)
        #expect(throws: AuthorizationRedirectError.accessDenied(description: "Wrong e+mail & password")) {
            try Self.parse(denied)
        }
    }

    @Test("long provider descriptions are cut")
    func longDescription() {
        let url = AuthorizationRedirect.errorURL(
            redirectURI: Self.redirectURI, error: "server_error",
            description: String(repeating: "x", count: 5000),
            b2cErrorCode: nil, state: Self.state)
        let expected = String(repeating: "x", count: 300) + "…"
        #expect(throws: AuthorizationRedirectError.providerError(code: "server_error", description: expected))
        {
            try Self.parse(url)
        }
    }

    @Test(
        "a missing or different state is refused, even on an error redirect",
        arguments: [
            "viperauth://callback?code=abc", "viperauth://callback?code=abc&state=",
            "viperauth://callback?code=abc&state=af0ifjsldk",
            "viperauth://callback?code=abc&state=af0ifjsldkjj",
            "viperauth://callback?code=abc&state=AF0IFJSLDKJ",
            "viperauth://callback?code=abc&STATE=af0ifjsldkj",
            "viperauth://callback?error=access_denied&b2c_error_code=AADB2C90091",
            "viperauth://callback?error=access_denied&state=other",
        ])
    func stateMismatch(url: String) {
        #expect(throws: AuthorizationRedirectError.stateMismatch) { try Self.parse(url) }
    }

    @Test(
        "a redirect to anywhere else is refused",
        arguments: [
            "viperauth://callbacks?code=abc&state=af0ifjsldkj", "viperauth://evil?code=abc&state=af0ifjsldkj",
            "https://evil.example/callback?code=abc&state=af0ifjsldkj",
            "viperauth://callback/?code=abc&state=af0ifjsldkj",
            "VIPERAUTH://callback?code=abc&state=af0ifjsldkj",
            "viperauth://callback%3Fcode=abc&state=af0ifjsldkj",
        ])
    func wrongRedirectURI(url: String) {
        #expect(throws: AuthorizationRedirectError.wrongRedirectURI) { try Self.parse(url) }
    }

    @Test(
        "a repeated parameter is refused, even when spelled differently",
        arguments: [
            "viperauth://callback?code=abc&state=af0ifjsldkj&code=evil",
            "viperauth://callback?code=abc&state=af0ifjsldkj&state=af0ifjsldkj",
            "viperauth://callback?code=abc&state=af0ifjsldkj&%63ode=evil",
            "viperauth://callback?code=abc&state=af0ifjsldkj&error=x&error=y",
        ])
    func duplicated(url: String) {
        #expect(throws: AuthorizationRedirectError.duplicatedParameter) { try Self.parse(url) }
    }

    @Test(
        "a redirect without a code is refused",
        arguments: [
            "viperauth://callback?state=af0ifjsldkj", "viperauth://callback?code=&state=af0ifjsldkj",
            "viperauth://callback?code&state=af0ifjsldkj",
        ])
    func missingCode(url: String) {
        #expect(throws: AuthorizationRedirectError.missingCode) { try Self.parse(url) }
    }

    @Test(
        "text that is not a URL is malformed",
        arguments: [
            "", "   ", "code=abc&state=af0ifjsldkj", "://callback?code=abc", "1abc://callback?code=abc",
            "viperauth:", "viperauth://call back?code=abc&state=af0ifjsldkj",
            "viperauth://callback?code=a%zzb&state=af0ifjsldkj",
            "viperauth://callback?code=%FF&state=af0ifjsldkj",
            "viperauth://callback?code=abc&state=af0ifjsldkj%",
            "viperauth://callback?code=é&state=af0ifjsldkj",
            "viperauth://callback?code=abc\u{0}&state=af0ifjsldkj",
        ])
    func malformed(url: String) {
        #expect(throws: AuthorizationRedirectError.malformedURL) { try Self.parse(url) }
    }

    @Test("an error prints as its case and the provider's code and explanation, for developers")
    func printsAsCode() {
        #expect(
            "\(AuthorizationRedirectError.providerError(code: "server_error", description: "Try later."))"
                == #"providerError(code: "server_error", description: Optional("Try later."))"#)
        #expect("\(AuthorizationRedirectError.stateMismatch)" == "stateMismatch")
    }

    @Test("thousands of random and mutated URLs never crash the parsers")
    func fuzz() {
        var random = SeededRandom(seed: 2024)
        let seeds = [
            "viperauth://callback?code=SplxlOBeZQQYbYS6WxSbIA&state=af0ifjsldkj",
            "viperauth://callback?error=access_denied&error_description=AADB2C90118%3a+x&state=af0ifjsldkj",
            AuthorizationRequestTests.request.url,
        ]
        let alphabet = Array("%&=?#+:/ab09AZ-_.~ \u{0}\u{7F}é%2%zz".unicodeScalars)
        var outcomes: [String: Int] = [:]
        for round in 0..<5000 {
            var scalars = Array(seeds[round % seeds.count].unicodeScalars)
            if round % 10 == 0 {
                scalars = (0..<Int.random(in: 0...80, using: &random)).map { _ in
                    Unicode.Scalar(UInt8.random(in: 0...255, using: &random))
                }
            }
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                let position = Int.random(in: 0...scalars.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: scalars.insert(alphabet.randomElement(using: &random)!, at: position)
                case 1 where position < scalars.count: scalars.remove(at: position)
                default:
                    if position < scalars.count {
                        scalars[position] = alphabet.randomElement(using: &random)!
                    }
                }
            }
            let url = String(String.UnicodeScalarView(scalars))
            do {
                let code = try Self.parse(url)
                #expect(!code.isEmpty)
                outcomes["code", default: 0] += 1
            } catch {
                outcomes["\(error)", default: 0] += 1
            }
            _ = try? AuthorizationRequest.parse(url: url)
        }
        // The mutations reach more than one branch, so the loop exercises the parser, not one guard.
        #expect(outcomes.count >= 5)
    }
}
