import Interactors
import Presenters

extension AppRouter: MobileAuthRouting {
    /// Reports `pushRequested` with `handling`, whose first request waits.
    package func mobileAuthDidStartHandling(_ handling: PushHandling) {
        send(.pushRequested, .pushHandling(handling))
    }
}
