import Interactors
import Presenters

extension AppRouter: SwitchContextRouting {
    /// Shows the dashboard in the new role, with `notice` first.
    package func switchContextDidSwitch(profileId: ProfileID, notice: RouteNotice) {
        send(.contextSwitched, .profile(profileId), notice: notice)
    }
}
