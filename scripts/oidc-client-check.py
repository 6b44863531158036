#!/usr/bin/env python3
"""The OpenID provider checked by a client library nobody here wrote: Python's authlib (issue 32, Tests).

Starts `viper-auth server` on a free loopback port in a temporary home, with a `--clients` file
registering a public client per ID-token algorithm (`RS256`, `EdDSA`) and a confidential one for
introspection, and then, with authlib's OAuth 2.0 session and its JOSE and OpenID Connect claim
checks: discovery; the JWKS; the code flow with PKCE S256 for each algorithm (the login form posted
as a browser posts it, no browser needed); each ID token verified against the JWKS (signature,
`kid`, `iss`, `aud`, `exp`, `iat`, `nonce`, `at_hash`), and a tampered one refused; userinfo;
refresh with rotation (the old refresh token refused after); introspection by the confidential
client; revocation (RFC 7009); the device grant (RFC 8628: `authorization_pending` while waiting,
approval on the verification page, then tokens).

    scripts/oidc-client-check.py [path/to/viper-auth]     # default: .build/debug, else .build/release

Each part runs on its own and prints `ok`, or `XX` and why; the run ends with PASS (status 0) or
FAIL naming every part that did not hold (status 1). Without authlib it prints `SKIPPED:` and
exits 0 (`pip install authlib requests`).
"""

import base64
import json
import os
import secrets
import sys
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request
import warnings

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from oidc_check_support import (  # noqa: E402
    DEMO_EMAIL, DEMO_PASSWORD, REQUEST_TIMEOUT, CheckFailed, PageForms, Parts, Server, decode_jwt_part, endpoint, expect,
    find_binary, form_fields, http_request, left_half_hash, passed, pkce_pair, redirect_query, run_checks, skip)

# The clients this check registers: one per ID-token algorithm, and one that may introspect.
REDIRECT_URI = "http://127.0.0.1/callback"
ALGORITHM_CLIENTS = {"RS256": "check-rs256", "EdDSA": "check-eddsa"}
CONFIDENTIAL_CLIENT = "check-resource-server"
SCOPE = "openid profile email"
DEVICE_GRANT = "urn:ietf:params:oauth:grant-type:device_code"


def clients_document(secret):
    """The `--clients` file (RFC 7591's field names): a public client per algorithm with every
    grant the server has, and a confidential client holding `secret`."""
    clients = [
        {"client_id": client_id, "redirect_uris": [REDIRECT_URI], "id_token_signed_response_alg": algorithm}
        for algorithm, client_id in ALGORITHM_CLIENTS.items()
    ]
    clients.append({"client_id": CONFIDENTIAL_CLIENT, "client_secret": secret, "redirect_uris": [REDIRECT_URI]})
    return {"clients": clients}


def public_session(client_id, **options):
    """authlib's OAuth 2.0 session for a public client, which sends only its id."""
    from authlib.integrations.requests_client import OAuth2Session

    return OAuth2Session(client_id, token_endpoint_auth_method="none", scope=SCOPE, default_timeout=REQUEST_TIMEOUT,
                         **options)


def check_discovery(metadata):
    for field in ("authorization_endpoint", "token_endpoint", "jwks_uri", "userinfo_endpoint",
                  "revocation_endpoint", "introspection_endpoint", "device_authorization_endpoint"):
        expect(str(metadata.get(field, "")).startswith(metadata["issuer"] + "/"), f"{field} is {metadata.get(field)!r}")
    expect(metadata.get("response_types_supported") == ["code"], f"response_types_supported {metadata.get('response_types_supported')}")
    expect(metadata.get("code_challenge_methods_supported") == ["S256"], "code_challenge_methods_supported is not [S256]")
    expect("none" in metadata.get("token_endpoint_auth_methods_supported", []), "public clients (none) not supported")
    expect({"RS256", "EdDSA"} <= set(metadata.get("id_token_signing_alg_values_supported", [])),
           f"id_token_signing_alg_values_supported {metadata.get('id_token_signing_alg_values_supported')}")
    grants = set(metadata.get("grant_types_supported", []))
    expect({"authorization_code", "refresh_token", DEVICE_GRANT} <= grants, f"grant_types_supported {sorted(grants)}")
    expect({"openid", "profile", "email"} <= set(metadata.get("scopes_supported", [])), "scopes_supported lacks openid, profile or email")
    passed("discovery: every endpoint under the issuer, code + PKCE S256, RS256 and EdDSA, the three grants, the scopes")


