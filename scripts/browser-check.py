#!/usr/bin/env python3
"""The OpenID provider's login page in a real browser (issue 32, Tests).

Starts `viper-auth server` on a free loopback port in a temporary home and a loopback listener as
the demo client's redirect target, then drives headless system Chromium through Python Playwright:
the authorize URL (PKCE S256, state, nonce) loads the login page, whose labels, buttons and
security headers are checked; a wrong password shows the sentence; a right one redirects with a
code and the state, and the code is exchanged at the token endpoint (once); Cancel and "Forgot
password?" redirect with `error=access_denied` and B2C's code; a form posted without its CSRF token
or with a wrong one is refused; a redirect URI nobody registered gets an error page, never a
redirect.

    scripts/browser-check.py [path/to/viper-auth]     # default: .build/debug, else .build/release

Exit status 0 when every step holds, 1 with a FAIL line naming the step that did not; 0 with a
`SKIPPED:` line when Chromium or Playwright is not installed (neither is on a fresh machine:
`apt-get install chromium`, `pip install playwright`).
"""

import json
import os
import secrets
import sys
import time
import urllib.parse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from oidc_check_support import (  # noqa: E402
    CANCELLED_CODE, DEMO_CLIENT, DEMO_EMAIL, DEMO_PASSWORD, FORGOT_PASSWORD_CODE, WRONG_PASSWORD_SENTENCE,
    CheckFailed, PageForms, RedirectCatcher, Server, authorize_url, chromium_path, decode_jwt_part, expect, find_binary,
    http_request, passed, pkce_pair, run_checks, skip)


def check_security_headers(response, what):
    """The headers issue 32 asks of every page the login form is on."""
    headers = {name.lower(): value for name, value in response.headers.items()}
    policy = headers.get("content-security-policy", "")
    directives = {part.split()[0]: part.split()[1:] for part in policy.split(";") if part.split()}
    expect(directives, f"{what}: no Content-Security-Policy header")
    expect(directives.get("frame-ancestors") == ["'none'"], f"{what}: CSP {policy!r} lacks frame-ancestors 'none'")
    script_sources = directives.get("script-src", directives.get("default-src"))
    expect(script_sources is not None, f"{what}: CSP {policy!r} limits no scripts (no script-src or default-src)")
    inline = {"'unsafe-inline'", "'unsafe-eval'", "*", "data:", "http:", "https:"}
    expect(not inline.intersection(script_sources), f"{what}: CSP {policy!r} allows inline or foreign script")
    expect(headers.get("referrer-policy") == "no-referrer", f"{what}: Referrer-Policy {headers.get('referrer-policy')!r}")
    expect("no-store" in headers.get("cache-control", ""), f"{what}: Cache-Control {headers.get('cache-control')!r}")


def check_page(page, response, what, statuses=(200,)):
    """The login page as issue 32 fixes it: labelled fields, three buttons, a CSRF token, no script."""
    expect(response is not None and response.status in statuses, f"{what}: answered {response and response.status}")
    check_security_headers(response, what)
    forms = PageForms(page.content())
    expect(not forms.inline_script, f"{what}: the page holds an inline <script>")
    form = forms.form_posting_to("/oauth2/authorize")
    expect(form["action"] == "/oauth2/authorize", f"{what}: the form posts to {form['action']!r}")
    expect(any(f["name"] == "csrf_token" and f["type"] == "hidden" and f["value"] for f in form["inputs"]),
           f"{what}: no hidden csrf_token with a value")
    for label, name, kinds in (("Email", "email", ("email", "text")), ("Password", "password", ("password",))):
        field = page.get_by_label(label, exact=True)
        expect(field.count() == 1, f"{what}: {field.count()} fields labelled {label!r}")
        expect(field.get_attribute("name") == name and (field.get_attribute("type") or "text") in kinds,
               f"{what}: the field labelled {label!r} is not <input name={name} type={'|'.join(kinds)}>")
    for name, value in (("Sign in", "sign-in"), ("Forgot password?", "forgot-password"), ("Cancel", "cancel")):
        button = page.get_by_role("button", name=name, exact=True)
        expect(button.count() == 1, f"{what}: {button.count()} buttons named {name!r}")
        expect(button.get_attribute("name") == "action" and button.get_attribute("value") == value,
               f"{what}: the {name!r} button does not send action={value}")


