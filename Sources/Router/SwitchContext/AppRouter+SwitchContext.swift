import Interactors
import Presenters

extension AppRouter: SwitchContextRouting {
    /// Reports `contextSwitched` with the profile, and the new role in `notice`.
    package func switchContextDidSwitch(profileId: ProfileID, notice: RouteNotice) {
        send(.contextSwitched, .profile(profileId), notice: notice)
    }
}