def fetch_keys(metadata):
    """The JWKS, checked, as authlib's key set."""
    import requests
    from authlib.jose import JsonWebKey

    jwks = requests.get(endpoint(metadata, "jwks_uri"), timeout=REQUEST_TIMEOUT).json()
    private = {"d", "p", "q", "dp", "dq", "qi", "oth", "k"}
    kinds = set()
    for key in jwks.get("keys", []):
        expect(key.get("kid"), f"a JWKS key without kid: {sorted(key)}")
        expect(not private.intersection(key), f"the JWKS publishes private parts of {key['kid']}: {sorted(private.intersection(key))}")
        if key.get("kty") == "RSA":
            bits = len(base64.urlsafe_b64decode(key["n"] + "=" * (-len(key["n"]) % 4))) * 8
            expect(bits >= 2048, f"RSA key {key['kid']} has a {bits}-bit modulus")
            kinds.add("RS256")
        elif key.get("kty") == "OKP" and key.get("crv") == "Ed25519":
            kinds.add("EdDSA")
    expect(kinds == {"RS256", "EdDSA"}, f"the JWKS holds keys for {sorted(kinds)}, not RS256 and EdDSA")
    passed(f"JWKS: {len(jwks['keys'])} public keys, each with a kid, RSA ≥ 2048 bits and Ed25519, no private parts")
    return jwks, JsonWebKey.import_key_set(jwks)


def scripted_login(session, authorize_url):
    """Signs in on the login page as a browser without JavaScript does: GET the page, POST its form
    with the hidden fields as they are; returns the query of the redirect it answers with."""
    response = session.get(authorize_url, allow_redirects=False, withhold_token=True)
    expect(response.status_code == 200, f"GET the authorize URL answered {response.status_code}: {response.text[:200]}")
    form = PageForms(response.text).form_posting_to("/oauth2/authorize")
    fields = form_fields(form, email=DEMO_EMAIL, password=DEMO_PASSWORD, action="sign-in")
    answer = session.post(urllib.parse.urljoin(response.url, form["action"]), data=fields, allow_redirects=False,
                          withhold_token=True)
    expect(answer.status_code in (302, 303), f"posting the login form answered {answer.status_code}: {answer.text[:200]}")
    return redirect_query(answer.headers.get("Location"), REDIRECT_URI)


def code_flow(metadata, client_id):
    """The code flow with PKCE through authlib's OAuth2Session; returns the session, its tokens and
    the nonce it sent."""
    client = public_session(client_id, redirect_uri=REDIRECT_URI, code_challenge_method="S256")
    verifier, _ = pkce_pair()
    nonce = secrets.token_urlsafe(16)
    url, state = client.create_authorization_url(endpoint(metadata, "authorization_endpoint"), code_verifier=verifier, nonce=nonce)
    query = scripted_login(client, url)
    expect(query.get("state") == state and "code" in query, f"the login's redirect carries {sorted(query)}")
    response = f"{REDIRECT_URI}?{urllib.parse.urlencode(query)}"
    token = client.fetch_token(endpoint(metadata, "token_endpoint"), authorization_response=response,
                               code_verifier=verifier, state=state)
    for field in ("access_token", "refresh_token"):
        expect(field in token, f"the token response lacks {field}: {sorted(token)}")
    expect(token.get("token_type", "").lower() == "bearer", f"token_type {token.get('token_type')!r}")
    passed(f"code flow with PKCE as {client_id}: an access token and a refresh token")
    return client, token, nonce


