#!/usr/bin/env python3
"""Registration through the system browser, with a real browser (issue 34, Tests).

Runs the app in a pseudo-terminal, as a person would, with `$BROWSER` set to a small wrapper that
drives headless system Chromium through Python Playwright: Register → "browser" opens the authorize
URL in Chromium, which signs in as the demo account on the provider's login page and is sent back
to the app's loopback listener ("You can close this tab…"); the app goes on to Create PIN, the PIN
is set twice, and the Dashboard shows. Run once with the in-process server (the app serves the
login page itself on loopback for the step) and once against a spawned `viper-auth server`.

    scripts/browser-register-check.py [path/to/viper-auth]     # default: .build/debug, else .build/release

Exit status 0 when every step holds, 1 with a FAIL line naming the step that did not; 0 with a
`SKIPPED:` line when Chromium or Playwright is not installed (`apt-get install chromium`,
`pip install playwright`).
"""

import os
import pty
import re
import select
import shutil
import signal
import sys
import tempfile
import textwrap
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from oidc_check_support import (  # noqa: E402
    DEMO_EMAIL, DEMO_PASSWORD, CheckFailed, Server, chromium_path, expect, find_binary, passed, run_checks, skip)

PIN = "28461"
# A password check of a demo account is a PBKDF2 of 600,000 iterations: seconds in a debug build on
# a busy machine; Chromium's first start takes a few more.
STEP_TIMEOUT = 180

# The `$BROWSER` the app runs: the URL is its one argument, as xdg-open gives it. It reads the
# credentials from a file (never from its command line, which `ps` shows), signs in with Chromium
# and writes what it saw to a result file; its own output goes to a log, not to the app's terminal.
WRAPPER = textwrap.dedent('''\
    import os, sys
    log = os.open(os.environ["CHECK_BROWSER_LOG"], os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
    os.dup2(log, 1)
    os.dup2(log, 2)
    from playwright.sync_api import sync_playwright

    def result(text):
        with open(os.environ["CHECK_BROWSER_RESULT"], "a") as out:
            out.write(text + "\\n")

    email, password = open(os.environ["CHECK_BROWSER_CREDENTIALS"]).read().split("\\n")[:2]
    url = sys.argv[1]
    # Past the launcher's grace period the app counts the browser as open, as with a real one.
    if os.fork() != 0:
        os._exit(0)
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=os.environ["CHECK_CHROMIUM"], headless=True)
            page = browser.new_page()
            page.set_default_timeout(170_000)
            page.goto(url)
            result("page " + page.url.split("?")[0])
            page.get_by_label("Email", exact=True).fill(email)
            page.get_by_label("Password", exact=True).fill(password)
            page.get_by_role("button", name="Sign in", exact=True).click()
            page.wait_for_url(lambda now: "/oauth2/" not in now)
            page.wait_for_load_state()
            result("returned " + page.url.split("?")[0])
            result("text " + " ".join(page.inner_text("body").split()))
            browser.close()
    except Exception as error:
        result("error " + type(error).__name__ + ": " + (str(error).splitlines() or [""])[0])
''')


class TerminalApp:
    """`viper-auth` on a pseudo-terminal: what it printed so far, and lines typed into it."""

    def __init__(self, arguments, environment):
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            os.execve(arguments[0], arguments, environment)
        self.output = ""
        self.cursor = 0

    def expect(self, pattern, step, timeout=STEP_TIMEOUT):
        """Waits for `pattern` (a regular expression) after what earlier waits matched."""
        deadline = time.monotonic() + timeout
        while True:
            found = re.search(pattern, self.output[self.cursor:])
            if found:
                self.cursor += found.end()
                return found
            remaining = deadline - time.monotonic()
            if remaining <= 0 or not self._read(remaining):
                tail = self.output[-1200:]
                raise CheckFailed(f"{step}: the app did not show {pattern!r}; its terminal ended with:\n{tail}")

    def _read(self, timeout):
        ready, _, _ = select.select([self.fd], [], [], min(timeout, 1.0))
        if not ready:
            return True
        try:
            data = os.read(self.fd, 4096)
        except OSError:
            return False
        if not data:
            return False
        # Colour and the spinner's redraws are left out; the text is what a person reads.
        text = data.decode("utf-8", errors="replace")
        self.output += re.sub(r"\x1b\[[0-9;?]*[A-Za-z]|\r", "", text)
        return True

    def type(self, line):
        os.write(self.fd, (line + "\n").encode())

    def close(self):
        try:
            os.kill(self.pid, signal.SIGTERM)
        except ProcessLookupError:
            pass
        try:
            os.waitpid(self.pid, 0)
        except ChildProcessError:
            pass
        os.close(self.fd)


