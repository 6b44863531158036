import Presenters

/// The switch-context screen: the numbered memberships and a prompt for one of them.
@MainActor
package final class SwitchContextView: TerminalView, SwitchContextViewInterface {}