def verified_id_token(keys, issuer, id_token, client_id, nonce, access_token, algorithm):
    """The ID token's claims once authlib has checked its signature against the JWKS and its
    claims the way OpenID Connect Core §3.1.3.7 says a client must."""
    from authlib.jose import JsonWebToken
    from authlib.oidc.core import CodeIDToken

    jwks, key_set = keys
    header = decode_jwt_part(id_token, 0)
    expect(header.get("alg") == algorithm, f"{client_id}'s ID token is signed {header.get('alg')!r}, not {algorithm}")
    expect(any(key.get("kid") == header.get("kid") for key in jwks["keys"]), f"the ID token's kid {header.get('kid')!r} is not in the JWKS")
    options = {"iss": {"essential": True, "value": issuer}, "aud": {"essential": True, "value": client_id},
               "at_hash": {"essential": True}}
    if nonce is not None:
        options["nonce"] = {"essential": True}
    claims = JsonWebToken([algorithm]).decode(
        id_token, key_set, claims_cls=CodeIDToken, claims_options=options,
        claims_params={"nonce": nonce, "client_id": client_id, "access_token": access_token})
    claims.validate(leeway=5)
    expect(claims["at_hash"] == left_half_hash(access_token, algorithm), "at_hash is not the access token's")
    expect("auth_time" in claims, "the ID token has no auth_time")
    return claims


def check_id_token(keys, metadata, flow, client_id, algorithm):
    _, token, nonce = flow
    expect("id_token" in token, f"the token response lacks id_token: {sorted(token)}")
    claims = verified_id_token(keys, metadata["issuer"], token["id_token"], client_id, nonce, token["access_token"], algorithm)
    expect(claims["sub"] == "usr_demo-ada" and claims.get("email") == DEMO_EMAIL, f"the ID token names {claims['sub']}")
    passed(f"{client_id}'s ID token: {algorithm}, verified against the JWKS by authlib (signature, kid, iss, aud, exp, iat, nonce, at_hash)")
    return claims


def check_tampered(keys, id_token):
    from authlib.jose import JsonWebToken
    from authlib.jose.errors import JoseError

    expect(id_token, "no ID token to tamper with")
    header, _, signature = id_token.split(".")
    claims = decode_jwt_part(id_token, 1)
    claims["sub"] = "usr_someone-else"
    forged = base64.urlsafe_b64encode(json.dumps(claims, separators=(",", ":")).encode()).rstrip(b"=").decode()
    try:
        JsonWebToken(["RS256", "EdDSA"]).decode(f"{header}.{forged}.{signature}", keys[1])
    except JoseError:
        passed("an ID token with a changed sub is refused by the signature check")
        return
    raise CheckFailed("an ID token with a changed sub still verified")


def check_userinfo(metadata, flow):
    client, _, _ = flow
    url = endpoint(metadata, "userinfo_endpoint")
    for method in ("GET", "POST"):
        answer = client.request(method, url)
        expect(answer.status_code == 200, f"{method} userinfo answered {answer.status_code}: {answer.text[:200]}")
        info = answer.json()
        expect(info.get("sub") == "usr_demo-ada" and info.get("email") == DEMO_EMAIL, f"{method} userinfo: {info}")
    status, headers, _ = http_request("GET", url, headers={"Authorization": "Bearer not-a-token"})
    expect(status == 401, f"userinfo with a made-up token answered {status}")
    # OpenID Connect Core §5.3.3 answers userinfo's errors as RFC 6750 §3 does, in this field.
    challenge = headers.get("www-authenticate", "")
    expect(challenge.startswith("Bearer") and 'error="invalid_token"' in challenge,
           f"userinfo's 401 has WWW-Authenticate {challenge!r}, not Bearer with error=\"invalid_token\"")
    passed("userinfo (GET and POST): the demo account's sub and email; a made-up token is 401 with a Bearer challenge")


