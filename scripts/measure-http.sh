#!/usr/bin/env bash
# Measures the token server over HTTP against nginx on the same machine, in the same run:
#   1. authorized `GET /v1/auth/me` per second with keep-alive (wrk -c 32 -t 2), served by
#      `viper-auth server`, next to nginx serving a static file of the same body size with one
#      worker process and its access log on (both servers write one log line per request);
#      target: at least 0.8 of nginx's rate (the median of the per-round ratios);
#   2. a PIN login over loopback HTTP against the in-process one (EngineBench login-http);
#      target: at most 1.3x.
#
# Usage: scripts/measure-http.sh [SECONDS] [LOGIN_ROUNDS] [RATE_ROUNDS]   (defaults 10, 40, 3)
# Each rate round runs wrk on both servers, one after the other; the machine is shared, so the
# ratio is taken per round and the median reported.
# Needs the Swift toolchain and python3; wrk and nginx when installed (the HTTP rates are skipped
# without them): apt-get install -y wrk nginx   (or: brew install wrk nginx).
# The access token it uses never reaches the terminal or a command line: it is written to a wrk
# script readable by this user only, in a temporary directory removed at the end.
set -euo pipefail

DURATION="${1:-10}"
LOGIN_ROUNDS="${2:-40}"
RATE_ROUNDS="${3:-3}"
CONNECTIONS=32
THREADS=2
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"

WORK="$(mktemp -d /tmp/measure-http-XXXXXX)"
# nginx's workers may run as another user (nobody, when started as root): the static file lives
# in a directory of its own that they can read; the token stays in $WORK, this user's only.
WWW="$(mktemp -d /tmp/measure-http-www-XXXXXX)"
chmod 755 "$WWW"
SERVER_PID=""
NGINX_PID=""
cleanup() {
    [ -n "$SERVER_PID" ] && kill "$SERVER_PID" 2>/dev/null && wait "$SERVER_PID" 2>/dev/null || true
    [ -n "$NGINX_PID" ] && kill "$NGINX_PID" 2>/dev/null && wait "$NGINX_PID" 2>/dev/null || true
    rm -rf "$WORK" "$WWW"
}
trap cleanup EXIT
umask 077

echo "machine: $(nproc) cores, $(uname -sm), $(date -u +%Y-%m-%d)"
echo "building release (viper-auth, EngineBench)..."
swift build -c release --product viper-auth >/dev/null
swift build -c release --product EngineBench >/dev/null
BIN="$(swift build -c release --show-bin-path)"

have() { command -v "$1" >/dev/null 2>&1; }

MISSING=""
have wrk || MISSING="$MISSING wrk"
have nginx || MISSING="$MISSING nginx"

if [ -z "$MISSING" ]; then
    "$BIN/viper-auth" server --listen 127.0.0.1:0 --home "$WORK/home" >"$WORK/server.out" 2>"$WORK/server.log" &
    SERVER_PID=$!
    for _ in $(seq 1 100); do
        [ -s "$WORK/server.out" ] && break
        sleep 0.1
    done
    URL="$(head -n 1 "$WORK/server.out")"
    case "$URL" in
        http://*) ;;
        *) echo "viper-auth server did not print its URL; its log:" >&2; cat "$WORK/server.log" >&2; exit 1 ;;
    esac
    echo "viper-auth server at $URL"

    # A stateless session of the demo account (its password is public, README "Demo accounts")
    # gives an access token in two requests; python3 keeps it out of the terminal.
    python3 - "$URL" "$WORK" "$WWW" <<'PY'
import http.client, json, os, sys, urllib.parse
url, work, www = sys.argv[1], sys.argv[2], sys.argv[3]
parts = urllib.parse.urlsplit(url)
connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=120)
def post(path, body):
    connection.request("POST", path, json.dumps(body), {"Content-Type": "application/json"})
    response = connection.getresponse()
    data = response.read()
    if response.status not in (200, 201):
        sys.exit(f"{path} answered {response.status}")
    return json.loads(data)
ticket = post("/v1/idp/credentials",
              {"email": "ada@viper-auth.example", "password": "analytical-engine", "stateless": True})["ticket"]
token = post("/v1/auth/stateless", {"ticket": ticket})["tokens"]["accessToken"]
connection.request("GET", "/v1/auth/me", headers={"Authorization": "Bearer " + token})
response = connection.getresponse()
body = response.read()
if response.status != 200:
    sys.exit(f"/v1/auth/me answered {response.status}")
