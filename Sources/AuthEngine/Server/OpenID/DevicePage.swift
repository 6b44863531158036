/// The device verification page's HTML (RFC 8628 §3.3): the login page's document, headers and
/// CSRF token, with a field for the code the terminal shows and a choice to approve or deny it.
enum DevicePage {
    /// The verification page, which is also where its form posts (`verification_uri`).
    static let path = "/oauth2/device"
    /// Where a terminal asks for its codes (`device_authorization_endpoint`).
    static let authorizationPath = "/oauth2/device_authorization"
    /// What the page's CSRF token is bound to: no request travels with this form, so the token
    /// proves only that this server rendered the page, recently.
    static let formBinding: [(name: String, value: String)] = [("page", "device verification")]
    /// The form's fields.
    static let fields: Set<String> = ["user_code", "email", "password", "csrf_token", "action"]

    /// The form, with `code` filled in; `request` is the pending request the code names, when
    /// the page knows it, so the person sees who asks for what before approving.
    static func form(
        code: String, request: DeviceAuthorizationRecord?, csrfToken: String, alert: String? = nil
    ) -> EngineResponse {
        let intro =
            request.map { "<p>\(asking($0))</p>" }
            ?? "<p>Enter the code your terminal shows, then sign in to approve or deny it.</p>"
        let alertLines = alert.map { [#"<p role="alert">\#(LoginPage.escaped($0))</p>"#] } ?? []
        let lines =
            ["<h1>Connect a device</h1>", intro] + alertLines + [
                #"<form method="post" action="\#(path)">"#,
                #"<input type="hidden" name="csrf_token" value="\#(LoginPage.escaped(csrfToken))">"#,
                "<p>",
                #"<label for="user_code">Code</label>"#,
                #"<input id="user_code" name="user_code" type="text" value="\#(LoginPage.escaped(code))" autocomplete="off" spellcheck="false">"#,
                "</p>",
            ] + LoginPage.credentialFields + [
                "<p>",
                #"<button name="action" value="approve">Approve</button>"#,
                #"<button name="action" value="deny">Deny</button>"#,
                "</p>",
                "</form>",
            ]
        return LoginPage.secured(.html(LoginPage.document(title: "Connect a device", body: lines)))
    }

    /// The page after the person decided on `request`.
    static func decided(_ request: DeviceAuthorizationRecord) -> EngineResponse {
        let client = "<strong>\(LoginPage.escaped(request.clientId))</strong>"
        let (title, outcome) =
            request.approval == nil
            ? ("Request denied", "<p>\(client) was not given access to your account.</p>")
            : ("Device connected", "<p>\(client) may now use your account\(scopeClause(request)).</p>")
        return LoginPage.secured(
            .html(
                LoginPage.document(
                    title: title,
                    body: ["<h1>\(title)</h1>", outcome, "<p>You can return to your terminal.</p>"])))
    }

    private static func asking(_ request: DeviceAuthorizationRecord) -> String {
        "<strong>\(LoginPage.escaped(request.clientId))</strong> asks to use your account\(scopeClause(request))."
    }

    private static func scopeClause(_ request: DeviceAuthorizationRecord) -> String {
        guard !request.scope.isEmpty else { return "" }
        return " for <strong>\(LoginPage.escaped(request.scope.joined(separator: " ")))</strong>"
    }
}