def refused_refresh(client, metadata, refresh_token):
    """The error the token endpoint gives `refresh_token`, or a failure if it renewed it."""
    from authlib.integrations.base_client.errors import OAuthError

    try:
        client.refresh_token(endpoint(metadata, "token_endpoint"), refresh_token=refresh_token)
    except OAuthError as error:
        return error.error
    raise CheckFailed("a refresh token that should be refused renewed the session")


def check_refresh(metadata, flow, client_id):
    client, token, _ = flow
    first = token["refresh_token"]
    renewed = client.refresh_token(endpoint(metadata, "token_endpoint"), refresh_token=first)
    expect(renewed.get("refresh_token") and renewed["refresh_token"] != first, "refresh did not rotate the refresh token")
    expect(renewed.get("access_token") and renewed["access_token"] != token["access_token"], "refresh gave no new access token")
    again = client.refresh_token(endpoint(metadata, "token_endpoint"), refresh_token=renewed["refresh_token"])
    expect(again.get("refresh_token") not in (None, first, renewed["refresh_token"]), "the second refresh did not rotate")
    error = refused_refresh(client, metadata, first)
    expect(error == "invalid_grant", f"the rotated refresh token's reuse answered {error}")
    error = refused_refresh(client, metadata, again["refresh_token"])
    expect(error == "invalid_grant", f"after a reuse, the latest refresh token still renews ({error})")
    passed(f"refresh as {client_id}: rotated twice; the first refresh token is invalid_grant after, "
           "and its reuse ends the latest one too")


def introspect(metadata, secret, token_value):
    from authlib.integrations.requests_client import OAuth2Session

    resource_server = OAuth2Session(CONFIDENTIAL_CLIENT, secret, token_endpoint_auth_method="client_secret_basic",
                                    default_timeout=REQUEST_TIMEOUT)
    answer = resource_server.introspect_token(endpoint(metadata, "introspection_endpoint"), token=token_value)
    expect(answer.status_code == 200, f"introspection answered {answer.status_code}: {answer.text[:200]}")
    return answer.json()


def check_introspection(metadata, secret, flow, client_id):
    _, token, _ = flow
    active = introspect(metadata, secret, token["access_token"])
    expect(active.get("active") is True and active.get("sub") == "usr_demo-ada" and active.get("client_id") == client_id,
           f"introspecting a live access token: {active}")
    expect(introspect(metadata, secret, "never-issued") == {"active": False}, "an unknown token does not introspect as {active: false}")
    status, _, _ = http_request("POST", endpoint(metadata, "introspection_endpoint"), {"token": token["access_token"], "client_id": client_id})
    expect(status == 401, f"introspection by a public client answered {status}")
    status, _, _ = http_request("POST", endpoint(metadata, "introspection_endpoint"), {"token": token["access_token"]},
                                headers={"Authorization": "Basic " + base64.b64encode(f"{CONFIDENTIAL_CLIENT}:wrong-secret".encode()).decode()})
    expect(status == 401, f"introspection with a wrong client secret answered {status}")
    passed("introspection by the confidential client: active with sub and client_id, unknown inactive; "
           "a public client and a wrong secret are 401")


def check_revocation(metadata, flow):
    client, token, _ = flow
    url = endpoint(metadata, "revocation_endpoint")
    revoked = client.revoke_token(url, token=token["access_token"], token_type_hint="access_token")
    expect(revoked.status_code == 200, f"revoking the access token answered {revoked.status_code}")
    status, _, _ = http_request("GET", endpoint(metadata, "userinfo_endpoint"),
                                headers={"Authorization": "Bearer " + token["access_token"]})
    expect(status == 401, f"userinfo with a revoked access token answered {status}")
    revoked = client.revoke_token(url, token=token["refresh_token"], token_type_hint="refresh_token")
    expect(revoked.status_code == 200, f"revoking the refresh token answered {revoked.status_code}")
    error = refused_refresh(client, metadata, token["refresh_token"])
    expect(error == "invalid_grant", f"a revoked refresh token answered {error}")
    revoked = client.revoke_token(url, token="never-issued")
    expect(revoked.status_code == 200, f"revoking an unknown token answered {revoked.status_code} (RFC 7009 §2.2: 200)")
    passed("revocation: the access token is 401 at userinfo after, the refresh token refused; an unknown token answers 200")


