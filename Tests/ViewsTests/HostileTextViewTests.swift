import Presenters
import Testing
import Views

/// Text from elsewhere reaching each kind of view method is shown escaped: the views print only
/// through `ScreenWriter` (and ask prompts through `TerminalScreen.ask`), which escape it.
@MainActor
@Suite("Views show hostile text escaped, never raw")
struct HostileTextViewTests {
    static let hostile = "Eve\u{1B}[2J\u{07}Mallory"
    static let shown = "Eve\\u{1B}[2J\\u{07}Mallory"

    @Test("Welcome: a stored name in the profile list, the implicit data and its unavailable reason")
    func welcome() async {
        let terminal = ScriptedTerminal(lines: [])
        let presenter = ClosurePresenter()
        let sut = WelcomeView(presenter: presenter, terminal: terminal)
        presenter.onLoad = {
            sut.showProfiles([ProfileListItem(label: Self.hostile + " <eve@example.org>", isSelected: true)])
            sut.showImplicitData(Self.hostile)
            sut.showImplicitDataUnavailable(Self.hostile)
            sut.showProblem(Self.hostile)
        }

        _ = await sut.run()

        #expect(terminal.output.contains("  * \(Self.shown) <eve@example.org>\n"))
        #expect(terminal.output.contains("\n\(Self.shown)\n\(Self.shown)\n"))
        #expect(terminal.output.contains("! \(Self.shown)\n"))
        expectNoRawControls(terminal.output)
    }

    @Test("Dashboard: the account name, the ID token's claims line by line, details")
    func dashboard() async {
        let terminal = ScriptedTerminal(lines: [])
        let presenter = ClosurePresenter()
        let sut = DashboardView(presenter: presenter, terminal: terminal)
        presenter.onLoad = {
            sut.showSession(account: Self.hostile, role: "Guest at \(Self.hostile)")
            sut.showDetails(
                heading: "ID token claims:", lines: ["{", "  \"name\": \"\(Self.hostile)\"", "}"])
            sut.showDetails(heading: "Details", lines: [Self.hostile])
        }

        _ = await sut.run()

        #expect(terminal.output.contains("Logged in as \(Self.shown)\nGuest at \(Self.shown)\n"))
        // The presenter splits the claims into lines: each line's text is escaped.
        #expect(terminal.output.contains("ID token claims:\n  {\n    \"name\": \"\(Self.shown)\"\n  }\n"))
        #expect(terminal.output.contains("Details\n  \(Self.shown)\n"))
        expectNoRawControls(terminal.output)
    }

    @Test("a prompt's label and a spinner's message are escaped; a secret prompt stays secret")
    func promptAndProgress() {
        let terminal = ScriptedTerminal(lines: [])
        let sut = DashboardView(presenter: ClosurePresenter(), terminal: terminal)

        sut.ask(.secret("PIN\u{1B}[8m"))
        #expect(sut.loop.prompt == .secret("PIN\\u{1B}[8m"))
        sut.ask(.text("Name"))
        #expect(sut.loop.prompt == .text("Name"))
        sut.showProgress("Signing in\u{07}")
        #expect(terminal.progressMessages == ["Signing in\\u{07}"])
    }

    private func expectNoRawControls(_ output: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let raw = output.unicodeScalars.filter { $0 != "\n" && TerminalText.isUnsafe($0) }
        #expect(
            raw.isEmpty, "raw control characters: \(raw.map { $0.value })", sourceLocation: sourceLocation)
    }
}
