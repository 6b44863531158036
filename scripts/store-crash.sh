#!/usr/bin/env bash
# Runs the server store's kill -9 test with more random kills than `swift test` does (150):
#   scripts/store-crash.sh [ROUNDS]    (default 2000)
set -euo pipefail
cd "$(dirname "$0")/.."
VIPER_AUTH_STORE_CRASH_ROUNDS="${1:-2000}" swift test --filter ServerStoreCrashTests
