/// Where the SwitchContext module sends the person; a session found over goes to Welcome through
/// `SessionEndRouting`.
@MainActor
package protocol SwitchContextRouting: SessionEndRouting {
    /// The session now acts in another membership; `notice` names it (`.contextSwitched`).
    func switchContextDidSwitch(profileId: ProfileID, notice: RouteNotice)
    /// The person went back without switching; the session is as it was.
    func switchContextDidCancel(profileId: ProfileID)
}

/// What the SwitchContext presenter asks its view to show: a heading listing the numbered
/// memberships, and the verbs every view shares. Every sentence is the presenter's.
@MainActor
package protocol SwitchContextViewInterface: HeadingViewInterface {}

/// What the SwitchContext view tells its presenter: the lines typed at its prompt.
@MainActor
package protocol SwitchContextPresenting: LinePresenting {}
