import Interactors
import Testing

@testable import App

@Suite("The status command's output")
struct StatusOutputTests {
    private let lin = RegisteredProfile(
        id: ProfileID(rawValue: "prf_lin"), email: "lin@example.org", fullName: "Lin \"L\" Example")
    private let session = UserSession(
        owner: .profile(ProfileID(rawValue: "prf_lin")), fullName: "Lin Example", email: "lin@example.org",
        roleName: "Teacher",
        schoolName: "Northfield Primary", academicUnitName: "Year 5", permissions: [],
        expiresAt: 1_800_000_900)
    private let request = PushRequest(
        id: "psh_1", profileId: ProfileID(rawValue: "prf_lin"), message: "Sign in\tnow?",
        isOneTimePassword: false,
        createdAt: 1_799_999_970, expiresAt: 1_800_000_090)
    private let code = PushRequest(
        id: "psh_2", profileId: ProfileID(rawValue: "prf_lin"), message: "Code", isOneTimePassword: true,
        createdAt: 1_799_999_990,
        expiresAt: 1_800_000_110)

    private var signedIn: ProfileStatus {
        ProfileStatus(
            profile: lin, authenticators: ["pin", "biometric"], preferredAuthenticator: "biometric",
            session: session, pendingRequests: .success([request, code]))
    }

    private var signedOut: ProfileStatus {
        ProfileStatus(
            profile: RegisteredProfile(
                id: ProfileID(rawValue: "prf_ada"), email: "ada@example.org", fullName: "Ada"),
            authenticators: ["pin"], preferredAuthenticator: "pin", session: nil,
            pendingRequests: .failure(.serverUnreachable))
    }

    @Test("the JSON is one line with the documented keys in their fixed order, byte for byte")
    func json() {
        let report = StatusReport(profiles: [signedIn, signedOut], checkedAt: 1_800_000_000)

        let expected =
            #"{"checkedAt":1800000000,"profiles":["#
            + #"{"id":"prf_lin","email":"lin@example.org","name":"Lin \"L\" Example","#
            + #""authenticators":["pin","biometric"],"preferred":"biometric","#
            + #""session":{"active":true,"expiresAt":1800000900,"role":"Teacher","#
            + #""school":"Northfield Primary","unit":"Year 5"},"#
            + #""pendingRequests":[{"id":"psh_1","kind":"confirmation","message":"Sign in\tnow?","#
            + #""createdAt":1799999970,"expiresAt":1800000090},"#
            + #"{"id":"psh_2","kind":"otp","message":"Code","createdAt":1799999990,"expiresAt":1800000110}]},"#
            + #"{"id":"prf_ada","email":"ada@example.org","name":"Ada","authenticators":["pin"],"#
            + #""preferred":"pin","session":null,"pendingRequests":null}],"#
            + #""simulation":{"clockOffsetSeconds":0,"faults":[]}}"# + "\n"
        #expect(StatusJSON.render(report) == expected)
    }

    @Test("no profiles: an empty list")
    func emptyJSON() {
        #expect(
            StatusJSON.render(StatusReport(profiles: [], checkedAt: 5))
                == #"{"checkedAt":5,"profiles":[],"simulation":{"clockOffsetSeconds":0,"faults":[]}}"# + "\n")
    }

    @Test("JSON strings escape quotes, backslashes and control characters, and keep other text")
    func escaping() {
        #expect(StatusJSON.string("a\"b\\c\nd\re\u{1}f\u{7F}é🙂") == #""a\"b\\c\nd\re\u0001f\u007fé🙂""#)
    }

    @Test("the text names each profile, its authenticators, session and pending requests")
    func text() {
        let report = StatusReport(profiles: [signedIn, signedOut], checkedAt: 1_800_000_000)

        #expect(
            StatusText.render(report) == """
                Profiles on this device (2):

                Lin "L" Example <lin@example.org>
                  Profile: prf_lin
                  Authenticators: pin, biometric (preferred)
                  Session: signed in until 2027-01-15 08:15:00 UTC (in 15m), Teacher at Northfield Primary (Year 5)
                  Pending push requests (2):
                    \u{201C}Sign in\\u{09}now?\u{201D} (accept or deny), sent 2027-01-15 07:59:30 UTC, expires in 1m 30s
                    \u{201C}Code\u{201D} (one-time code), sent 2027-01-15 07:59:50 UTC, expires in 1m 50s

                Ada <ada@example.org>
                  Profile: prf_ada
                  Authenticators: pin (preferred)
                  Session: not signed in
                  Pending push requests: could not be read (The authentication server could not be reached.)

                """)
    }

    @Test("in the text, every value from elsewhere has its control characters shown escaped")
    func hostileText() {
        let hostile = "Eve\u{1B}[2J\u{07}Mallory\u{202E}"
        let shown = "Eve\\u{1B}[2J\\u{07}Mallory\\u{202E}"
        let status = ProfileStatus(
            profile: RegisteredProfile(
                id: ProfileID(rawValue: "prf_\u{1B}"), email: "eve@example.org", fullName: hostile),
            authenticators: ["pin\u{9B}"], preferredAuthenticator: "pin",
            session: UserSession(
                owner: .profile(ProfileID(rawValue: "prf_eve")), fullName: hostile, email: "eve@example.org",
                roleName: hostile,
                schoolName: hostile, academicUnitName: hostile, permissions: [], expiresAt: 1_800_000_900),
            pendingRequests: .success([
                PushRequest(
                    id: "psh_1", profileId: ProfileID(rawValue: "prf_eve"),
                    message: "Approve?\u{1B}[2J\u{1B}[HPIN: ",
                    isOneTimePassword: false, createdAt: 1_799_999_970, expiresAt: 1_800_000_090)
            ]))

        let text = StatusText.render(StatusReport(profiles: [status], checkedAt: 1_800_000_000))

        #expect(text.hasPrefix("Profiles on this device (1):\n\n\(shown) <eve@example.org>\n"))
        #expect(text.contains("  Profile: prf_\\u{1B}\n  Authenticators: pin\\u{9B}\n"))
        #expect(text.contains("(in 15m), \(shown) at \(shown) (\(shown))\n"))
        #expect(text.contains("\u{201C}Approve?\\u{1B}[2J\\u{1B}[HPIN: \u{201D} (accept or deny)"))
        // Only the line breaks the text is made of: no control byte from the values.
        #expect(!text.utf8.contains { ($0 < 0x20 && $0 != 0x0A) || $0 == 0x7F })
        #expect(!text.unicodeScalars.contains { (0x80...0x9F).contains($0.value) || $0 == "\u{202E}" })

        // The JSON keeps its own escaping, unchanged: JSON escapes for C0 and DEL, other text as is.
        let json = StatusJSON.render(StatusReport(profiles: [status], checkedAt: 1_800_000_000))
        #expect(json.contains(#""name":"Eve\u001b[2J\u0007Mallory"# + "\u{202E}\""))
        #expect(json.contains(#""message":"Approve?\u001b[2J\u001b[HPIN: ""#))
    }

    @Test("no profiles: one sentence")
    func emptyText() {
        #expect(
            StatusText.render(StatusReport(profiles: [], checkedAt: 5))
                == "No profiles are registered on this device.\n")
    }

    @Test(
        "push --wait's exit status: 0 accepted, 3 denied, 4 expired, 5 unanswered",
        arguments: [(PushAnswer.accepted, Int32(0)), (.denied, 3), (.expired, 4), (.pending, 5)])
    @MainActor func exitStatus(answer: PushAnswer, status: Int32) {
        #expect(PushCommand.exitStatus(for: answer) == status)
    }
}
