import Interactors
import Testing

@testable import Presenters

/// The typed reasons the engine hands over, each worded once, here.
@Suite("Reasons into words: storage, refusals, engine start, the sensor")
struct ReasonTextTests {
    @Test("no app error carries a sentence: each payload is a typed reason or a number")
    func noErrorCarriesText() {
        // `ErrorPresentationTests` has a row for every case, so every case is looked at here.
        for row in ErrorPresentationTests.rows {
            let payloads = Mirror(reflecting: row.error).children.flatMap { child in
                let inner = Mirror(reflecting: child.value)
                return inner.displayStyle == .tuple ? inner.children.map(\.value) : [child.value]
            }
            #expect(
                !payloads.contains { $0 is String || $0 is String? },
                "\(ErrorPresentationTests.caseName(row.error)) carries text")
        }
    }

    @Test(
        "each storage problem names the step and the file, never their contents",
        arguments: [
            (
                StorageProblem.homeNotFound,
                "cannot find a home directory for viper-auth: pass --home DIR, "
                    + "or set VIPER_AUTH_HOME, XDG_STATE_HOME or HOME"
            ),
            (.invalidDocumentName("../x"), "invalid document name \"../x\""),
            (
                .corrupt(document: "profiles"),
                "document \"profiles\" is corrupt or truncated; remove it or restore it from a backup"
            ),
            (
                .unsupportedSchemaVersion(document: "profiles", found: 3, expected: 2),
                "document \"profiles\" has schema version 3, but this build reads only version 2"
            ),
            (
                .encodingFailed(document: "profiles"),
                "cannot encode document \"profiles\"; nothing was written"
            ),
            // The system names the error number (EACCES, ENOTDIR) in its own words.
            (
                .fileSystem(.createDirectory, path: "/h/server", errorNumber: 13),
                "cannot create directory \"/h/server\": Permission denied"
            ),
            (
                .fileSystem(.findCurrentDirectory, path: "h", errorNumber: 20),
                "cannot resolve a path against the current directory \"h\": Not a directory"
            ),
        ])
    func storage(problem: StorageProblem, detail: String) {
        #expect(StorageText.detail(problem) == detail)
        #expect(
            ErrorPresentation(.storage(problem)).message
                == "This device's data could not be read or written: \(detail)")
    }

    @Test(
        "each file-system step reads as what the store was doing",
        arguments: [
            (FileStep.createDirectory, "create directory"), (.setPermissions, "set permissions of"),
            (.inspect, "inspect"), (.open, "open"), (.read, "read"), (.write, "write"),
            (.synchronize, "synchronize"), (.close, "close"), (.replace, "replace"), (.remove, "remove"),
            (.lock, "lock"), (.list, "list"),
        ])
    func fileStep(step: FileStep, verb: String) {
        #expect(
            StorageText.detail(.fileSystem(step, path: "/h/x", errorNumber: 2))
                == "cannot \(verb) \"/h/x\": No such file or directory")
    }

    @Test(
        "an engine that cannot start says which half, or that it was never started",
        arguments: [
            (
                EngineStartProblem.serverData(.corrupt(document: "state")),
                "The authentication server could not open its data: "
                    + StorageText.detail(.corrupt(document: "state"))
            ),
            (
                .deviceData(.homeNotFound),
                "This device's data could not be read or written: " + StorageText.detail(.homeNotFound)
            ),
            (.notStarted, "the engine has not been started"),
        ])
    func engineStart(problem: EngineStartProblem, reason: String) {
        #expect(
            ErrorPresentation(.engineUnavailable(problem)).message
                == "The authentication engine could not start: \(reason)")
    }

    @Test(
        "each refusal no other error names has its own sentence, the server's words not shown",
        arguments: [
            (RefusalReason.malformedRequest, "The server did not understand the request."),
            (.unsupportedRequest, "The server does not offer this request."),
            (.wrongAuthenticatorAnswer, "The authenticator's answer was not accepted."),
            (.wrongChallengeAnswer, "The answer is not correct."),
            (.pinConfirmationRequired, "Confirm with the current PIN first, then try again."),
            (.unknownSignUpRule, "The server refused the sign-up details by a rule this app does not know."),
            (.unusableProfileId, "This profile's stored id cannot be used."),
        ])
    func refusal(reason: RefusalReason, sentence: String) {
        #expect(RefusalText.message(for: reason) == sentence)
        #expect(
            ErrorPresentation(.rejected(reason)) == ErrorPresentation(title: "Refused", message: sentence))
    }

    @Test("every refusal reason has a row above")
    func everyRefusalWorded() {
        #expect(
            Set(RefusalReason.allCases.map(RefusalText.message(for:))).count == RefusalReason.allCases.count)
    }

    @Test(
        "why the sensor is asked is the first line of its screen",
        arguments: [
            (SensorReason.logIn, "Touch the sensor to log in."),
            (.enrolment, "Touch the sensor to enrol it for login."),
            (.pushConfirmation, "Touch the sensor to confirm the request."),
        ])
    func sensor(reason: SensorReason, sentence: String) {
        #expect(SensorText.request(reason) == sentence)
    }
}