def register(binary, chromium, work, server_url, what):
    """Register → browser through Chromium, Create PIN, the Dashboard."""
    home = tempfile.mkdtemp(prefix="home-", dir=work)
    credentials = os.path.join(work, "credentials")
    with open(os.open(credentials, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600), "w") as out:
        out.write(f"{DEMO_EMAIL}\n{DEMO_PASSWORD}\n")
    wrapper = os.path.join(work, "browser")
    with open(wrapper, "w") as out:
        out.write(f"#!{sys.executable}\n" + WRAPPER)
    os.chmod(wrapper, 0o700)
    result = os.path.join(work, f"result-{what}")
    environment = dict(os.environ, BROWSER=wrapper, CHECK_CHROMIUM=chromium, CHECK_BROWSER_CREDENTIALS=credentials,
                       CHECK_BROWSER_RESULT=result, CHECK_BROWSER_LOG=os.path.join(work, "browser.log"),
                       TERM="xterm")
    environment.pop("VIPER_AUTH_HOME", None)
    environment.pop("NO_COLOR", None)
    arguments = [binary, "--home", home] + (["--server", server_url] if server_url else [])
    app = TerminalApp(arguments, environment)
    try:
        app.expect(r"\[register\]", f"{what}: Welcome")
        app.type("register")
        app.expect(r"\[browser\]", f"{what}: Register")
        app.type("browser")
        app.expect(r"http://127\.0\.0\.1:\d+/oauth2/authorize\?\S+", f"{what}: the authorize URL printed")
        passed(f"{what}: Register → browser prints the authorize URL and opens it with $BROWSER")
        app.expect(r"New PIN", f"{what}: Create PIN after the browser's sign-in")
        seen = open(result).read() if os.path.exists(result) else ""
        expect("returned http://127.0.0.1:" in seen and "/callback" in seen,
               f"{what}: Chromium did not end on the loopback listener: {seen!r}")
        expect("You can close this tab" in seen, f"{what}: the listener's page said {seen!r}")
        passed(f"{what}: Chromium signed in and ended on the app's loopback page; the app is at Create PIN")
        app.type(PIN)
        app.expect(r"Confirm PIN", f"{what}: Confirm PIN")
        app.type(PIN)
        app.expect(r"Dashboard", f"{what}: the Dashboard")
        expect(DEMO_PASSWORD not in app.output and PIN not in app.output, f"{what}: a secret was shown")
        passed(f"{what}: the PIN set, the Dashboard shown, no secret on the terminal")
    finally:
        app.close()


def main():
    if len(sys.argv) > 2:
        raise CheckFailed("usage: scripts/browser-register-check.py [path/to/viper-auth]")
    chromium = chromium_path()
    if chromium is None:
        skip("browser registration check: no chromium or chromium-browser on PATH (apt-get install chromium)")
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        skip("browser registration check: Python Playwright is not installed (pip install playwright)")
    binary = find_binary(sys.argv[1] if len(sys.argv) == 2 else None)
    work = tempfile.mkdtemp(prefix="viper-auth-browser-register-")
    try:
        register(binary, chromium, work, None, "in process")
        with Server(binary) as server:
            try:
                register(binary, chromium, work, server.url, "with --server")
            except CheckFailed as failure:
                # Each request with its status and time, so a slow answer shows which it was.
                raise CheckFailed(f"{failure}\n  server log (last lines): {server.log[-8:]}") from None
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    run_checks("browser registration check (the app in a terminal, headless Chromium as $BROWSER)", main)