def open_login_page(page, metadata, catcher, state, nonce):
    """Loads a fresh authorize URL; returns the PKCE verifier it was made with."""
    verifier, challenge = pkce_pair()
    url = authorize_url(metadata["authorization_endpoint"], DEMO_CLIENT, catcher.redirect_uri, challenge, state, nonce)
    response = page.goto(url)
    check_page(page, response, "the login page")
    return verifier


def arrived_query(page, catcher, step):
    """The query the browser brought to the redirect target, after `step` sent it there."""
    try:
        page.wait_for_url(lambda url: url.startswith(catcher.redirect_uri + "?"), timeout=60_000)
    except Exception:
        raise CheckFailed(f"{step}: the browser stayed at {page.url}, not sent to the redirect URI") from None
    query = urllib.parse.parse_qs(urllib.parse.urlsplit(page.url).query)
    expect(catcher.received and catcher.received[-1] == query, f"{step}: the redirect target saw {catcher.received}")
    return {key: values[0] for key, values in query.items()}


def check_device_approval(page, metadata):
    """The device grant's verification page (RFC 8628 §3.3) in the browser: opened from the
    `verification_uri_complete` a terminal would show, signed in on, approved; the terminal's next
    poll gets tokens."""
    expect("device_authorization_endpoint" in metadata, "discovery gives no device_authorization_endpoint")
    status, _, body = http_request("POST", metadata["device_authorization_endpoint"],
                                   {"client_id": DEMO_CLIENT, "scope": "openid profile email"})
    expect(status == 200, f"the device authorization answered {status}: {body[:200]}")
    grant = json.loads(body)
    response = page.goto(grant.get("verification_uri_complete") or grant["verification_uri"])
    expect(response is not None and response.status == 200, f"the verification page answered {response and response.status}")
    check_security_headers(response, "the verification page")
    expect(not PageForms(page.content()).inline_script, "the verification page holds an inline <script>")
    code = page.get_by_label("Code", exact=True)
    if code.count() == 1 and not code.input_value():
        code.fill(grant["user_code"])
    page.get_by_label("Email", exact=True).fill(DEMO_EMAIL)
    page.get_by_label("Password", exact=True).fill(DEMO_PASSWORD)
    with page.expect_response(lambda r: r.request.method == "POST") as posted:
        page.get_by_role("button", name="Approve", exact=True).click()
    page.wait_for_load_state()
    expect(posted.value.status == 200, f"approving answered {posted.value.status}")
    poll = {"grant_type": "urn:ietf:params:oauth:grant-type:device_code", "device_code": grant["device_code"],
            "client_id": DEMO_CLIENT}
    time.sleep(int(grant.get("interval", 5)))
    status, _, body = http_request("POST", metadata["token_endpoint"], poll)
    expect(status == 200 and "access_token" in json.loads(body), f"the poll after approval answered {status}: {body[:200]}")
    passed("device grant: the verification page approved in the browser, the next poll gets tokens")


def main():
    if len(sys.argv) > 2:
        raise CheckFailed("usage: scripts/browser-check.py [path/to/viper-auth]")
    browser_path = chromium_path()
    if browser_path is None:
        skip("browser check: no chromium or chromium-browser on PATH (apt-get install chromium)")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        skip("browser check: Python Playwright is not installed (pip install playwright)")
    binary = find_binary(sys.argv[1] if len(sys.argv) == 2 else None)

    with Server(binary) as server, RedirectCatcher() as catcher, sync_playwright() as playwright:
        metadata = server.discovery()
        browser = playwright.chromium.launch(executable_path=browser_path, headless=True)
        try:
            steps(server, metadata, catcher, browser)
        except CheckFailed as failure:
            raise CheckFailed(f"{failure}\n  server log (last lines): {server.log[-6:]}") from None
        finally:
            browser.close()


