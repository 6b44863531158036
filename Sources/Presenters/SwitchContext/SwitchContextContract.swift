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
package protocol SwitchContextViewInterface: HeadingViewInterface {}

/// What the SwitchContext view tells its presenter: the lines typed at its prompt.
@MainActor
package protocol SwitchContextPresenting: LinePresenting {}
