import Interactors

/// Where a screen the Dashboard opens sends the person when they are done: back to the Dashboard,
/// or, through `SessionEndRouting`, to Welcome once the session is over.
///
/// The routing protocol of every such module refines it, so the router answers it in one place,
/// with the `back` edge of the transition table from each of their routes. A screen with nowhere
/// else to go needs no routing protocol of its own: its presenter's router is
/// `any DashboardScreenRouting`.
@MainActor
package protocol DashboardScreenRouting: SessionEndRouting {
    /// The person is done here: back to the Dashboard of `profileId`'s session.
    func dashboardScreenDidFinish(profileId: ProfileID)
}
