#!/usr/bin/env bash
# Runs the whole test suite under a sanitizer, in a build folder of its own.
#
#   scripts/sanitize.sh address [swift test options…]
#
# AddressSanitizer with leak detection on: what lives as long as the process by design (Swift's
# one-time initializers, the signal handlers' records, XCTest's runner) is named in
# scripts/lsan.supp with the reason; any other leak fails the run, as does any memory error.
# ThreadSanitizer is not offered here: docs/FUZZING.md ("Sanitizers") says why and what checks
# data races instead.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

sanitizer=${1:-}
shift || true
case "$sanitizer" in
address) ;;
thread)
    echo "sanitize.sh: ThreadSanitizer is not run; see docs/FUZZING.md, \"Sanitizers\"" >&2
    exit 2
    ;;
*)
    echo "usage: scripts/sanitize.sh address [swift test options…]" >&2
    exit 2
    ;;
esac

export ASAN_OPTIONS="detect_leaks=1:abort_on_error=0:strict_string_checks=1:detect_stack_use_after_return=1"
# The table of suppressions used would be printed to standard error, which the end-to-end tests
# compare with what the app writes there; a leak not set aside is printed whole all the same.
export LSAN_OPTIONS="suppressions=$PWD/scripts/lsan.supp:print_suppressions=0"
# The end-to-end tests run the built app and the storage tests run helper processes: they are
# built with AddressSanitizer too and inherit these options.
swift test --sanitize=address --scratch-path .build-asan "$@"
