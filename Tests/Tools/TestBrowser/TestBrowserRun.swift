import AuthEngine
import Glibc

/// One visit of the test browser: the sign-in (or device) page at `url`, the form filled with the
/// credentials of the file `VIPER_AUTH_TEST_BROWSER_CREDENTIALS` names (email on the first line,
/// password on the second: never on the command line, where `ps` shows it), and the redirect
/// followed to the app's loopback listener. `VIPER_AUTH_TEST_BROWSER_BEHAVIOUR` makes it misbehave.
struct TestBrowserRun {
    /// How the browser, or the person at it, misbehaves.
    enum Behaviour: String {
        /// Signs in (or approves) and returns to the app, once.
        case signIn = "sign-in"
        /// Presses the page's Cancel.
        case cancel
        /// Presses the page's "Forgot password?".
        case forgotPassword = "forgot-password"
        /// Types a wrong password first, then the right one.
        case wrongPasswordFirst = "wrong-password-first"
        /// Signs in and never goes back to the app.
        case neverReturn = "never-return"
        /// Goes back to the app with another `state` first, then with the right one.
        case tamperState = "tamper-state"
        /// Goes back to the app twice.
        case twice
        /// Asks the listener for another path first, then goes back to the app.
        case otherPath = "other-path"
        /// On the device page, denies the request.
        case deny
    }

    static let usage = """
        usage: viper-auth-test-browser URL
          VIPER_AUTH_TEST_BROWSER_CREDENTIALS  file: email, then password, one a line (required)
          VIPER_AUTH_TEST_BROWSER_BEHAVIOUR    sign-in (default), cancel, forgot-password,
                                               wrong-password-first, never-return, tamper-state,
                                               twice, other-path, deny
          VIPER_AUTH_TEST_BROWSER_LOG          file each step is appended to
        """

    let address: WebAddress
    let email: String
    let password: String
    let behaviour: Behaviour
    let log: TestBrowserLog
    private let client = WebPageClient()

    init?(url: String) {
        guard let address = WebAddress(url),
            let path = Self.environment("VIPER_AUTH_TEST_BROWSER_CREDENTIALS"),
            let lines = Self.contents(ofFile: path)?.split(separator: "\n"),
            lines.count >= 2,
            let behaviour = Behaviour(
                rawValue: Self.environment("VIPER_AUTH_TEST_BROWSER_BEHAVIOUR") ?? "sign-in")
        else { return nil }
        self.address = address
        email = String(lines[0])
        password = String(lines[1])
        self.behaviour = behaviour
        log = TestBrowserLog(path: Self.environment("VIPER_AUTH_TEST_BROWSER_LOG"))
    }

    private static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The text of the file at `path`, up to 4 KiB; nil when it cannot be read.
    private static func contents(ofFile path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(descriptor, &buffer, buffer.count)
        return count < 0 ? nil : String(decoding: buffer[..<count], as: UTF8.self)
    }

    /// Plays the page; false when something did not answer as a page of the provider does.
    func run() async -> Bool {
        guard var page = await firstPage() else { return false }
        var wrongFirst = behaviour == .wrongPasswordFirst
        while let form = page.form {
            let isDevicePage = form.inputs.contains { $0.name == "user_code" }
            let button: String
            switch behaviour {
            case .cancel: button = "cancel"
            case .forgotPassword: button = "forgot-password"
            case .deny: button = "deny"
            default: button = isDevicePage ? "approve" : "sign-in"
            }
            guard let pressed = form.button(valued: button) else { return log.fail("no \(button) button") }
            let typed = ["email": email, "password": wrongFirst ? password + "-wrong" : password]
            log.note("submit \(button)\(wrongFirst ? " with a wrong password" : "")")
            let response: WebPageResponse?
            do {
                response = try await client.submit(form, of: address, pressing: pressed, typed: typed)
            } catch {
                return log.fail("the form could not be sent: \(error)")
            }
            switch response {
            case .page(let status, let next)? where next.form != nil:
                log.note("page \(status) again, alert: \(next.alert ?? "none")")
                guard wrongFirst else { return log.fail("the page refused the credentials") }
                // The page again, with a new form token: the right password this time.
                wrongFirst = false
                page = next
            case .page(let status, _)?:
                log.note("page \(status) without a form")
                return isDevicePage && status == 200
            case .redirect(let status, let location)?:
                log.note("redirect \(status)")
                return await returnToApp(location)
            case nil:
                return log.fail("the form's action is not plain HTTP")
            }
        }
        return log.fail("no form on the page")
    }

    private func firstPage() async -> HTMLPage? {
        do {
            switch try await client.get(address) {
            case .page(let status, let page):
                log.note("page \(status)")
                return status == 200 ? page : nil
            case .redirect(let status, _):
                log.note("redirect \(status) instead of a page")
                return nil
            }
        } catch {
            log.note("unreachable: \(error)")
            return nil
        }
    }

    /// Goes to the redirect as the behaviour says; true when the listener answered as expected.
    private func returnToApp(_ location: String) async -> Bool {
        guard let target = address.resolving(location), target.isLoopback else {
            return log.fail("the redirect does not go to loopback")
        }
        switch behaviour {
        case .neverReturn:
            log.note("not going back to the app")
            return true
        case .tamperState:
            let tampered = target.target.replacing("state=", with: "state=tampered")
            guard let wrong = target.resolving(tampered) else { return log.fail("no state to tamper") }
            return await listener(wrong, accepted: false) ? await listener(target, accepted: true) : false
        case .twice:
            return await listener(target, accepted: true) ? await listener(target, accepted: false) : false
        case .otherPath:
            guard let other = target.resolving("/elsewhere") else { return false }
            return await listener(other, accepted: false) ? await listener(target, accepted: true) : false
        case .signIn, .cancel, .forgotPassword, .wrongPasswordFirst, .deny:
            return await listener(target, accepted: true)
        }
    }

    /// Asks the listener for `address`; true when it answered as `accepted` says: 200 when it
    /// takes the redirect; a 400 page, or a port already closed, when it refuses it.
    private func listener(_ address: WebAddress, accepted: Bool) async -> Bool {
        do {
            switch try await client.get(address) {
            case .page(let status, _):
                log.note("listener \(status)")
                return accepted ? status == 200 : status == 400
            case .redirect(let status, _):
                log.note("listener redirect \(status)")
                return false
            }
        } catch {
            log.note("listener closed")
            return !accepted
        }
    }
}

/// The file the test browser notes its steps in (never a password, code or token), for the tests.
struct TestBrowserLog {
    let path: String?

    func note(_ line: String) {
        guard let path else { return }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return }
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
    }

    func fail(_ line: String) -> Bool {
        note("failed: " + line)
        return false
    }
}
