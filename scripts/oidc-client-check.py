#!/usr/bin/env python3
"""The OpenID provider checked by a client library nobody here wrote: Python's authlib (issue 32, Tests).

Starts `viper-auth server` on a free loopback port in a temporary home, with a `--clients` file
registering a public client per ID-token algorithm (`RS256`, `EdDSA`) and a confidential one for
introspection, and then, with authlib's OAuth 2.0 session and its JOSE and OpenID Connect claim
checks: discovery; the code flow with PKCE S256 for each algorithm (the login form posted as a
browser posts it, no browser needed); the ID token verified against the JWKS (signature, `kid`,
`iss`, `aud`, `exp`, `iat`, `nonce`, `at_hash`), and a tampered one refused; userinfo; refresh
with rotation (the old refresh token refused after); introspection by the confidential client;
revocation (RFC 7009); the device grant (RFC 8628: `authorization_pending` while waiting, approval
on the verification page, then tokens).

    scripts/oidc-client-check.py [path/to/viper-auth]     # default: .build/debug, else .build/release

Exit status 0 when every step holds, 1 with a FAIL line naming the step that did not; 0 with a
`SKIPPED:` line when authlib is not installed (`pip install authlib requests`).
"""

import base64
import json
import os
import secrets
import sys
import tempfile
import time
import urllib.parse
import warnings

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from oidc_check_support import (  # noqa: E402
    DEMO_EMAIL, DEMO_PASSWORD, CheckFailed, PageForms, Server, decode_jwt_part, expect, find_binary, form_fields,
    http_request, left_half_hash, passed, pkce_pair, redirect_query, run_checks, skip)

# The clients this check registers: one per ID-token algorithm, and one that may introspect.
REDIRECT_URI = "http://127.0.0.1/callback"
ALGORITHM_CLIENTS = {"RS256": "check-rs256", "EdDSA": "check-eddsa"}
CONFIDENTIAL_CLIENT = "check-resource-server"


def clients_document(secret):
    """The `--clients` file (RFC 7591's field names): a public client per algorithm with every
    grant the server has, and a confidential client holding `secret`."""
    clients = [
        {"client_id": client_id, "redirect_uris": [REDIRECT_URI], "id_token_signed_response_alg": algorithm}
        for algorithm, client_id in ALGORITHM_CLIENTS.items()
    ]
    clients.append({"client_id": CONFIDENTIAL_CLIENT, "client_secret": secret, "redirect_uris": [REDIRECT_URI]})
    return {"clients": clients}


def scripted_login(session, authorize_url, redirect_uri):
    """Signs in on the login page as a browser without JavaScript does: GET the page, POST its form
    with the hidden fields as they are; returns the query of the redirect it answers with."""
    response = session.get(authorize_url, allow_redirects=False)
    expect(response.status_code == 200, f"GET the authorize URL answered {response.status_code}: {response.text[:200]}")
    form = PageForms(response.text).form_posting_to("/oauth2/authorize")
    fields = form_fields(form, email=DEMO_EMAIL, password=DEMO_PASSWORD, action="sign-in")
    answer = session.post(urllib.parse.urljoin(response.url, form["action"]), data=fields, allow_redirects=False)
    expect(answer.status_code in (302, 303), f"posting the login form answered {answer.status_code}: {answer.text[:200]}")
    return redirect_query(answer.headers.get("Location"), redirect_uri)


class Provider:
    """What every step needs: the server, its metadata, its keys, and authlib's JOSE."""

    def __init__(self, server, metadata):
        from authlib.jose import JsonWebKey, JsonWebToken
        from authlib.oidc.core import CodeIDToken

        self.server, self.metadata = server, metadata
        self.id_token_class = CodeIDToken
        self.jwt = JsonWebToken(["RS256", "EdDSA"])
        import requests

        jwks = requests.get(metadata["jwks_uri"], timeout=30).json()
        self.jwks = jwks
        self.keys = JsonWebKey.import_key_set(jwks)

    def verified_id_token(self, id_token, client_id, nonce, access_token, algorithm):
        """The ID token's claims once authlib has checked its signature against the JWKS and its
        claims the way OpenID Connect Core §3.1.3.7 says a client must."""
        header = decode_jwt_part(id_token, 0)
        expect(header.get("alg") == algorithm, f"{client_id}'s ID token is signed {header.get('alg')!r}, not {algorithm}")
        expect(any(key.get("kid") == header.get("kid") for key in self.jwks["keys"]),
               f"the ID token's kid {header.get('kid')!r} is not in the JWKS")
        options = {"iss": {"essential": True, "value": self.server.url},
                   "aud": {"essential": True, "value": client_id}, "at_hash": {"essential": True}}
        if nonce is not None:
            options["nonce"] = {"essential": True}
        claims = self.jwt.decode(
            id_token, self.keys, claims_cls=self.id_token_class, claims_options=options,
            claims_params={"nonce": nonce, "client_id": client_id, "access_token": access_token})
        claims.validate(leeway=5)
        expect(claims["at_hash"] == left_half_hash(access_token, algorithm), "at_hash is not the access token's")
        expect("auth_time" in claims, "the ID token has no auth_time")
        return claims


