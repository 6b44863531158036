import AuthEngine

// The device grant (RFC 8628): where no browser can be opened, the person approves the sign-in on
// a page on any device while the engine polls.
extension RegistrationInteractor {
    /// Asks the server for a code; with the in-process server, its device page is served on a
    /// loopback port for the time of the step, and the code's page is shown there.
    package func startDeviceRegistration() async -> RegistrationStep {
        let pages: LoopbackPageServer?
        do {
            pages = try await host.startPageServer()
        } catch {
            return .failed(error)
        }
        let step = await begin(pages: pages) { client, responder throws(AuthError) in
            try await client.registerWithDeviceCode(pagesURL: pages?.url, responder: responder)
        }
        if case .showDeviceCode = step { return step }
        pages?.stop()
        return step
    }

    /// The engine polls at the server's interval (longer after `slow_down`) on the client's clock.
    package func waitForDeviceApproval(_ signIn: DeviceSignIn) async -> RegistrationStep {
        let step = await respondShown(to: signIn.registration)
        signIn.stopServing()
        return step
    }

    /// The engine stops polling and ends the registration with nothing written; the device page
    /// closes.
    package func cancelDeviceRegistration(_ signIn: DeviceSignIn) async {
        await signIn.registration.flow.cancelWorkAndWait()
        signIn.stopServing()
    }
}
