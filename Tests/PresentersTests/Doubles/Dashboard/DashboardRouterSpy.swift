import Presenters

@MainActor
final class DashboardRouterSpy: DashboardRouting {
    enum Message: Equatable {
        case didLogOut(notice: RouteNotice)
        case didChooseAnotherProfile
        case sessionDidEnd(notice: RouteNotice)
        case didQuit
        case didChooseSwitchContext(profileId: ProfileID)
        case didChooseMobileAuth(profileId: ProfileID)
        case didChooseAuthenticators(profileId: ProfileID)
        case didChooseProfile(profileId: ProfileID)
    }

    private(set) var messages: [Message] = []
    /// Runs at each message, so a test can see what had happened by then.
    var onMessage: (() -> Void)?

    func dashboardDidLogOut(notice: RouteNotice) {
        record(.didLogOut(notice: notice))
    }

    func dashboardDidChooseAnotherProfile() {
        record(.didChooseAnotherProfile)
    }

    func sessionDidEnd(notice: RouteNotice) {
        record(.sessionDidEnd(notice: notice))
    }

    func dashboardDidQuit() {
        record(.didQuit)
    }

    func dashboardDidChooseSwitchContext(profileId: ProfileID) {
        record(.didChooseSwitchContext(profileId: profileId))
    }

    func dashboardDidChooseMobileAuth(profileId: ProfileID) {
        record(.didChooseMobileAuth(profileId: profileId))
    }

    func dashboardDidChooseAuthenticators(profileId: ProfileID) {
        record(.didChooseAuthenticators(profileId: profileId))
    }

    func dashboardDidChooseProfile(profileId: ProfileID) {
        record(.didChooseProfile(profileId: profileId))
    }

    private func record(_ message: Message) {
        messages.append(message)
        onMessage?()
    }
}
