/// Which page of the OpenID provider `viper-auth browser` plays over HTTP.
package enum ProviderPageKind: Equatable, Sendable {
    /// The authorize endpoint's login page (`/oauth2/authorize`).
    case signIn
    /// The device verification page (`/oauth2/device`), where a terminal's request is approved.
    case deviceApproval
}

/// A page of the provider with a form, as the stand-in shows it.
package struct ProviderPage: Equatable, Sendable {
    /// Which page it is.
    package let kind: ProviderPageKind
    /// Why the last attempt failed, in the provider's words: text the app did not write.
    package let alert: String?
    /// The code the device page filled in; empty when it has none.
    package let userCode: String

    /// A page from what its form says.
    package init(kind: ProviderPageKind, alert: String? = nil, userCode: String = "") {
        self.kind = kind
        self.alert = alert
        self.userCode = userCode
    }
}

/// What the person does on a page of the provider.
package enum ProviderFormAnswer: Sendable {
    /// Sign in with these credentials.
    case signIn(email: String, password: SecretInput)
    /// The login page's "cancel".
    case cancel
    /// The login page's "forgot password".
    case forgotPassword
    /// Approve (or, `approves` false, deny) the terminal's request `userCode` names.
    case decide(approves: Bool, userCode: String, email: String, password: SecretInput)
}

/// Where a page of the provider led.
package enum ProviderPageStep: Equatable, Sendable {
    /// A page with its form: the first one, or the same one again with why the attempt failed.
    case form(ProviderPage)
    /// The browser went back to the app waiting on this machine's loopback interface.
    case returnedToApp(LoopbackReturn)
    /// A redirect to an address the stand-in does not follow: the person pastes it into the app.
    case redirect(String)
    /// The device page took the decision and shows no form any more.
    case decided
    /// The provider's error page, with its alert (the provider's words, not the app's) if any.
    case errorPage(String?)
    /// The provider could not be reached, or did not answer in time.
    case unreachable
    /// Something no page of the provider answers: no form, no redirect, a form without the choice.
    case unexpected
}

/// How the app's loopback listener took the browser's return.
package enum LoopbackReturn: Equatable, Sendable {
    /// It accepted the redirect: the app has the sign-in (or its cancel).
    case accepted
    /// It refused it: not the sign-in it waits for, or it has its answer already.
    case refused
    /// Nothing listens there any more: the app stopped waiting.
    case notListening
}
