import Interactors
import Testing

@testable import Presenters

@Suite("What status prints")
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
            + #""simulation":{"clockOffsetSeconds":0,"faults":[]}}"#
        #expect(StatusJSON.render(report) == expected)
    }

    @Test("no profiles: an empty list")
    func emptyJSON() {
        #expect(
            StatusJSON.render(StatusReport(profiles: [], checkedAt: 5))
                == #"{"checkedAt":5,"profiles":[],"simulation":{"clockOffsetSeconds":0,"faults":[]}}"#)
    }

    @Test("JSON strings escape quotes, backslashes and control characters, and keep other text")
    func escaping() {
        #expect(StatusJSON.string("a\"b\\c\nd\re\u{1}f\u{7F}é🙂") == #""a\"b\\c\nd\re\u0001f\u007fé🙂""#)
    }

    @Test("the text names each profile, its authenticators, session and pending requests")
    func text() {
        let report = StatusReport(profiles: [signedIn, signedOut], checkedAt: 1_800_000_000)

        #expect(
            render(report) == """
                Profiles on this device (2):

                Lin "L" Example <lin@example.org>
                  Profile: prf_lin
                  Authenticators: pin, biometric (preferred)
                  Session: signed in until 2027-01-15 08:15:00 UTC (in 15m), Teacher at Northfield Primary (Year 5)
                  Pending push requests (2):
                    \u{201C}Sign in\tnow?\u{201D} (accept or deny), sent 2027-01-15 07:59:30 UTC, expires in 1m 30s
                    \u{201C}Code\u{201D} (one-time code), sent 2027-01-15 07:59:50 UTC, expires in 1m 50s

                Ada <ada@example.org>
                  Profile: prf_ada
                  Authenticators: pin (preferred)
                  Session: not signed in
                  Pending push requests: could not be read (The authentication server could not be reached.)

                """)
    }

    @Test("no profiles: one sentence")
    func emptyText() {
        #expect(
            render(StatusReport(profiles: [], checkedAt: 5))
                == "No profiles are registered on this device.\n")
    }

    @Test("a profile the server no longer knew is said once, first, and not listed")
    func removedProfileText() {
        let report = StatusReport(
            profiles: [], checkedAt: 5,
            removedProfiles: [ProfileRemoval(profile: lin, cause: .unknownToServer)])
        #expect(
            render(report) == """
                Lin "L" Example <lin@example.org>: The server no longer knows this profile; it was removed \
                from this device.

                No profiles are registered on this device.

                """)
        #expect(StatusJSON.render(report) == StatusJSON.render(StatusReport(profiles: [], checkedAt: 5)))
    }

    /// The report as `status` prints it: its lines, one after another.
    private func render(_ report: StatusReport) -> String {
        StatusText.lines(of: report).joined(separator: "\n") + "\n"
    }
}