def check_discovery(metadata):
    for field in ("authorization_endpoint", "token_endpoint", "jwks_uri", "userinfo_endpoint",
                  "revocation_endpoint", "introspection_endpoint", "device_authorization_endpoint"):
        expect(str(metadata.get(field, "")).startswith(metadata["issuer"] + "/"), f"discovery's {field} is {metadata.get(field)!r}")
    expect(metadata.get("response_types_supported") == ["code"], f"response_types_supported {metadata.get('response_types_supported')}")
    expect(metadata.get("code_challenge_methods_supported") == ["S256"], "code_challenge_methods_supported is not [S256]")
    expect("none" in metadata.get("token_endpoint_auth_methods_supported", []), "public clients (none) not supported")
    expect({"RS256", "EdDSA"} <= set(metadata.get("id_token_signing_alg_values_supported", [])),
           f"id_token_signing_alg_values_supported {metadata.get('id_token_signing_alg_values_supported')}")
    grants = set(metadata.get("grant_types_supported", []))
    expect({"authorization_code", "refresh_token", "urn:ietf:params:oauth:grant-type:device_code"} <= grants,
           f"grant_types_supported {sorted(grants)}")
    expect("openid" in metadata.get("scopes_supported", []), "scopes_supported lacks openid")


def check_jwks(jwks):
    private = {"d", "p", "q", "dp", "dq", "qi", "oth", "k"}
    kinds = set()
    for key in jwks.get("keys", []):
        expect(key.get("kid"), f"a JWKS key without kid: {sorted(key)}")
        expect(not private.intersection(key), f"the JWKS publishes private parts of {key.get('kid')}: {sorted(private.intersection(key))}")
        if key.get("kty") == "RSA":
            bits = len(base64.urlsafe_b64decode(key["n"] + "=" * (-len(key["n"]) % 4))) * 8
            expect(bits >= 2048, f"RSA key {key['kid']} has a {bits}-bit modulus")
            kinds.add("RS256")
        elif key.get("kty") == "OKP" and key.get("crv") == "Ed25519":
            kinds.add("EdDSA")
    expect(kinds == {"RS256", "EdDSA"}, f"the JWKS holds keys for {sorted(kinds)}, not RS256 and EdDSA")


def code_flow(provider, client_id, algorithm):
    """Signs in as `client_id` through authlib's OAuth2Session; returns the session and its tokens."""
    from authlib.integrations.requests_client import OAuth2Session

    metadata = provider.metadata
    client = OAuth2Session(client_id, token_endpoint_auth_method="none", redirect_uri=REDIRECT_URI,
                           scope="openid profile email", code_challenge_method="S256")
    verifier, _ = pkce_pair()
    nonce = secrets.token_urlsafe(16)
    url, state = client.create_authorization_url(metadata["authorization_endpoint"], code_verifier=verifier, nonce=nonce)
    query = scripted_login(client, url, REDIRECT_URI)
    expect(query.get("state") == state and "code" in query, f"the login's redirect carries {sorted(query)}")
    response = f"{REDIRECT_URI}?{urllib.parse.urlencode(query)}"
    token = client.fetch_token(metadata["token_endpoint"], authorization_response=response, code_verifier=verifier, state=state)
    claims = provider.verified_id_token(token["id_token"], client_id, nonce, token["access_token"], algorithm)
    passed(f"code flow with PKCE as {client_id}: ID token {algorithm}, verified against the JWKS "
           f"(sub {claims['sub']}, nonce, at_hash, iss, aud, exp)")
    return client, token, claims


def check_tampered(provider, token):
    from authlib.jose.errors import JoseError

    header, payload, signature = token["id_token"].split(".")
    claims = decode_jwt_part(token["id_token"], 1)
    claims["sub"] = "usr_someone-else"
    forged = json.dumps(claims, separators=(",", ":")).encode()
    forged_payload = base64.urlsafe_b64encode(forged).rstrip(b"=").decode()
    try:
        provider.jwt.decode(f"{header}.{forged_payload}.{signature}", provider.keys)
    except JoseError:
        return
    raise CheckFailed("an ID token with a changed sub still verified")


