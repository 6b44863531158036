import Presenters

@MainActor
final class DashboardRouterSpy: DashboardRouting {
    enum Message: Equatable {
        case didLogOut(notice: String)
        case didChooseAnotherProfile
        case sessionDidEnd(notice: String)
        case didQuit
        case didChooseSwitchContext(profileId: String)
        case didChooseMobileAuth(profileId: String)
        case didChooseAuthenticators(profileId: String)
        case didChooseProfile(profileId: String)
    }

    private(set) var messages: [Message] = []
    /// Runs at each message, so a test can see what had happened by then.
    var onMessage: (() -> Void)?

    func dashboardDidLogOut(notice: String) {
        record(.didLogOut(notice: notice))
    }

    func dashboardDidChooseAnotherProfile() {
        record(.didChooseAnotherProfile)
    }

    func sessionDidEnd(notice: String) {
        record(.sessionDidEnd(notice: notice))
    }

    func dashboardDidQuit() {
        record(.didQuit)
    }

    func dashboardDidChooseSwitchContext(profileId: String) {
        record(.didChooseSwitchContext(profileId: profileId))
    }

    func dashboardDidChooseMobileAuth(profileId: String) {
        record(.didChooseMobileAuth(profileId: profileId))
    }

    func dashboardDidChooseAuthenticators(profileId: String) {
        record(.didChooseAuthenticators(profileId: profileId))
    }

    func dashboardDidChooseProfile(profileId: String) {
        record(.didChooseProfile(profileId: profileId))
    }

    private func record(_ message: Message) {
        messages.append(message)
        onMessage?()
    }
}
