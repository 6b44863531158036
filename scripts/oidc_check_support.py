"""What scripts/browser-check.py and scripts/oidc-client-check.py share: a `viper-auth server` on a
free loopback port in a temporary home, a loopback listener standing in for a client's redirect
target, PKCE, the login page's form read as a browser reads it, and how a check says it passed,
failed or could not run.

Only the standard library here, so either check can say SKIPPED before importing its own tools.
"""

import base64
import hashlib
import html.parser
import http.server
import json
import os
import queue
import secrets
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import traceback
import urllib.error
import urllib.parse
import urllib.request

# The demo account every new home starts with; its password is public (README, "Demo accounts").
DEMO_EMAIL = "ada@viper-auth.example"
DEMO_PASSWORD = "analytical-engine"
# The public client every server registers, with a loopback redirect on any port (RFC 8252 §7.3).
DEMO_CLIENT = "demo-cli"
# What the page says to a wrong password, the same words as everywhere else in the app.
WRONG_PASSWORD_SENTENCE = "The email or password is incorrect."
# B2C's codes for the page's "Cancel" and "Forgot password?" (docs/HTTP.md, the hosted page).
CANCELLED_CODE = "AADB2C90091"
FORGOT_PASSWORD_CODE = "AADB2C90118"


# How long one request may take: the first request that needs the signing keys makes them, and an
# RSA-2048 key from a debug build on a busy machine can take most of a minute.
REQUEST_TIMEOUT = 120


class CheckFailed(Exception):
    """A check that did not hold; its text is the line the person reads."""


def skip(reason):
    """Ends the run with status 0 and a line nobody can miss: the check did not run."""
    print(f"SKIPPED: {reason}", flush=True)
    sys.exit(0)


def expect(condition, message):
    """Fails the check with `message` unless `condition` holds."""
    if not condition:
        raise CheckFailed(message)


def passed(step):
    """Prints one step that held."""
    print(f"  ok  {step}", flush=True)


def run_checks(name, body):
    """Runs `body()`, printing PASS or FAIL with the reason; exits 0 only when every step held."""
    started = time.monotonic()
    try:
        body()
    except CheckFailed as failure:
        print(f"FAIL: {name}: {failure}", flush=True)
        sys.exit(1)
    except Exception as error:  # a browser that timed out, a refused connection: shown in full
        traceback.print_exc()
        print(f"FAIL: {name}: {type(error).__name__}: {str(error).splitlines()[0] if str(error) else ''}", flush=True)
        sys.exit(1)
    print(f"PASS: {name} ({time.monotonic() - started:.1f} s)", flush=True)


class Parts:
    """A check's parts, each run on its own so one report says which held: a part that fails is
    reported and the others still run; a part needing what a failed one would have given says so
    and counts as failed. `library_errors` are what the client library raises when it refuses."""

    def __init__(self, library_errors=()):
        self.library_errors = library_errors
        self.results = {}
        self.failed = []

    def run(self, name, body, needs=()):
        """Runs `body()` as the part `name` once every part in `needs` has held; returns its result."""
        missing = [part for part in needs if part not in self.results]
        if missing:
            self.failed.append(name)
            print(f"  --  {name}: not run, it needs {', '.join(missing)}", flush=True)
            return None
        try:
            result = body()
        except CheckFailed as failure:
            return self._fail(name, str(failure))
        except self.library_errors as error:
            return self._fail(name, f"the client library refused: {type(error).__name__}: {error}")
        except Exception as error:  # a fault of the check itself: still one part's failure, shown in full
            traceback.print_exc()
            return self._fail(name, f"the check itself broke: {type(error).__name__}: {error}")
        self.results[name] = result
        return result

    def _fail(self, name, reason):
        self.failed.append(name)
        print(f"  XX  {name}: {reason}", flush=True)
        return None

    def verdict(self):
        """Fails the check, naming every part that failed or did not run, unless all held."""
        if self.failed:
            raise CheckFailed(f"{len(self.failed)} of {len(self.failed) + len(self.results)} parts failed "
                              f"or did not run: {'; '.join(self.failed)}")


def endpoint(metadata, field):
    """The endpoint discovery gives as `field`, or a failure saying discovery has none."""
    expect(field in metadata, f"discovery gives no {field}")
    return metadata[field]


def chromium_path():
    """The system Chromium, or None."""
    for name in ("chromium", "chromium-browser", "google-chrome"):
        found = shutil.which(name)
        if found:
            return found
    return None