def check_userinfo(provider, client, token, claims):
    endpoint = provider.metadata["userinfo_endpoint"]
    for method in ("GET", "POST"):
        answer = client.request(method, endpoint, token=token)
        expect(answer.status_code == 200, f"{method} userinfo answered {answer.status_code}: {answer.text[:200]}")
        info = answer.json()
        expect(info.get("sub") == claims["sub"] and info.get("email") == DEMO_EMAIL, f"{method} userinfo: {info}")
    status, _, _ = http_request("GET", endpoint, headers={"Authorization": "Bearer not-a-token"})
    expect(status == 401, f"userinfo with a made-up token answered {status}")
    passed("userinfo (GET and POST): the ID token's sub and the email; a made-up token is 401")


def check_refresh(provider, client, token, client_id, algorithm):
    from authlib.integrations.base_client.errors import OAuthError

    endpoint = provider.metadata["token_endpoint"]
    old = token["refresh_token"]
    renewed = client.refresh_token(endpoint, refresh_token=old)
    expect(renewed.get("refresh_token") and renewed["refresh_token"] != old, "refresh did not rotate the refresh token")
    expect(renewed.get("access_token") and renewed["access_token"] != token["access_token"], "refresh gave no new access token")
    try:
        client.refresh_token(endpoint, refresh_token=old)
    except OAuthError as error:
        expect(error.error == "invalid_grant", f"the rotated refresh token's reuse answered {error.error}")
    else:
        raise CheckFailed("the rotated refresh token was accepted again")
    passed(f"refresh as {client_id}: a new access and refresh token; the old refresh token is invalid_grant after")
    return renewed


def introspect(provider, secret, token_value):
    from authlib.integrations.requests_client import OAuth2Session

    resource_server = OAuth2Session(CONFIDENTIAL_CLIENT, secret, token_endpoint_auth_method="client_secret_basic")
    answer = resource_server.introspect_token(provider.metadata["introspection_endpoint"], token=token_value)
    expect(answer.status_code == 200, f"introspection answered {answer.status_code}: {answer.text[:200]}")
    return answer.json()


def check_introspection_and_revocation(provider, secret, client, token, claims, client_id):
    endpoint = provider.metadata["introspection_endpoint"]
    active = introspect(provider, secret, token["access_token"])
    expect(active.get("active") is True and active.get("sub") == claims["sub"] and active.get("client_id") == client_id,
           f"introspecting a live access token: {active}")
    status, _, _ = http_request("POST", endpoint, {"token": token["access_token"], "client_id": client_id})
    expect(status == 401, f"introspection by the public client answered {status}")
    passed("introspection by the confidential client: active, with sub and client_id; a public client is refused (401)")

    from authlib.integrations.base_client.errors import OAuthError

    revoked = client.revoke_token(provider.metadata["revocation_endpoint"], token=token["refresh_token"],
                                  token_type_hint="refresh_token")
    expect(revoked.status_code == 200, f"revoking the refresh token answered {revoked.status_code}")
    try:
        client.refresh_token(provider.metadata["token_endpoint"], refresh_token=token["refresh_token"])
    except OAuthError as error:
        expect(error.error == "invalid_grant", f"a revoked refresh token answered {error.error}")
    else:
        raise CheckFailed("a revoked refresh token still refreshed")
    expect(introspect(provider, secret, token["refresh_token"]).get("active") is False, "a revoked refresh token introspects active")
    revoked = client.revoke_token(provider.metadata["revocation_endpoint"], token="never-issued")
    expect(revoked.status_code == 200, f"revoking an unknown token answered {revoked.status_code} (RFC 7009 §2.2: 200)")
    passed("revocation: the refresh token refused after, introspected inactive; an unknown token answers 200")


