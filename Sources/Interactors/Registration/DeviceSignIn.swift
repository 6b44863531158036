/// A device-grant registration waiting for approval: the code to show, the registration that polls
/// for it, and the in-process server's device page when it is served for the step.
package final class DeviceSignIn: Sendable, Equatable {
    /// The page and code the person enters on another device.
    package let code: DeviceCode
    /// The registration polling the server.
    let registration: Enrolment
    private let pages: LoopbackPageServer?

    /// A sign-in showing `code` for `registration`, its page served by `pages` when they are given
    /// (a presenter's test gives none).
    package init(code: DeviceCode, registration: Enrolment, pages: LoopbackPageServer? = nil) {
        self.code = code
        self.registration = registration
        self.pages = pages
    }

    /// Closes the device page; the step is over.
    func stopServing() {
        pages?.stop()
    }

    /// The same sign-in: compared by identity, as the registration it waits in is.
    package static func == (left: DeviceSignIn, right: DeviceSignIn) -> Bool {
        left === right
    }
}