def steps(server, metadata, catcher, browser):
    context = browser.new_context()
    context.set_default_timeout(60_000)
    page = context.new_page()
    blocked = []
    page.on("console", lambda message: blocked.append(message.text)
            if "Content Security Policy" in message.text and "favicon" not in message.text else None)

    open_login_page(page, metadata, catcher, secrets.token_urlsafe(16), secrets.token_urlsafe(16))
    passed("the login page: Email and Password labelled, three buttons, a CSRF token, CSP, no-referrer, no-store")

    page.get_by_label("Email", exact=True).fill(DEMO_EMAIL)
    page.get_by_label("Password", exact=True).fill("not-the-password")
    with page.expect_response(lambda r: r.request.method == "POST") as posted:
        page.get_by_role("button", name="Sign in", exact=True).click()
    page.wait_for_load_state()
    expect(page.url.startswith(server.url), f"a wrong password left the provider for {page.url}")
    expect(page.get_by_text(WRONG_PASSWORD_SENTENCE).count() >= 1, f"a wrong password does not show {WRONG_PASSWORD_SENTENCE!r}")
    check_page(page, posted.value, "the page after a wrong password", statuses=(200, 400, 401, 403, 429))
    expect("not-the-password" not in page.content(), "the page after a wrong password shows the password")
    expect(not catcher.received, "a wrong password reached the redirect target")
    passed(f"a wrong password: the page again, saying {WRONG_PASSWORD_SENTENCE!r}")

    # The sign-in that counts runs with JavaScript off: the page must work without it.
    plain = browser.new_context(java_script_enabled=False)
    plain.set_default_timeout(60_000)
    plain_page = plain.new_page()
    state, nonce = secrets.token_urlsafe(16), secrets.token_urlsafe(16)
    verifier = open_login_page(plain_page, metadata, catcher, state, nonce)
    plain_page.get_by_label("Email", exact=True).fill(DEMO_EMAIL)
    plain_page.get_by_label("Password", exact=True).fill(DEMO_PASSWORD)
    plain_page.get_by_role("button", name="Sign in", exact=True).click()
    query = arrived_query(plain_page, catcher, "Sign in")
    expect(query.get("state") == state, f"Sign in: state {query.get('state')!r} is not the one sent")
    expect(query.get("code") and "error" not in query, f"Sign in: the redirect carries {sorted(query)}")
    expect(DEMO_PASSWORD not in plain_page.url, "the password is in the address bar")
    plain.close()
    passed("Sign in, with JavaScript off: the browser arrives at the redirect URI with a code and the state")

    token_form = {
        "grant_type": "authorization_code", "code": query["code"], "redirect_uri": catcher.redirect_uri,
        "client_id": DEMO_CLIENT, "code_verifier": verifier,
    }
    status, headers, body = http_request("POST", metadata["token_endpoint"], token_form)
    expect(status == 200, f"the code exchange answered {status}: {body[:300]}")
    expect("no-store" in headers.get("cache-control", ""), "the token response is not Cache-Control: no-store")
    tokens = json.loads(body)
    expect(tokens.get("token_type", "").lower() == "bearer" and tokens.get("access_token"),
           f"the token response holds {sorted(tokens)}")
    status, _, body = http_request("POST", metadata["token_endpoint"], token_form)
    expect(status == 400 and json.loads(body).get("error") == "invalid_grant", f"the code's second use answered {status}: {body[:200]}")
    passed("the code exchanged once with its PKCE verifier for an access token; a second use is invalid_grant")

    for button, code in (("Cancel", CANCELLED_CODE), ("Forgot password?", FORGOT_PASSWORD_CODE)):
        state = secrets.token_urlsafe(16)
        open_login_page(page, metadata, catcher, state, secrets.token_urlsafe(16))
        page.get_by_role("button", name=button, exact=True).click()
        query = arrived_query(page, catcher, button)
        expect(query.get("error") == "access_denied" and query.get("b2c_error_code") == code and query.get("state") == state,
               f"{button}: the redirect carries {query}")
        expect("code" not in query, f"{button}: the redirect carries a code")
        passed(f"{button}: error=access_denied, b2c_error_code={code}, the state")

    for change, how in (("e => e.remove()", "without its CSRF token"), ("e => { e.value = 'x' + e.value }", "with a wrong CSRF token")):
        arrivals = len(catcher.received)
        open_login_page(page, metadata, catcher, secrets.token_urlsafe(16), secrets.token_urlsafe(16))
        page.locator("input[name=csrf_token]").evaluate(change)
        page.get_by_label("Email", exact=True).fill(DEMO_EMAIL)
        page.get_by_label("Password", exact=True).fill(DEMO_PASSWORD)
        with page.expect_response(lambda r: r.request.method == "POST") as posted:
            page.get_by_role("button", name="Sign in", exact=True).click()
        page.wait_for_load_state()
        expect(not 300 <= posted.value.status < 400, f"a form posted {how} answered {posted.value.status}")
        expect(page.url.startswith(server.url) and len(catcher.received) == arrivals, f"a form posted {how} was redirected")
        passed(f"a form posted {how}: refused ({posted.value.status}), no redirect")

    foreign = authorize_url(metadata["authorization_endpoint"], DEMO_CLIENT, "https://attacker.example/callback",
                            pkce_pair()[1], "s", "n")
    response = page.goto(foreign)
    expect(response.status >= 400 and page.url == foreign, f"an unregistered redirect_uri answered {response.status} at {page.url}")
    passed(f"an unregistered redirect_uri: an error page ({response.status}), no redirect")

    # After the others, as the server's simulated clock only moves forward: a page left open past its
    # form's lifetime (ten minutes) cannot be posted; the person is asked to start again.
    arrivals = len(catcher.received)
    open_login_page(page, metadata, catcher, secrets.token_urlsafe(16), secrets.token_urlsafe(16))
    server.advance_clock("11m")
    page.get_by_label("Email", exact=True).fill(DEMO_EMAIL)
    page.get_by_label("Password", exact=True).fill(DEMO_PASSWORD)
    with page.expect_response(lambda r: r.request.method == "POST") as posted:
        page.get_by_role("button", name="Sign in", exact=True).click()
    page.wait_for_load_state()
    expect(not 300 <= posted.value.status < 400 and len(catcher.received) == arrivals,
           f"a form posted 11 minutes after its page answered {posted.value.status} and was redirected")
    passed(f"a form posted 11 minutes after its page (the server's clock moved): refused ({posted.value.status}), no redirect")

    expect(not blocked, f"the browser blocked something by the page's CSP: {blocked}")

    # Late, so the steps above have run when the keys that sign ID tokens are missing.
    expect(tokens.get("id_token"), f"the code exchange gave no ID token: {sorted(tokens)}")
    claims = decode_jwt_part(tokens["id_token"], 1)
    expect(claims.get("nonce") == nonce and claims.get("aud") in (DEMO_CLIENT, [DEMO_CLIENT]),
           f"the ID token's nonce/aud are {claims.get('nonce')!r}/{claims.get('aud')!r}")
    passed("the ID token from the code names demo-cli and carries the nonce the browser's request sent")

    check_device_approval(page, metadata)
    context.close()


if __name__ == "__main__":
    run_checks("browser check (headless Chromium through the OpenID login page)", main)
