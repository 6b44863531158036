import Interactors
import Presenters

extension AppRouter: DashboardRouting {
    /// Goes back to Welcome with the logout's result.
    package func dashboardDidLogOut(notice: RouteNotice) {
        send(.loggedOut, notice: notice)
    }

    /// Goes back to Welcome to pick another profile.
    package func dashboardDidChooseAnotherProfile() {
        send(.anotherProfileChosen)
    }

    /// Ends the run.
    package func dashboardDidQuit() {
        send(.quit)
    }

    /// Shows `destination`'s screen for the signed-in profile.
    package func dashboardDidChoose(_ destination: DashboardDestination, profileId: ProfileID) {
        send(.chosen(destination), .profile(profileId))
    }
}
