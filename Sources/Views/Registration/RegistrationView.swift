import Presenters

/// The Registration menu (the identity providers) and their forms; passwords are read with echo off.
@MainActor
package final class RegistrationView: TerminalView, RegistrationViewInterface {
    /// Prints the numbered choices and asks for one.
    package func showMenu(_ menu: Menu<RegistrationChoice>) {
        writer.menu(menu)
        ask(.choice)
    }

    /// Prints the lines as they are.
    package func showLines(_ lines: [String]) {
        writer.body(lines)
    }
}