def find_binary(explicit):
    """The built `viper-auth`: `explicit` if given, else the debug build, else the release one."""
    if explicit:
        expect(os.access(explicit, os.X_OK), f"{explicit} is not an executable")
        return os.path.abspath(explicit)
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    for configuration in ("debug", "release"):
        candidate = os.path.join(root, ".build", configuration, "viper-auth")
        if os.access(candidate, os.X_OK):
            return candidate
    raise CheckFailed("no built viper-auth in .build/debug or .build/release: run `swift build` first")


class Server:
    """`viper-auth server` on a free loopback port with a home of its own, stopped and removed on
    exit; what it wrote to standard error is kept, so a failure can show the server's side."""

    def __init__(self, binary, clients_file=None):
        self.binary = binary
        self.clients_file = clients_file
        self.home = tempfile.mkdtemp(prefix="viper-auth-check-")
        self.url = None
        self.process = None
        self.log = []

    def __enter__(self):
        arguments = [self.binary, "server", "--home", self.home, "--listen", "127.0.0.1:0"]
        if self.clients_file:
            arguments += ["--clients", self.clients_file]
        self.process = subprocess.Popen(
            arguments, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        threading.Thread(target=self._keep_log, daemon=True).start()
        first_line = queue.Queue()
        threading.Thread(target=lambda: first_line.put(self.process.stdout.readline()), daemon=True).start()
        try:
            line = first_line.get(timeout=30)
        except queue.Empty:
            line = ""
        if not line.startswith("http://"):
            self.__exit__(None, None, None)
            raise CheckFailed(f"`viper-auth server` printed no URL (first line {line!r}); its log: {self.log[-5:]}")
        self.url = line.strip()
        return self

    def _keep_log(self):
        for line in self.process.stderr:
            self.log.append(line.rstrip("\n"))

    def __exit__(self, *exception):
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        shutil.rmtree(self.home, ignore_errors=True)
        return False

    def advance_clock(self, duration):
        """Moves the server's simulated clock forward by `duration` (`viper-auth clock advance`)."""
        done = subprocess.run([self.binary, "clock", "advance", duration, "--server", self.url, "--home", self.home],
                              stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=30)
        expect(done.returncode == 0, f"`viper-auth clock advance {duration}` failed: {done.stderr.strip()}")

    def discovery(self):
        """The provider's metadata, with the checks every client makes of it before trusting it."""
        status, headers, body = http_request("GET", self.url + "/.well-known/openid-configuration")
        expect(status == 200, f"GET /.well-known/openid-configuration answered {status}: {body[:200]!r}")
        metadata = json.loads(body)
        expect(metadata.get("issuer") == self.url, f"issuer {metadata.get('issuer')!r} is not {self.url!r}")
        return metadata


class RedirectCatcher:
    """A loopback HTTP listener standing in for a native client's redirect target: it records the
    query of every request to /callback and answers with a short page."""

    def __init__(self):
        received = self.received = []

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                parsed = urllib.parse.urlsplit(self.path)
                if parsed.path != "/callback":  # a browser's own requests, such as /favicon.ico
                    self.send_error(404)
                    return
                received.append(urllib.parse.parse_qs(parsed.query, keep_blank_values=True))
                body = b"<!doctype html><title>Signed in</title><p>You can close this window."
                self.send_response(200)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *arguments):
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.redirect_uri = f"http://127.0.0.1:{self.server.server_address[1]}/callback"

    def __enter__(self):
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        return self

    def __exit__(self, *exception):
        self.server.shutdown()
        self.server.server_close()
        return False


def pkce_pair():
    """A fresh PKCE verifier and its S256 challenge (RFC 7636 §4.1, §4.2)."""
    verifier = base64.urlsafe_b64encode(secrets.token_bytes(32)).rstrip(b"=").decode()
    challenge = base64.urlsafe_b64encode(hashlib.sha256(verifier.encode()).digest()).rstrip(b"=").decode()
    return verifier, challenge


def authorize_url(endpoint, client_id, redirect_uri, challenge, state, nonce, scope="openid profile email"):
    """The authorization request a native client sends a browser to (RFC 6749 §4.1.1, PKCE, OIDC)."""
    query = urllib.parse.urlencode({
        "response_type": "code", "client_id": client_id, "redirect_uri": redirect_uri, "scope": scope,
        "state": state, "nonce": nonce, "code_challenge": challenge, "code_challenge_method": "S256",
    })
    return f"{endpoint}?{query}"


