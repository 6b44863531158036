import Interactors

/// Where the SwitchContext module sends the person: to the Dashboard with a switched session, or,
/// through `DashboardScreenRouting`, back without switching or to Welcome once the session is over.
@MainActor
package protocol SwitchContextRouting: DashboardScreenRouting {
    /// The session now acts in another membership; `notice` names it (`.contextSwitched`).
    func switchContextDidSwitch(profileId: ProfileID, notice: RouteNotice)
}

/// What the SwitchContext presenter asks its view to show: a heading listing the numbered
/// memberships, and the verbs every view shares. Every sentence is the presenter's.
@MainActor
package protocol SwitchContextViewInterface: HeadingViewInterface {
    /// Asks `question`: a membership by its number, or `retry` after a failed load.
    func ask(_ question: Question<SwitchContextChoice>)
}

/// What a person can choose on the SwitchContext screen.
package enum SwitchContextChoice: Equatable, Sendable {
    /// Act in this membership from now on.
    case membership(Membership)
    /// Load the memberships again, after a load that failed.
    case retry
}

/// What a person can do on the SwitchContext screen: choose a membership (or retry a failed
/// load), or go back.
@MainActor
package protocol SwitchContextPresenting: ScreenPresenting {
    /// The person chose `choice`.
    func didChoose(_ choice: SwitchContextChoice) async
    /// The person went back to the dashboard without switching.
    func didGoBack() async
}