descriptor = os.open(os.path.join(work, "me.lua"), os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
with os.fdopen(descriptor, "w") as script:
    script.write('wrk.headers["Authorization"] = "Bearer %s"\n' % token)
static_path = os.path.join(www, "me.json")
with open(static_path, "wb") as static:
    static.write(body)
os.chmod(static_path, 0o644)
print(f"GET /v1/auth/me body: {len(body)} bytes; nginx serves a file of the same size")
PY

    mkdir -p "$WORK/nginx"
    NGINX_PORT="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')"
    cat >"$WORK/nginx/nginx.conf" <<CONF
worker_processes 1;
daemon off;
pid $WORK/nginx/nginx.pid;
error_log $WORK/nginx/error.log;
events { worker_connections 1024; }
http {
    access_log $WORK/nginx/access.log;
    keepalive_requests 1000000;
    client_body_temp_path $WORK/nginx/body;
    proxy_temp_path $WORK/nginx/proxy;
    fastcgi_temp_path $WORK/nginx/fastcgi;
    uwsgi_temp_path $WORK/nginx/uwsgi;
    scgi_temp_path $WORK/nginx/scgi;
    default_type application/json;
    server {
        listen 127.0.0.1:$NGINX_PORT;
        root $WWW;
    }
}
CONF
    nginx -p "$WORK/nginx" -c "$WORK/nginx/nginx.conf" 2>"$WORK/nginx/stderr" &
    NGINX_PID=$!
    for _ in $(seq 1 50); do
        curl -sf "http://127.0.0.1:$NGINX_PORT/me.json" >/dev/null 2>&1 && break
        sleep 0.1
    done

    rate() { awk '/^Requests\/sec:/ { print $2 }' "$1"; }
    echo
    echo "wrk -c $CONNECTIONS -t $THREADS -d ${DURATION}s --latency, keep-alive, $RATE_ROUNDS rounds alternating:"
    RATES=""
    for round in $(seq 1 "$RATE_ROUNDS"); do
        wrk -c "$CONNECTIONS" -t "$THREADS" -d "${DURATION}s" --latency -s "$WORK/me.lua" "$URL/v1/auth/me" >"$WORK/viper.txt"
        wrk -c "$CONNECTIONS" -t "$THREADS" -d "${DURATION}s" --latency "http://127.0.0.1:$NGINX_PORT/me.json" >"$WORK/nginx.txt"
        for name in viper nginx; do
            if grep -q 'Non-2xx' "$WORK/$name.txt"; then
                echo "$name answered errors:" >&2
                cat "$WORK/$name.txt" >&2
                exit 1
            fi
        done
        VIPER_RATE="$(rate "$WORK/viper.txt")"
        NGINX_RATE="$(rate "$WORK/nginx.txt")"
        echo "round $round: viper-auth server GET /v1/auth/me $VIPER_RATE req/s (p50 $(awk '/^ +50%/ { print $2 }' "$WORK/viper.txt"), p99 $(awk '/^ +99%/ { print $2 }' "$WORK/viper.txt")); nginx, a static file of the same size, $NGINX_RATE req/s (p50 $(awk '/^ +50%/ { print $2 }' "$WORK/nginx.txt"), p99 $(awk '/^ +99%/ { print $2 }' "$WORK/nginx.txt"))"
        RATES="$RATES $VIPER_RATE/$NGINX_RATE"
    done
    python3 - $RATES <<'PY'
import statistics, sys
pairs = [tuple(float(x) for x in arg.split("/")) for arg in sys.argv[1:]]
ratios = [viper / nginx for viper, nginx in pairs]
median = statistics.median(ratios)
print(f"viper-auth / nginx per round: {', '.join(f'{r:.2f}' for r in ratios)}; median {median:.2f} (1/{1 / median:.2f})")
print(f"target >= 0.8: {'met' if median >= 0.8 else 'NOT met'}")
PY
    kill "$SERVER_PID" "$NGINX_PID"
    wait "$SERVER_PID" 2>/dev/null || true
    wait "$NGINX_PID" 2>/dev/null || true
    SERVER_PID=""
    NGINX_PID=""
else
    echo "skipping the HTTP rates: not installed:$MISSING"
    echo "  install with: apt-get install -y wrk nginx   (or: brew install wrk nginx)"
fi

echo
"$BIN/EngineBench" login-http "$LOGIN_ROUNDS"
