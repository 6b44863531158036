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
        presenter.onLoad = { [menu] in
            sut.showTitle("Profile")
            sut.showMenu(menu)
        }
        presenter.onLine = { line in
            if line == "back" {
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

    @Test("the disconnect question is printed, then its prompt")
    func disconnectQuestion() async {
        let terminal = ScriptedTerminal(lines: ["disconnect", "", "back"])
        let presenter = ClosurePresenter()
        let sut = ProfileView(presenter: presenter, terminal: terminal)
        presenter.onLoad = { [menu] in sut.showMenu(menu) }
        presenter.onLine = { [menu] line in
            switch line {
            case "disconnect":
                sut.askToConfirm(
                    "Type \"disconnect\" to remove this profile from this device.", prompt: .text("Confirm"))
            case "back": sut.dismiss()
            default: sut.showMenu(menu)
            }
        }

        _ = await sut.run()

        #expect(
            terminal.output == """
                  1) Show devices  [devices]
                  2) Back to the dashboard  [back]
                Choose: disconnect
                Type "disconnect" to remove this profile from this device.
                Confirm:\u{20}
                  1) Show devices  [devices]
                  2) Back to the dashboard  [back]
                Choose: back

                """)
    }
}
