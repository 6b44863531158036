import Interactors
import Presenters

extension AppRouter: DashboardRouting {
    /// Reports `loggedOut`, with the logout's result in `notice`.
    package func dashboardDidLogOut(notice: RouteNotice) {
        send(.loggedOut, notice: notice)
    }

    /// Reports `anotherProfileChosen`.
    package func dashboardDidChooseAnotherProfile() {
        send(.anotherProfileChosen)
    }

    /// Reports `quit`.
    package func dashboardDidQuit() {
        send(.quit)
    }

    /// Reports `destination`'s choice with the signed-in profile; its edge names the screen.
    package func dashboardDidChoose(_ destination: DashboardDestination, profileId: ProfileID) {
        send(.chosen(destination), .profile(profileId))
    }
}
