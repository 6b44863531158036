import Interactors
import Presenters
import TestSupport
import Testing
import Views

@MainActor
@Suite("The one-shot commands' views")
struct CommandViewTests {
    @Test("a result goes to standard output, a note and a failure to standard error, each line escaped")
    func sharedVerbs() {
        let output = RecordedCommandOutput()
        let sut = ClockView(presenter: ClockPresenter(interactor: SimulationInteractorMock()), output: output)

        sut.showResult("Home clock: now\u{1B}[2J")
        sut.showNote("a note")
        sut.showFailure("viper-auth clock: \u{07}no")

        #expect(output.standardOutput == "Home clock: now\\u{1B}[2J\n")
        #expect(output.standardError == "a note\nviper-auth clock: \\u{07}no\n")
    }

    @Test("status: the report's lines escaped, in one write; the JSON as it is")
    func statusView() {
        let output = RecordedCommandOutput()
        let sut = StatusView(
            presenter: StatusPresenter(
                interactor: StatusInteractorMock(reports: [.failure(.serverUnreachable)]), homeOption: nil,
                serverOption: nil),
            output: output)

        sut.showReport(["Eve\u{1B}[2J", "", "done"])
        sut.showJSON("{\"name\":\"Eve\\u001b\"}")

        #expect(output.standardOutput == "Eve\\u{1B}[2J\n\ndone\n{\"name\":\"Eve\\u001b\"}\n")
        #expect(output.standardError == "")
    }

    @Test("status: every value from elsewhere has its control characters shown escaped; JSON keeps its own")
    func hostileStatus() async {
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

        let text = await printed(StatusReport(profiles: [status], checkedAt: 1_800_000_000), as: .text)

        #expect(text.hasPrefix("Profiles on this device (1):\n\n\(shown) <eve@example.org>\n"))
        #expect(text.contains("  Profile: prf_\\u{1B}\n  Authenticators: pin\\u{9B}\n"))
        #expect(text.contains("(in 15m), \(shown) at \(shown) (\(shown))\n"))
        #expect(text.contains("\u{201C}Approve?\\u{1B}[2J\\u{1B}[HPIN: \u{201D} (accept or deny)"))
        // Only the line breaks the text is made of: no control byte from the values.
        #expect(!text.utf8.contains { ($0 < 0x20 && $0 != 0x0A) || $0 == 0x7F })
        #expect(!text.unicodeScalars.contains { (0x80...0x9F).contains($0.value) || $0 == "\u{202E}" })

        // The JSON keeps its own escaping, unchanged: JSON escapes for C0 and DEL, other text as is.
        let json = await printed(StatusReport(profiles: [status], checkedAt: 1_800_000_000), as: .json)
        #expect(json.contains(#""name":"Eve\u001b[2J\u0007Mallory"# + "\u{202E}\""))
        #expect(json.contains(#""message":"Approve?\u001b[2J\u001b[HPIN: ""#))
    }

    /// What `status` prints on standard output for `report` in `format`, through its presenter and view.
    private func printed(_ report: StatusReport, as format: StatusFormat) async -> String {
        let output = RecordedCommandOutput()
        let presenter = StatusPresenter(
            interactor: StatusInteractorMock(reports: [.success(report)]), homeOption: nil, serverOption: nil)
        let view = StatusView(presenter: presenter, output: output)
        presenter.view = view
        #expect(await view.run(format) == .done)
        return output.standardOutput
    }
}
