import Interactors

/// Where the Mobile authentication module sends the person; back to the Dashboard and, for a
/// session found over (an error that says so), to Welcome through `DashboardScreenRouting`.
@MainActor
package protocol MobileAuthRouting: DashboardScreenRouting {
    /// `handling`, of the profile's pending requests, began and its first request waits: the
    /// PushConfirmation module answers it.
    func mobileAuthDidStartHandling(_ handling: PushHandling)
}

/// What the Mobile authentication screen shows besides the verbs every view shares: enrollment,
/// and the pending push requests.
@MainActor
package protocol MobileAuthViewInterface: HeadingViewInterface {
    /// Shows lines of text, such as the pending requests or how the handling ended.
    func showLines(_ lines: [String])
    /// Shows a success sentence.
    func showSuccess(_ text: String)
    /// Shows `menu` and asks for a choice.
    func showMenu(_ menu: Menu<MobileAuthAction>)
}

/// The choices of the Mobile authentication screen.
package enum MobileAuthAction: Equatable, Sendable {
    /// Enroll the profile for mobile authentication, then push.
    case enroll
    /// Read the pending requests again.
    case refresh
    /// Handle the pending requests in order, one PushConfirmation screen each.
    case handle
    /// Back to the dashboard.
    case back
}

/// What a person can do on the Mobile authentication screen: choose from its menu.
@MainActor
package protocol MobileAuthPresenting: ScreenPresenting {
    /// The person chose `action` from the menu.
    func didChoose(_ action: MobileAuthAction) async
}