def check_revoked_introspection(metadata, secret, flow):
    _, token, _ = flow
    for kind in ("access_token", "refresh_token"):
        expect(introspect(metadata, secret, token[kind]) == {"active": False}, f"a revoked {kind} introspects as active")
    passed("introspection after revocation: the access and refresh tokens are inactive")


def with_query(url, **changes):
    """`url` with each query parameter in `changes` set, or removed where its value is None."""
    parts = urllib.parse.urlsplit(url)
    query = [(name, value) for name, value in urllib.parse.parse_qsl(parts.query) if name not in changes]
    query += [(name, value) for name, value in changes.items() if value is not None]
    return urllib.parse.urlunsplit(parts._replace(query=urllib.parse.urlencode(query)))


def check_refusals(metadata, client_id):
    """Bad requests get RFC 6749's answers and change nothing: §5.2 errors at the token endpoint,
    and an authorization request the provider cannot trust is never a login page."""
    token_url = endpoint(metadata, "token_endpoint")

    def token_error(fields, expected, what):
        request = urllib.request.Request(token_url, data=fields.encode(), method="POST",
                                         headers={"Content-Type": "application/x-www-form-urlencoded"})
        try:
            with urllib.request.urlopen(request, timeout=REQUEST_TIMEOUT) as answer:
                raise CheckFailed(f"{what}: answered {answer.status}")
        except urllib.error.HTTPError as answer:
            body = answer.read().decode()
            expect(answer.code in (400, 401), f"{what}: answered {answer.code}")
            expect(json.loads(body).get("error") == expected, f"{what}: answered {body[:200]}, not {expected}")
            expect("no-store" in answer.headers.get("Cache-Control", ""), f"{what}: the error is not Cache-Control: no-store")

    token_error("grant_type=password&username=a&password=b&client_id=" + client_id, "unsupported_grant_type", "the password grant")
    token_error("grant_type=authorization_code&client_id=" + client_id, "invalid_request", "a code exchange without a code")
    token_error("grant_type=authorization_code&grant_type=authorization_code&code=x&client_id=" + client_id,
                "invalid_request", "a repeated grant_type (RFC 6749 §3.2)")
    token_error(f"grant_type=authorization_code&code=made-up&redirect_uri={urllib.parse.quote(REDIRECT_URI)}"
                f"&client_id={client_id}&code_verifier={'v' * 43}", "invalid_grant", "a made-up code")

    client = public_session(client_id, redirect_uri=REDIRECT_URI, code_challenge_method="S256")
    verifier, _ = pkce_pair()
    url, _ = client.create_authorization_url(endpoint(metadata, "authorization_endpoint"), code_verifier=verifier,
                                             nonce=secrets.token_urlsafe(16))
    for name, changed in (("an unknown client", with_query(url, client_id="nobody")),
                          ("a redirect_uri on another host", with_query(url, redirect_uri="http://attacker.example/callback"))):
        status, headers, _ = http_request("GET", changed)
        expect(status == 400 and "location" not in headers, f"{name}: answered {status}, {headers.get('location')!r}")
    status, headers, body = http_request("GET", with_query(url, code_challenge=None, code_challenge_method=None))
    pkce_refused = status in (302, 303) and "error=invalid_request" in headers.get("location", "")
    expect(pkce_refused or (status == 400 and "csrf_token" not in body), f"a request without PKCE answered {status}")

    query = scripted_login(client, url)
    token_error(f"grant_type=authorization_code&code={urllib.parse.quote(query['code'])}"
                f"&redirect_uri={urllib.parse.quote(REDIRECT_URI)}&client_id={client_id}&code_verifier={pkce_pair()[0]}",
                "invalid_grant", "a code with another PKCE verifier")
    passed("refusals: an unknown grant, a missing or repeated parameter, a made-up code and a wrong PKCE verifier "
           "get RFC 6749 §5.2 errors; an unknown client, a foreign redirect_uri and a request without PKCE get no login page")


