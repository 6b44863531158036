/// Where the Dashboard module sends the person.
@MainActor
public protocol DashboardRouting: AnyObject {
    /// The person logged out; `notice` reports how the logout went.
    func dashboardDidLogOut(notice: String)
    /// The person chose to log in as another profile.
    func dashboardDidChooseAnotherProfile()
    /// The session ended (expired, revoked, or an error that logs out); `notice` says why.
    func dashboardSessionDidEnd(notice: String)
    /// The person chose to quit.
    func dashboardDidQuit()
}
