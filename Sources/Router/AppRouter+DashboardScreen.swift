import Interactors
import Presenters

extension AppRouter: DashboardScreenRouting {
    /// Reports `back` with the profile: one answer for every screen the Dashboard opens, each with
    /// its `back` edge in the table.
    package func dashboardScreenDidFinish(profileId: ProfileID) {
        send(.back, .profile(profileId))
    }
}