def check_device_grant(provider, client_id, algorithm):
    from authlib.integrations.base_client.errors import OAuthError
    from authlib.integrations.requests_client import OAuth2Session

    metadata = provider.metadata
    device = OAuth2Session(client_id, token_endpoint_auth_method="none", scope="openid profile email")
    answer = device.post(metadata["device_authorization_endpoint"], data={"client_id": client_id, "scope": "openid profile email"})
    expect(answer.status_code == 200, f"device authorization answered {answer.status_code}: {answer.text[:200]}")
    grant = answer.json()
    for field in ("device_code", "user_code", "verification_uri", "expires_in"):
        expect(field in grant, f"the device authorization lacks {field}: {sorted(grant)}")
    grant_type = "urn:ietf:params:oauth:grant-type:device_code"

    def poll():
        return device.fetch_token(metadata["token_endpoint"], grant_type=grant_type, device_code=grant["device_code"],
                                  client_id=client_id)

    try:
        poll()
    except OAuthError as error:
        expect(error.error == "authorization_pending", f"polling before approval answered {error.error}")
    else:
        raise CheckFailed("the device grant gave tokens before anyone approved it")
    passed(f"device grant as {client_id}: user code {grant['user_code']!r}, authorization_pending while waiting")

    page = device.get(grant["verification_uri"], allow_redirects=False)
    expect(page.status_code == 200, f"the verification page answered {page.status_code}")
    forms = PageForms(page.text)
    expect(not forms.inline_script, "the verification page holds an inline <script>")
    form = next((f for f in forms.forms if f["method"] == "post"), None)
    expect(form is not None, f"no form on the verification page: {page.text[:300]}")
    names = {field["name"] for field in form["inputs"]}
    approve = next((b for b in form["buttons"] if b["name"]), None)
    values = {"user_code": grant["user_code"], "email": DEMO_EMAIL, "password": DEMO_PASSWORD}
    fields = form_fields(form, **{name: value for name, value in values.items() if name in names})
    if approve:
        fields[approve["name"]] = approve["value"]
    approved = device.post(urllib.parse.urljoin(page.url, form["action"] or page.url), data=fields, allow_redirects=False)
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
    provider.verified_id_token(token["id_token"], client_id, None, token["access_token"], algorithm)
    try:
        poll()
    except OAuthError as error:
        expect(error.error in ("invalid_grant", "expired_token"), f"a used device code answered {error.error}")
    else:
        raise CheckFailed("a device code gave tokens twice")
    passed("device grant: approved on the verification page, then tokens (ID token verified); the device code works once")


def main():
    if len(sys.argv) > 2:
        raise CheckFailed("usage: scripts/oidc-client-check.py [path/to/viper-auth]")
    try:
        import authlib  # noqa: F401
        import requests  # noqa: F401
    except ImportError as missing:
        skip(f"OpenID client check: Python {missing.name} is not installed (pip install authlib requests)")
    warnings.filterwarnings("ignore", message=".*authlib.jose module is deprecated.*")
    binary = find_binary(sys.argv[1] if len(sys.argv) == 2 else None)
    secret = secrets.token_urlsafe(32)
    with tempfile.NamedTemporaryFile("w", suffix=".json", prefix="viper-auth-clients-") as clients:
        json.dump(clients_document(secret), clients)
        clients.flush()
        with Server(binary, clients.name) as server:
            try:
                steps(server, secret)
            except CheckFailed as failure:
                raise CheckFailed(f"{failure}\n  server log (last lines): {server.log[-6:]}") from None


def steps(server, secret):
    from authlib.integrations.base_client.errors import OAuthError
    from authlib.jose.errors import JoseError

    try:
        metadata = server.discovery()
        check_discovery(metadata)
        passed("discovery: issuer, every endpoint, code + PKCE S256, RS256 and EdDSA, the three grants")
        provider = Provider(server, metadata)
        check_jwks(provider.jwks)
        passed(f"JWKS: {len(provider.jwks['keys'])} public keys with kid, RSA ≥ 2048 bits and Ed25519, no private parts")
        sessions = {algorithm: code_flow(provider, client_id, algorithm) for algorithm, client_id in ALGORITHM_CLIENTS.items()}
        client, token, claims = sessions["RS256"]
        check_tampered(provider, token)
        passed("an ID token with a changed claim is refused by the signature check")
        check_userinfo(provider, client, token, claims)
        for algorithm, (client, token, claims) in sessions.items():
            renewed = check_refresh(provider, client, token, ALGORITHM_CLIENTS[algorithm], algorithm)
        check_introspection_and_revocation(provider, secret, client, renewed, claims, ALGORITHM_CLIENTS["EdDSA"])
        check_device_grant(provider, ALGORITHM_CLIENTS["EdDSA"], "EdDSA")
    except (OAuthError, JoseError) as error:
        raise CheckFailed(f"authlib refused: {type(error).__name__}: {error}") from None


if __name__ == "__main__":
    run_checks("OpenID client check (authlib)", main)