def decode_jwt_part(token, index):
    """One base64url JSON part of a JWT, unverified: for reading what a verified token claims."""
    part = token.split(".")[index]
    return json.loads(base64.urlsafe_b64decode(part + "=" * (-len(part) % 4)))


def left_half_hash(value, algorithm):
    """`at_hash` for `value` under a JWS `algorithm` (OIDC Core §3.1.3.6): the left half of its hash,
    SHA-256 for RS256, SHA-512 for EdDSA with Ed25519."""
    hashes = {"RS256": hashlib.sha256, "ES256": hashlib.sha256, "EdDSA": hashlib.sha512}
    expect(algorithm in hashes, f"no at_hash rule for alg {algorithm!r}")
    digest = hashes[algorithm](value.encode()).digest()
    return base64.urlsafe_b64encode(digest[: len(digest) // 2]).rstrip(b"=").decode()


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *arguments):
        return None


_opener = urllib.request.build_opener(_NoRedirect)


def http_request(method, url, form=None, headers=None):
    """One request without following redirects: status, headers (lower-case names) and body text."""
    data = urllib.parse.urlencode(form).encode() if form is not None else None
    request = urllib.request.Request(url, data=data, method=method, headers=headers or {})
    if data is not None:
        request.add_header("Content-Type", "application/x-www-form-urlencoded")
    try:
        with _opener.open(request, timeout=REQUEST_TIMEOUT) as response:
            return response.status, {k.lower(): v for k, v in response.headers.items()}, response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, {k.lower(): v for k, v in error.headers.items()}, error.read().decode()


class PageForms(html.parser.HTMLParser):
    """The forms of an HTML page as a browser without JavaScript sees them: each form's method and
    action, its inputs (name, type, value), its buttons (name, value, text) and the page's labels
    with the input each names; plus whether the page holds a script written inline."""

    def __init__(self, page):
        super().__init__()
        self.forms = []
        self.labels = {}
        self.inline_script = False
        self._label_for = None
        self._label_text = ""
        self._button = None
        self.feed(page)

    def handle_starttag(self, tag, attributes):
        attributes = dict(attributes)
        if tag == "form":
            self.forms.append({
                "method": (attributes.get("method") or "get").lower(), "action": attributes.get("action"),
                "inputs": [], "buttons": [],
            })
        elif tag == "input" and self.forms:
            self.forms[-1]["inputs"].append({
                "name": attributes.get("name"), "type": (attributes.get("type") or "text").lower(),
                "value": attributes.get("value") or "", "id": attributes.get("id"),
            })
        elif tag == "button" and self.forms:
            self._button = {"name": attributes.get("name"), "value": attributes.get("value") or "", "text": ""}
            self.forms[-1]["buttons"].append(self._button)
        elif tag == "label":
            self._label_for, self._label_text = attributes.get("for"), ""
        elif tag == "script" and not attributes.get("src"):
            self.inline_script = True

    def handle_endtag(self, tag):
        if tag == "label" and self._label_for is not None:
            self.labels[" ".join(self._label_text.split())] = self._label_for
            self._label_for = None
        elif tag == "button":
            self._button = None

    def handle_data(self, data):
        if self._label_for is not None:
            self._label_text += data
        if self._button is not None:
            self._button["text"] += data

    def form_posting_to(self, path):
        """The form whose action ends with `path`, or a failure naming what the page has."""
        for form in self.forms:
            if form["method"] == "post" and (form["action"] or "").split("?")[0].endswith(path):
                return form
        raise CheckFailed(f"no <form method=post action=…{path}> on the page: {self.forms}")


def form_fields(form, **values):
    """What submitting `form` sends: its hidden inputs as they are, and `values` for the named ones."""
    fields = {field["name"]: field["value"] for field in form["inputs"] if field["type"] == "hidden" and field["name"]}
    fields.update(values)
    return fields


def redirect_query(location, redirect_uri):
    """The query of a redirect to `redirect_uri`, or a failure saying where it went instead."""
    expect(location is not None, "no redirect")
    expect(location.split("?")[0] == redirect_uri, f"redirected to {location.split('?')[0]!r}, not {redirect_uri!r}")
    return {key: values[0] for key, values in urllib.parse.parse_qs(urllib.parse.urlsplit(location).query).items()}
