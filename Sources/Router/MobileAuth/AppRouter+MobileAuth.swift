import Interactors
import Presenters

extension AppRouter: MobileAuthRouting {
    /// Shows the first request of `handling`.
    package func mobileAuthDidStartHandling(_ handling: PushHandling) {
        send(.pushRequested, .pushHandling(handling))
    }
}
