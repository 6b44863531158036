import FoundationEssentials
import Testing

@testable import AuthEngine

@Suite("Access tokens: sign, verify, time and audience rules")
struct AccessTokenTests {
    private let clock = ManualWallClock(now: TokenFixtures.issuedAt + 60)

    private let signer: JWTSigner

    init() throws {
        signer = try JWTSigner(key: TokenFixtures.serverKey, clock: clock)
    }

    @Test("sign then verify returns the same claims, with the at+jwt header")
    func roundTrip() throws {
        let claims = TokenFixtures.accessClaims()
        let token = signer.sign(claims)
        let segments = token.split(separator: ".", omittingEmptySubsequences: false)
        #expect(segments.count == 3)
        #expect(Base64URL.decode(segments[0]) == Array(#"{"alg":"HS256","typ":"at+jwt"}"#.utf8))
        #expect(try signer.verifyAccessToken(token, rules: TokenFixtures.accessRules) == claims)
        let validator = JWTClaimsValidator(rules: TokenFixtures.accessRules, clock: clock)
        #expect(try validator.validateAccessToken(token) == claims)
    }

    @Test("the payload uses the JWT claim names and snake_case context keys")
    func payloadNames() throws {
        let token = signer.sign(TokenFixtures.accessClaims())
        let decoded = try JWTClaimsValidator.decodeUnverified(token)
        #expect(
            Set(decoded.claims.keys) == [
                "sub", "email", "iss", "aud", "iat", "nbf", "exp", "jti", "active_context",
            ])
        #expect(decoded.claims["aud"] == .string(TokenFixtures.audience))
        let context = try #require(decoded.claims["active_context"]?.objectValue)
        #expect(
            Set(context.keys) == [
                "role_id", "role_name", "school_id", "school_name", "academic_unit_id", "academic_unit_name",
                "permissions",
            ])
    }

    @Test("the hand-written JSON agrees with the Codable conformance through JSONEncoder/JSONDecoder")
    func agreesWithCodable() throws {
        let claims = TokenFixtures.accessClaims(audience: TokenAudience(["viper-app", "viper-admin"]))
        let fromEncoder = try JSONValue.parse(Array(JSONEncoder().encode(claims)))
        #expect(try JSONValue.parse(claims.jwtPayloadJSON()) == fromEncoder)
        #expect(
            try JSONDecoder().decode(AccessTokenClaims.self, from: Data(claims.jwtPayloadJSON())) == claims)
        #expect(try AccessTokenClaims(jwtClaims: #require(fromEncoder.objectValue)) == claims)
    }

    @Test("aud may be an array; the expected audience must be one of its entries")
    func audienceArray() throws {
        let claims = TokenFixtures.accessClaims(
            audience: TokenAudience(["other-app", TokenFixtures.audience]))
        let token = signer.sign(claims)
        #expect(try signer.verifyAccessToken(token, rules: TokenFixtures.accessRules) == claims)
        let lonely = signer.sign(TokenFixtures.accessClaims(audience: TokenAudience(["other-app"])))
        #expect(throws: JWTError.wrongAudience) {
            try signer.verify(lonely, rules: TokenFixtures.accessRules)
        }
    }

    @Test("a wrong issuer or audience is refused, by the server and the client alike")
    func wrongIssuerOrAudience() {
        let token = signer.sign(TokenFixtures.accessClaims())
        let validator = { (rules: JWTValidationRules) in JWTClaimsValidator(rules: rules, clock: clock) }
        let otherIssuer = JWTValidationRules(issuer: "https://evil.example", audience: TokenFixtures.audience)
        let otherAudience = JWTValidationRules(issuer: TokenFixtures.issuer, audience: "other-app")
        #expect(throws: JWTError.wrongIssuer) { try signer.verify(token, rules: otherIssuer) }
        #expect(throws: JWTError.wrongIssuer) { try validator(otherIssuer).validate(token) }
        #expect(throws: JWTError.wrongAudience) { try signer.verify(token, rules: otherAudience) }
        #expect(throws: JWTError.wrongAudience) { try validator(otherAudience).validate(token) }
    }

    @Test(
        "exp: accepted until exp + leeway, refused from then on",
        arguments: [
            (Int64(30), Int64(-1), true), (30, 0, false), (30, 1, false), (0, -1, true), (0, 0, false),
        ])
    func expiryBoundary(leeway: Int64, secondsAfterBoundary: Int64, accepted: Bool) throws {
        let claims = TokenFixtures.accessClaims()
        let token = signer.sign(claims)
        clock.set(claims.expiresAt + leeway + secondsAfterBoundary)
        let rules = JWTValidationRules(
            issuer: TokenFixtures.issuer, audience: TokenFixtures.audience, leewaySeconds: leeway)
        if accepted {
            #expect(try signer.verifyAccessToken(token, rules: rules) == claims)
            #expect(try JWTClaimsValidator(rules: rules, clock: clock).validateAccessToken(token) == claims)
        } else {
            #expect(throws: JWTError.expired) { try signer.verify(token, rules: rules) }
            #expect(throws: JWTError.expired) {
                try JWTClaimsValidator(rules: rules, clock: clock).validate(token)
            }
        }
    }

    @Test(
        "nbf: refused before nbf - leeway, accepted from then on",
        arguments: [
            (Int64(30), Int64(-1), false), (30, 0, true), (30, 1, true), (0, -1, false), (0, 0, true),
        ])
    func notBeforeBoundary(leeway: Int64, secondsAfterBoundary: Int64, accepted: Bool) throws {
        let claims = TokenFixtures.accessClaims(notBefore: TokenFixtures.issuedAt + 300)
        let token = signer.sign(claims)
        clock.set(claims.notBefore - leeway + secondsAfterBoundary)
        let rules = JWTValidationRules(
            issuer: TokenFixtures.issuer, audience: TokenFixtures.audience, leewaySeconds: leeway)
        if accepted {
            #expect(try signer.verifyAccessToken(token, rules: rules) == claims)
        } else {
            #expect(throws: JWTError.notYetValid) { try signer.verify(token, rules: rules) }
            #expect(throws: JWTError.notYetValid) {
                try JWTClaimsValidator(rules: rules, clock: clock).validate(token)
            }
        }
    }

    @Test("the default leeway is 30 seconds")
    func defaultLeeway() {
        #expect(JWTValidationRules().leewaySeconds == 30)
    }

    @Test("extreme exp and nbf values do not overflow")
    func extremeDates() throws {
        let forever = TokenFixtures.accessClaims(notBefore: .min, expiresAt: .max)
        let token = signer.sign(forever)
        #expect(try signer.verifyAccessToken(token, rules: TokenFixtures.accessRules) == forever)
        let never = signer.sign(TokenFixtures.accessClaims(notBefore: .max, expiresAt: .max))
        #expect(throws: JWTError.notYetValid) {
            try signer.verify(never, rules: TokenFixtures.accessRules)
        }
        let long = signer.sign(TokenFixtures.accessClaims(expiresAt: .min))
        #expect(throws: JWTError.expired) { try signer.verify(long, rules: TokenFixtures.accessRules) }
    }

    @Test("a token without exp is refused unless the rules allow it; a mistyped exp is malformed")
    func missingOrMistypedExpiry() throws {
        let noExpiry = signer.sign(claims: ["sub": .string("u")])
        #expect(throws: JWTError.missingExpiration) {
            try signer.verify(noExpiry, rules: JWTValidationRules())
        }
        _ = try signer.verify(noExpiry, rules: JWTValidationRules(requiresExpiration: false))
        let textExpiry = signer.sign(claims: ["exp": .string("tomorrow")])
        #expect(throws: JWTError.malformed(.claim("exp"))) {
            try signer.verify(textExpiry, rules: JWTValidationRules())
        }
        let fractional = signer.sign(claims: ["exp": .number(1e12)])
        #expect(throws: JWTError.malformed(.claim("exp"))) {
            try signer.verify(fractional, rules: JWTValidationRules())
        }
    }

    @Test("a claims set missing a field, or with a mistyped one, is malformed")
    func typedDecodingFailures() throws {
        var members = try #require(JSONValue.parse(TokenFixtures.accessClaims().jwtPayloadJSON()).objectValue)
        members["jti"] = nil
        #expect(throws: JWTError.malformed(.claim("jti"))) { try AccessTokenClaims(jwtClaims: members) }
        members["jti"] = .integer(7)
        #expect(throws: JWTError.malformed(.claim("jti"))) { try AccessTokenClaims(jwtClaims: members) }
        members["jti"] = .string("id")
        members["aud"] = .array([.string("a"), .integer(1)])
        #expect(throws: JWTError.malformed(.claim("aud"))) { try AccessTokenClaims(jwtClaims: members) }
        members["aud"] = .string("a")
        var context = try #require(members["active_context"]?.objectValue)
        context["permissions"] = .array([.null])
        members["active_context"] = .object(context)
        #expect(throws: JWTError.malformed(.claim("permissions"))) {
            try AccessTokenClaims(jwtClaims: members)
        }
    }

    @Test("other token types are signed with their typ and checked against it")
    func otherTypes() throws {
        let token = signer.sign(TokenFixtures.accessClaims(), type: "id+jwt")
        let idRules = JWTValidationRules(expectedType: "id+jwt", issuer: TokenFixtures.issuer)
        #expect(try signer.verify(token, rules: idRules).header.type == "id+jwt")
        #expect(throws: JWTError.wrongType) {
            try signer.verify(token, rules: TokenFixtures.accessRules)
        }
    }

    @Test("the manual clock moves only when told, and the system clock reads today")
    func clocks() {
        let manual = ManualWallClock(now: 100)
        manual.advance(by: 5)
        #expect(manual.now == 105)
        manual.set(7)
        #expect(manual.now == 7)
        #expect(SystemWallClock().now > 1_700_000_000)
    }
}
