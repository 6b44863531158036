/// What the Profile presenter tests share: the screen every story starts from.
@MainActor
enum ProfileFixtures {
    /// The Profile menu's keywords.
    static let menu = ["pin", "devices", "idtoken", "disconnect", "back"]
    /// What the screen shows when it loads without a notice.
    static let screen: [ProfileViewSpy.Message] = [.showTitle("Profile"), .showMenu(menu)]
}