def check_prompt_none(metadata, client_id):
    """`prompt=none` asks for no page at all (OpenID Connect Core §3.1.2.1): a provider that keeps no
    sign-in session between requests answers every such request with `login_required`."""
    client = public_session(client_id, redirect_uri=REDIRECT_URI, code_challenge_method="S256")
    url, state = client.create_authorization_url(endpoint(metadata, "authorization_endpoint"),
                                                 code_verifier=pkce_pair()[0], prompt="none")
    status, headers, _ = http_request("GET", url)
    expect(status in (302, 303), f"prompt=none answered {status}, not a redirect")
    query = redirect_query(headers.get("location"), REDIRECT_URI)
    expect(query.get("error") == "login_required" and query.get("state") == state, f"prompt=none redirected with {query}")
    passed("prompt=none: a redirect with error=login_required and the state, no login page")


def device_grant(metadata, client_id):
    """The device grant from the device's side and the person's; returns the tokens it ends with."""
    from authlib.integrations.base_client.errors import OAuthError

    device = public_session(client_id)
    answer = device.post(endpoint(metadata, "device_authorization_endpoint"), data={"client_id": client_id, "scope": SCOPE},
                         withhold_token=True)
    expect(answer.status_code == 200, f"device authorization answered {answer.status_code}: {answer.text[:200]}")
    grant = answer.json()
    for field in ("device_code", "user_code", "verification_uri", "expires_in"):
        expect(field in grant, f"the device authorization lacks {field}: {sorted(grant)}")

    def poll():
        return device.fetch_token(endpoint(metadata, "token_endpoint"), grant_type=DEVICE_GRANT,
                                  device_code=grant["device_code"])

    try:
        poll()
    except OAuthError as error:
        expect(error.error == "authorization_pending", f"polling before approval answered {error.error}")
    else:
        raise CheckFailed("the device grant gave tokens before anyone approved it")
    passed(f"device grant as {client_id}: a user code, authorization_pending while nobody approved")

    person = public_session(client_id)
    page = person.get(grant["verification_uri"], allow_redirects=False, withhold_token=True)
    expect(page.status_code == 200, f"the verification page answered {page.status_code}")
    forms = PageForms(page.text)
    expect(not forms.inline_script, "the verification page holds an inline <script>")
    form = next((f for f in forms.forms if f["method"] == "post"), None)
    expect(form is not None, f"no form on the verification page: {page.text[:300]}")
    names = {field["name"] for field in form["inputs"]}
    values = {"user_code": grant["user_code"], "email": DEMO_EMAIL, "password": DEMO_PASSWORD}
    fields = form_fields(form, **{name: value for name, value in values.items() if name in names})
    approve = next((b for b in form["buttons"] if b["name"]), None)
    if approve:
        fields[approve["name"]] = approve["value"]
    approved = person.post(urllib.parse.urljoin(page.url, form["action"] or page.url), data=fields, withhold_token=True)
    expect(approved.status_code == 200, f"approving on the verification page answered {approved.status_code}: {approved.text[:200]}")

    interval = int(grant.get("interval", 5))
    deadline = time.monotonic() + 20
    while True:
        time.sleep(interval)
        try:
            token = poll()
            break
        except OAuthError as error:
            expect(error.error in ("authorization_pending", "slow_down"), f"polling after approval answered {error.error}")
            expect(time.monotonic() < deadline, "no tokens 20 s after the approval")
            interval += 5 if error.error == "slow_down" else 0
    try:
        poll()
    except OAuthError as error:
        expect(error.error in ("invalid_grant", "expired_token"), f"a used device code answered {error.error}")
    else:
        raise CheckFailed("a device code gave tokens twice")
    passed("device grant: approved on the verification page, then tokens; the device code works once")
    return token


def check_device_id_token(keys, metadata, token, client_id, algorithm):
    verified_id_token(keys, metadata["issuer"], token["id_token"], client_id, None, token["access_token"], algorithm)
    passed(f"the device grant's ID token: {algorithm}, verified against the JWKS")


