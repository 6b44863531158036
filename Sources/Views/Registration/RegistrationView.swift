import Presenters

/// The Registration menu (the identity providers) and their forms; passwords are read with echo off.
@MainActor
public final class RegistrationView: TerminalView, RegistrationViewInterface {
    /// Prints the title and the lines under it.
    public func showHeading(title: String, lines: [String]) {
        writer.title(title)
        writer.body(lines)
    }

    /// Prints the numbered choices and asks for one.
    public func showMenu(_ menu: Menu<RegistrationChoice>) {
        writer.menu(menu)
        ask(.choice)
    }

    /// Prints the lines as they are.
    public func showLines(_ lines: [String]) {
        writer.body(lines)
    }
}
