import Interactors
import Presenters

extension AppRouter: DashboardScreenRouting {
    /// Goes back to the Dashboard: one answer for every screen the Dashboard opens, each with its
    /// `back` edge in the table.
    package func dashboardScreenDidFinish(profileId: ProfileID) {
        send(.back, .profile(profileId))
    }
}
