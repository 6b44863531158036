/// The HTML the authorize endpoint answers with: the login page and the page for a request that
/// cannot be served. Plain HTML with no script and no style, so it works with CSS off, in a text
/// browser and under a policy that forbids everything but the page itself.
enum LoginPage {
    /// Where the form posts, which is also the authorize endpoint.
    static let path = "/oauth2/authorize"

    /// The fields every page the provider serves carries: no script, no framing, no referrer
    /// leaking the request's query, never cached. `form-action` is left out because browsers apply
    /// it to the redirect that follows the post, and that goes to each client's own origin.
    static let securityHeaders: HTTPFields = [
        "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
        "Referrer-Policy": "no-referrer",
        "X-Frame-Options": "DENY",
        "X-Content-Type-Options": "nosniff",
    ]

    /// `response` with the security fields added.
    static func secured(_ response: EngineResponse) -> EngineResponse {
        var response = response
        if response.header("Cache-Control") == nil { response.headers.append("Cache-Control", "no-store") }
        for field in securityHeaders { response.headers.append(field.name, field.value) }
        return response
    }

    /// The login page for `request`, with `alert` above the form when the last attempt failed.
    static func form(for request: AuthorizeParameters, csrfToken: String, alert: String? = nil)
        -> EngineResponse
    {
        var hidden = request.fields
        hidden.append(("csrf_token", csrfToken))
        let hiddenInputs = hidden.map {
            #"<input type="hidden" name="\#(escaped($0.name))" value="\#(escaped($0.value))">"#
        }
        let alertLine = alert.map { #"<p role="alert">\#(escaped($0))</p>"# }
        let lines =
            [
                "<h1>Sign in</h1>",
                "<p>to continue to <strong>\(escaped(request.client.id))</strong></p>",
            ] + (alertLine.map { [$0] } ?? []) + [
                #"<form method="post" action="\#(path)">"#
            ] + hiddenInputs + credentialFields + [
                "<p>",
                #"<button name="action" value="sign-in">Sign in</button>"#,
                #"<button name="action" value="forgot-password" formnovalidate>Forgot password?</button>"#,
                #"<button name="action" value="cancel" formnovalidate>Cancel</button>"#,
                "</p>",
                "</form>",
            ]
        return secured(.html(document(title: "Sign in", body: lines)))
    }

    /// The labelled email and password fields, as every form of the provider asks for them.
    static let credentialFields = [
        "<p>",
        #"<label for="email">Email</label>"#,
        #"<input id="email" name="email" type="email">"#,
        "</p>",
        "<p>",
        #"<label for="password">Password</label>"#,
        #"<input id="password" name="password" type="password">"#,
        "</p>",
    ]

    /// The page for a request that cannot go back to its client: why, and what to do.
    static func error(_ reason: String, status: Int = 400) -> EngineResponse {
        secured(
            .html(
                document(
                    title: "Sign-in error",
                    body: [
                        "<h1>This sign-in cannot continue</h1>",
                        #"<p role="alert">\#(escaped(reason))</p>"#,
                        "<p>Go back to the app and start the sign-in again.</p>",
                    ]), status: status))
    }

    /// A page of the provider: `body` inside the document every page shares.
    static func document(title: String, body: [String]) -> String {
        ([
            "<!DOCTYPE html>",
            #"<html lang="en">"#,
            "<head>",
            #"<meta charset="utf-8">"#,
            #"<meta name="viewport" content="width=device-width, initial-scale=1">"#,
            "<title>\(escaped(title)) · viper-auth</title>",
            "</head>",
            "<body>",
            "<main>",
        ] + body + ["</main>", "</body>", "</html>", ""]).joined(separator: "\n")
    }

    /// `text` safe inside an element or a quoted attribute. Read a code point at a time, as a
    /// browser reads markup: a quote followed by a combining mark is one Swift `Character`, but
    /// still a quote to the browser.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
