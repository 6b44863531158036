/// Where the Startup module sends the person once the engine has started.
@MainActor
public protocol StartupRouting: AnyObject {
    /// A stored session was valid, or renewed by one silent refresh.
    func startupDidRestoreSession(profileId: String)
    /// There was no usable session; `notice` says why when one was discarded.
    func startupFoundNoSession(notice: String?)
}
