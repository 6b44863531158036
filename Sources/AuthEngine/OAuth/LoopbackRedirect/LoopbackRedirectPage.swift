/// The pages the loopback listener answers the browser with: short, with the provider's security
/// fields, and never a byte of the request in them (the code stays out of the page, its history
/// and any screenshot of it).
enum LoopbackRedirectPage {
    /// The page for the request that ended the wait: 200, since the browser did what it was asked.
    static func answered(_ outcome: LoopbackRedirectOutcome) -> EngineResponse {
        switch outcome {
        case .code:
            return page(
                title: "Signed in", heading: "You are signed in",
                lines: ["You can close this tab and return to the terminal."])
        case .failed(let error):
            return page(
                title: "Sign-in ended", heading: "The sign-in did not complete",
                lines: [reason(error), "You can close this tab and return to the terminal."])
        case .timedOut, .cancelled:
            return refused(.noLongerWaiting)
        }
    }

    /// The 400 page for a request the listener refused.
    static func refused(_ refusal: LoopbackRefusal) -> EngineResponse {
        page(
            title: "Not accepted", heading: "This request was not accepted",
            lines: [reason(refusal), "Return to the terminal to see where the sign-in stands."], status: 400)
    }

    /// The fields on every answer, the HTTP layer's own refusals included.
    static let securityFields: HTTPFields = {
        var fields: HTTPFields = ["Cache-Control": "no-store"]
        for field in LoginPage.securityHeaders { fields.append(field.name, field.value) }
        return fields
    }()

    private static func page(title: String, heading: String, lines: [String], status: Int = 200)
        -> EngineResponse
    {
        let body =
            ["<h1>\(LoginPage.escaped(heading))</h1>"] + lines.map { "<p>\(LoginPage.escaped($0))</p>" }
        return LoginPage.secured(.html(LoginPage.document(title: title, body: body), status: status))
    }

    private static func reason(_ error: AuthorizationRedirectError) -> String {
        switch error {
        case .userCancelled: "The sign-in was cancelled."
        case .forgotPassword: "You chose to reset your password."
        case .accessDenied: "The identity provider refused the sign-in."
        case .missingCode: "The identity provider sent no authorization code."
        case .providerError, .malformedURL, .wrongRedirectURI, .duplicatedParameter, .stateMismatch:
            "The identity provider reported an error."
        }
    }

    private static func reason(_ refusal: LoopbackRefusal) -> String {
        switch refusal {
        case .wrongPath: "Nothing is served at this address."
        case .wrongMethod: "Only the browser's return from the sign-in page is accepted here."
        case .malformedQuery, .duplicatedParameter: "The address is malformed."
        case .stateMismatch: "This does not answer the sign-in the app started."
        case .alreadyAnswered: "The app has received its answer already."
        case .noLongerWaiting: "The app is no longer waiting for a sign-in."
        }
    }
}
