import Presenters
import Testing
import Views

/// Text from elsewhere reaching each kind of view method is shown escaped: the views print only
/// through `ScreenWriter`, which escapes it (the verbs every view shares: `TerminalViewTests`).
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
        presenter.onLoad = { [unowned sut] in
            sut.showProfiles([ProfileListItem(label: Self.hostile + " <eve@example.org>", isSelected: true)])
            sut.showImplicitData(Self.hostile)
            sut.showImplicitDataUnavailable(Self.hostile)
        }

        _ = await sut.run()

        #expect(terminal.output.contains("  * \(Self.shown) <eve@example.org>\n"))
        #expect(terminal.output.contains("\n\(Self.shown)\n\(Self.shown)\n"))
        expectNoRawControls(terminal.output)
    }

    @Test("Dashboard: the title, the account name, the ID token's claims line by line, details")
    func dashboard() async {
        let terminal = ScriptedTerminal(lines: [])
        let presenter = ClosurePresenter()
        let sut = DashboardView(presenter: presenter, terminal: terminal)
        presenter.onLoad = { [unowned sut] in
            sut.showHeading(
                title: Self.hostile, lines: ["Logged in as \(Self.hostile)", "Guest at \(Self.hostile)"])
            sut.showDetails(
                heading: "ID token claims:", lines: ["{", "  \"name\": \"\(Self.hostile)\"", "}"])
            sut.showDetails(heading: "Details", lines: [Self.hostile])
        }

        _ = await sut.run()

        #expect(terminal.output.contains("\n\(Self.shown)\n"))
        #expect(terminal.output.contains("Logged in as \(Self.shown)\nGuest at \(Self.shown)\n"))
        // The presenter splits the claims into lines: each line's text is escaped.
        #expect(terminal.output.contains("ID token claims:\n  {\n    \"name\": \"\(Self.shown)\"\n  }\n"))
        #expect(terminal.output.contains("Details\n  \(Self.shown)\n"))
        expectNoRawControls(terminal.output)
    }

    private func expectNoRawControls(_ output: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let raw = output.unicodeScalars.filter { $0 != "\n" && TerminalText.isUnsafe($0) }
        #expect(
            raw.isEmpty, "raw control characters: \(raw.map { $0.value })", sourceLocation: sourceLocation)
    }
}
