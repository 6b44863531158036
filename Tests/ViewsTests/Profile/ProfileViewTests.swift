import Presenters
import Testing
import Views

@MainActor
@Suite("Profile view")
struct ProfileViewTests {
    private let menu = Menu<ProfileAction>([
        .init(.devices, keyword: "devices", title: "Show devices"),
        .init(.back, keyword: "back", title: "Back to the dashboard"),
    ])

    @Test("prints the title, the menu, the devices and the ID token indented")
    func screen() async {
        let terminal = ScriptedTerminal(lines: ["devices", "back"])
        let presenter = ClosurePresenter()
        let sut = ProfileView(presenter: presenter, terminal: terminal)
        presenter.onLoad = { [menu, unowned sut] in
            sut.showTitle("Profile")
            sut.showMenu(menu)
        }
        presenter.onIntent = { [unowned sut] intent in
            if intent == "didChoose(back)" {
                sut.dismiss()
                return
            }
            sut.showDevices(["Devices this account is registered on:", "  laptop (this device)"])
            sut.showDetails(heading: "ID token claims:", lines: ["{", "  \"sub\": \"usr_lin\"", "}"])
        }

        let end = await sut.run()

        #expect(end == .dismissed)
        #expect(
            terminal.output == """

                Profile
                =======
                  1) Show devices  [devices]
                  2) Back to the dashboard  [back]
                Choose: devices
                Devices this account is registered on:
                  laptop (this device)
                ID token claims:
                  {
                    "sub": "usr_lin"
                  }
                Choose: back

                """)
    }

    @Test("the disconnect question is printed, then its prompt; an empty line cancels it")
    func disconnectQuestion() async {
        let terminal = ScriptedTerminal(lines: ["devices", "", "back"])
        let presenter = ClosurePresenter()
        let sut = ProfileView(presenter: presenter, terminal: terminal)
        presenter.onLoad = { [menu, unowned sut] in sut.showMenu(menu) }
        presenter.onIntent = { [menu, unowned sut] intent in
            switch intent {
            case "didChoose(devices)":
                sut.askToConfirm(
                    "Type \"disconnect\" to remove this profile from this device.", Self.confirmation)
            case "didChoose(back)": sut.dismiss()
            default: sut.showMenu(menu)
            }
        }

        _ = await sut.run()

        #expect(presenter.intents == ["didChoose(devices)", "didCancel()", "didChoose(back)"])
        #expect(
            terminal.output == """
                  1) Show devices  [devices]
                  2) Back to the dashboard  [back]
                Choose: devices
                Type "disconnect" to remove this profile from this device.
                Confirm:\u{20}
                  1) Show devices  [devices]
                  2) Back to the dashboard  [back]
                Choose: back

                """)
    }

    @Test(
        "the typed confirmation confirms, case and spaces ignored; any other text is entered, never a choice")
    func confirmationLineToIntent() async {
        let terminal = ScriptedTerminal(lines: [" Disconnect ", "1", "back"])
        let presenter = ClosurePresenter()
        let sut = ProfileView(presenter: presenter, terminal: terminal)
        presenter.onLoad = { [unowned sut] in sut.askToConfirm("Sure?", Self.confirmation) }

        _ = await sut.run()

        #expect(presenter.intents == ["didChoose(disconnect)", "didEnter(1)", "didEnter(back)"])
    }

    private static let confirmation = Question<DisconnectConfirmation>(
        prompt: .text("Confirm"), answers: [.init(.disconnect, words: ["disconnect"])], takesText: true,
        emptyLine: .cancel)
}

extension ClosurePresenter: ProfilePresenting {
    func didChoose(_ action: ProfileAction) async { record("didChoose(\(action))") }
    func didChoose(_ confirmation: DisconnectConfirmation) async { record("didChoose(\(confirmation))") }
}
