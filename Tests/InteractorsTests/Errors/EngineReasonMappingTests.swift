import Testing

@testable import AuthEngine
@testable import Interactors

/// The engine hands typed reasons, never sentences; each is mapped here to the app's own type, case
/// by case, so a presenter can word it.
@Suite("Engine reasons become the app's typed reasons")
struct EngineReasonMappingTests {
    @Test(
        "each refusal no other error names keeps its reason",
        arguments: [
            (RejectionReason.malformedRequest, RefusalReason.malformedRequest),
            (.unsupportedRequest, .unsupportedRequest),
            (.wrongAuthenticatorAnswer, .wrongAuthenticatorAnswer),
            (.wrongChallengeAnswer, .wrongChallengeAnswer),
            (.pinConfirmationRequired, .pinConfirmationRequired),
            (.unknownSignUpRule, .unknownSignUpRule),
            (.unusableProfileId, .unusableProfileId),
        ])
    func refusal(reason: RejectionReason, expected: RefusalReason) {
        #expect(AppError(.rejected(reason)) == .rejected(expected))
    }

    @Test("every refusal reason of the app is reached from the engine")
    func everyRefusalReached() {
        let engine: [RejectionReason] = [
            .malformedRequest, .unsupportedRequest, .wrongAuthenticatorAnswer, .wrongChallengeAnswer,
            .pinConfirmationRequired, .unknownSignUpRule, .unusableProfileId,
        ]
        #expect(Set(engine.map(RefusalReason.init)) == Set(RefusalReason.allCases))
    }

    @Test(
        "each storage failure keeps its step, document or path and error number, never a sentence",
        arguments: [
            (StoreError.homeNotFound, StorageProblem.homeNotFound),
            (.invalidDocumentName("../x"), .invalidDocumentName("../x")),
            (.corrupt(name: "profiles"), .corrupt(document: "profiles")),
            (
                .unsupportedSchemaVersion(name: "profiles", found: 3, expected: 2),
                .unsupportedSchemaVersion(document: "profiles", found: 3, expected: 2)
            ),
            (.encodingFailed(name: "profiles"), .encodingFailed(document: "profiles")),
            (
                .fileSystem(.createDirectory, path: "/h/device", errno: 13),
                .fileSystem(.createDirectory, path: "/h/device", errorNumber: 13)
            ),
        ])
    func storage(error: StoreError, expected: StorageProblem) {
        #expect(AppError(.storage(error)) == .storage(expected))
    }

    @Test(
        "each file-system step keeps its name",
        arguments: [
            (FileOperation.createDirectory, FileStep.createDirectory), (.setPermissions, .setPermissions),
            (.inspect, .inspect), (.open, .open), (.read, .read), (.write, .write),
            (.synchronize, .synchronize), (.close, .close), (.replace, .replace), (.remove, .remove),
            (.lock, .lock), (.list, .list), (.findCurrentDirectory, .findCurrentDirectory),
        ])
    func fileStep(operation: FileOperation, expected: FileStep) {
        #expect(FileStep(operation) == expected)
    }

    @Test(
        "why the sensor is asked reaches the app as a reason",
        arguments: [
            (BiometricReason.login, SensorReason.logIn), (.enrolment, .enrolment),
            (.pushConfirmation, .pushConfirmation),
        ])
    func sensor(reason: BiometricReason, expected: SensorReason) {
        #expect(SensorReason(reason) == expected)
    }

    @Test("a two-step challenge asked again says how many tries are left, as a number")
    func twoStepStatus() {
        #expect(
            CustomChallengeStatus(.wrongAnswer(remainingAnswers: 2)) == .wrongAnswer(remainingTries: 2))
    }

    @Test("the identity provider's own explanation is not kept; its error code is")
    func providerText() {
        #expect(BrowserSignInProblem(.accessDenied(description: "Blocked by policy")) == .accessDenied)
        #expect(
            BrowserSignInProblem(.providerError(code: "server_error", description: "Try later"))
                == .providerError(code: "server_error"))
    }

    @Test("the ID token reaches the app as its claims, nested values and all, with its times")
    func idToken() {
        let claims = IdTokenClaims(claims: [
            "sub": .string("usr_lin"), "iat": .integer(1_800_000_000), "exp": .integer(1_800_003_600),
            "nbf": .number(1_800_000_000.5), "roles": .array([.string("teacher"), .null, .bool(true)]),
            "context": .object(["school": .string("Northfield")]),
        ])

        let token = IdToken(claims)

        #expect(
            token.claims == [
                "sub": .string("usr_lin"), "iat": .integer(1_800_000_000), "exp": .integer(1_800_003_600),
                "nbf": .number(1_800_000_000.5), "roles": .array([.string("teacher"), .null, .bool(true)]),
                "context": .object(["school": .string("Northfield")]),
            ])
        #expect(token.issuedAt == 1_800_000_000 && token.expiresAt == 1_800_003_600)
        // Not a whole number of seconds, and absent: no time.
        #expect(token.notBefore == nil && token.authenticatedAt == nil)
    }

    @Test(
        "the hosted page's refusals keep their reasons",
        arguments: [
            (SignInRefusal.invalidCredentials, HostedPageRefusal.invalidCredentials),
            (.rateLimited(retryAfterSeconds: 30), .tooManyAttempts(retryAfterSeconds: 30)),
            (.serverUnavailable, .serviceUnavailable),
        ])
    func hostedPageRefusal(refusal: SignInRefusal, expected: HostedPageRefusal) {
        #expect(HostedPageRefusal(refusal) == expected)
    }

    @Test(
        "each reason an authorize URL is not served is kept",
        arguments: [
            (HostedLoginRequestError.wrongEndpoint, SignInAddressProblem.anotherLoginPage),
            (.unknownClient, .unknownApplication),
            (.unregisteredRedirectURI, .unregisteredRedirect),
            (.invalidURL(.malformedURL), .notAnAddress),
            (.invalidURL(.duplicatedParameter), .repeatedParameter),
            (.invalidURL(.missingParameter("state")), .missingParameter(name: "state")),
            (.invalidURL(.unsupportedResponseType), .notACodeRequest),
            (.invalidURL(.unsupportedCodeChallengeMethod), .notS256),
            (.invalidURL(.invalidCodeChallenge), .invalidCodeChallenge),
        ])
    func signInAddress(error: HostedLoginRequestError, expected: SignInAddressProblem) {
        #expect(SignInAddressProblem(error) == expected)
    }
}