def steps(server, secret):
    import requests
    from authlib.integrations.base_client.errors import OAuthError
    from authlib.jose.errors import JoseError

    refusals = (OAuthError, JoseError, requests.RequestException, ValueError, KeyError)
    try:  # authlib's claim checks raise joserfc's errors since authlib 1.7
        from joserfc.errors import JoseError as ClaimError

        refusals += (ClaimError,)
    except ImportError:
        pass
    metadata = server.discovery()
    parts = Parts(library_errors=refusals)
    parts.run("discovery", lambda: check_discovery(metadata))
    keys = parts.run("JWKS", lambda: fetch_keys(metadata))
    flows = {}
    for algorithm, client_id in ALGORITHM_CLIENTS.items():
        flows[algorithm] = parts.run(f"code flow {algorithm}", lambda client_id=client_id: code_flow(metadata, client_id))
        parts.run(f"ID token {algorithm}", lambda algorithm=algorithm, client_id=client_id: check_id_token(
            keys, metadata, flows[algorithm], client_id, algorithm), needs=("JWKS", f"code flow {algorithm}"))
    parts.run("tampered ID token", lambda: check_tampered(keys, flows["RS256"][1].get("id_token")),
              needs=("JWKS", "ID token RS256"))
    parts.run("userinfo", lambda: check_userinfo(metadata, flows["RS256"]), needs=("code flow RS256",))
    parts.run("introspection", lambda: check_introspection(metadata, secret, flows["RS256"], ALGORITHM_CLIENTS["RS256"]),
              needs=("code flow RS256",))
    parts.run("refresh", lambda: check_refresh(metadata, flows["RS256"], ALGORITHM_CLIENTS["RS256"]), needs=("code flow RS256",))
    parts.run("revocation", lambda: check_revocation(metadata, flows["EdDSA"]), needs=("code flow EdDSA",))
    parts.run("introspection after revocation", lambda: check_revoked_introspection(metadata, secret, flows["EdDSA"]),
              needs=("introspection", "revocation"))
    parts.run("refusals", lambda: check_refusals(metadata, ALGORITHM_CLIENTS["RS256"]))
    parts.run("prompt=none", lambda: check_prompt_none(metadata, ALGORITHM_CLIENTS["RS256"]))
    device = parts.run("device grant", lambda: device_grant(metadata, ALGORITHM_CLIENTS["EdDSA"]))
    parts.run("device grant's ID token", lambda: check_device_id_token(keys, metadata, device, ALGORITHM_CLIENTS["EdDSA"], "EdDSA"),
              needs=("JWKS", "device grant"))
    parts.verdict()


def main():
    if len(sys.argv) > 2:
        raise CheckFailed("usage: scripts/oidc-client-check.py [path/to/viper-auth]")
    try:
        import authlib  # noqa: F401
        import requests  # noqa: F401
    except ImportError as missing:
        skip(f"OpenID client check: Python {missing.name} is not installed (pip install authlib requests)")
    from authlib.deprecate import AuthlibDeprecationWarning

    # authlib.jose still verifies as it always has; its notice about joserfc is not this check's news.
    warnings.filterwarnings("ignore", category=AuthlibDeprecationWarning)
    binary = find_binary(sys.argv[1] if len(sys.argv) == 2 else None)
    secret = secrets.token_urlsafe(32)
    # A temporary file is its owner's alone (mode 0600), as the server asks of a file holding secrets.
    with tempfile.NamedTemporaryFile("w", suffix=".json", prefix="viper-auth-clients-") as clients:
        json.dump(clients_document(secret), clients)
        clients.flush()
        with Server(binary, clients.name) as server:
            try:
                steps(server, secret)
            except CheckFailed as failure:
                raise CheckFailed(f"{failure}\n  server log (last lines): {server.log[-6:]}") from None


if __name__ == "__main__":
    run_checks("OpenID client check (authlib)", main)
