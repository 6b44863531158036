#!/usr/bin/env bash
# Builds the fuzz targets of Fuzz/ with libFuzzer and AddressSanitizer and runs each for a while.
#
#   scripts/fuzz.sh [TARGET…] [--seconds N] [--build-only] [--list]
#
# With no TARGET, every file of Fuzz/Targets is one. Each target runs N seconds (default 10) on a
# fresh copy of its seeds (Fuzz/Corpus/TARGET) with its dictionary (Fuzz/Dictionaries), and prints
# its executions, coverage and corpus size. Exits non-zero when a target crashes or breaks its
# invariant, leaks, takes more than 1 s on one input, runs out of memory, or fuzzes blind: the
# coverage counters libFuzzer loads must include the engine's, and the corpus must grow from the
# seeds. Exits 77 when this toolchain cannot build with the fuzzer.
#
# "Include the engine's" is measured: the engine library's own counters are counted when it is
# built, and a target must load at least half of them (the linker drops the code no target
# reaches; a target whose engine is not instrumented loads only its own few hundred).
#
# The engine is compiled by swiftc directly, not by SwiftPM: one library module built with
# coverage instrumentation and `-enable-testing` (the targets read `internal` parsers through
# `@testable import`), and each target a module of its own linked against it. docs/FUZZING.md
# says why, and what each target checks.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

seconds=10
build_only=false
targets=()
while [[ $# -gt 0 ]]; do
    case "$1" in
    --seconds) seconds="$2"; shift 2 ;;
    --seconds=*) seconds="${1#--seconds=}"; shift ;;
    --build-only) build_only=true; shift ;;
    --list) for file in Fuzz/Targets/*.swift; do basename "$file" .swift; done; exit 0 ;;
    -*) echo "fuzz.sh: unknown option $1" >&2; exit 2 ;;
    *) targets+=("$1"); shift ;;
    esac
done
if [[ ${#targets[@]} -eq 0 ]]; then
    for file in Fuzz/Targets/*.swift; do targets+=("$(basename "$file" .swift)"); done
fi
for target in "${targets[@]}"; do
    [[ -f "Fuzz/Targets/$target.swift" ]] || { echo "fuzz.sh: no target $target in Fuzz/Targets" >&2; exit 2; }
done

out=.build-fuzz
mkdir -p "$out/bin" "$out/engine"
engine=$out/engine
coverage=(-sanitize=fuzzer,address -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp)
common=(-swift-version 6 -O -parse-as-library -package-name viper_auth -enable-upcoming-feature NonisolatedNonsendingByDefault)

# A one-line program tells whether this toolchain links libFuzzer at all.
probe=$out/probe.swift
printf '@_cdecl("LLVMFuzzerTestOneInput") func f(_ d: UnsafePointer<UInt8>?, _ n: Int) -> Int32 { 0 }\n' >"$probe"
if ! swiftc "${common[@]}" "${coverage[@]}" "$probe" -o "$out/probe" >"$out/probe.log" 2>&1; then
    echo "fuzz: skipped — this toolchain cannot build with -sanitize=fuzzer ($(head -n 1 "$out/probe.log"))"
    exit 77
fi

# Rebuilds `$1` when any of the remaining paths is newer.
stale() {
    local product=$1
    shift
    [[ ! -e "$product" ]] || [[ -n "$(find "$@" -newer "$product" -print -quit)" ]]
}

engine_sources=()
while IFS= read -r file; do engine_sources+=("$file"); done < <(
    find Sources/AuthEngine -name '*.swift' -not -path 'Sources/AuthEngine/SHAExtensions/*' | sort)
# The flags are kept beside the library: a change of them rebuilds it, as a change of a source does.
flags="${common[*]} ${coverage[*]}"
if stale "$engine/libAuthEngine.a" Sources/AuthEngine || [[ "$(cat "$engine/flags" 2>/dev/null)" != "$flags" ]]; then
    echo "fuzz: building the engine with coverage and AddressSanitizer (a few minutes)"
    # The SHA-instruction code is built with its own flags, as Package.swift builds it.
    swiftc "${common[@]}" -module-name AuthEngineSHAExtensions -wmo -Xcc -msha -Xcc -msse4.1 \
        -sanitize=address -emit-module -emit-module-path "$engine/AuthEngineSHAExtensions.swiftmodule" \
        -c Sources/AuthEngine/SHAExtensions/*.swift -o "$engine/AuthEngineSHAExtensions.o"
    swiftc "${common[@]}" "${coverage[@]}" -module-name AuthEngine -wmo -num-threads 2 -enable-testing \
        -I "$engine" -emit-module -emit-module-path "$engine/AuthEngine.swiftmodule" \
        -emit-library -static -o "$engine/libAuthEngine.a" "${engine_sources[@]}"
    # The engine's own coverage counters: a target must load at least these many.
    size -A "$engine/libAuthEngine.a" | awk '/__sancov_cntrs/ { total += $2 } END { print total }' \
        >"$engine/counters"
    echo "$flags" >"$engine/flags"
fi
engine_counters=$(cat "$engine/counters")

for target in "${targets[@]}"; do
    binary=$out/bin/$target
    if stale "$binary" "Fuzz/Targets/$target.swift" Fuzz/Support "$engine/libAuthEngine.a"; then
        echo "fuzz: building $target"
        swiftc "${common[@]}" "${coverage[@]}" -module-name FuzzTarget -I "$engine" -use-ld=lld \
            Fuzz/Support/*.swift "Fuzz/Targets/$target.swift" \
            "$engine/libAuthEngine.a" "$engine/AuthEngineSHAExtensions.o" -o "$binary"
    fi
done
$build_only && exit 0

# Leaks are reported except the allocations of process-lifetime statics listed there.
export LSAN_OPTIONS="suppressions=$PWD/scripts/lsan.supp:print_suppressions=0"
failed=()
for target in "${targets[@]}"; do
    work=$out/corpus/$target
    artifacts=$out/artifacts/$target
    rm -rf "$work"
    mkdir -p "$work" "$artifacts"
    seeds=Fuzz/Corpus/$target
    seed_count=$(find "$seeds" -type f 2>/dev/null | wc -l)
    options=(-max_total_time="$seconds" -timeout=1 -rss_limit_mb=2048 -malloc_limit_mb=1024
        -print_final_stats=1 -artifact_prefix="$artifacts/")
    [[ -f "Fuzz/Dictionaries/$target.dict" ]] && options+=(-dict="Fuzz/Dictionaries/$target.dict")
    if [[ -f "Fuzz/Options/$target" ]]; then
        read -r -a extra <"Fuzz/Options/$target" || true
        options+=("${extra[@]}")
    fi
    log=$out/$target.log
    status=0
    "$out/bin/$target" "${options[@]}" "$work" "$seeds" >"$log" 2>&1 || status=$?

    counters=$(sed -n 's/.*Loaded [0-9]* modules *(\([0-9]*\) inline 8-bit counters).*/\1/p' "$log" | head -n 1)
    executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    start=$(grep -m 1 'INITED' "$log" || true)
    last=$(grep -E '^#[0-9]+' "$log" | tail -n 1 || true)
    field() { sed -n "s/.* $1: \([0-9]*\).*/\1/p" <<<"$2"; }
    new_inputs=$(grep -cE '^#[0-9]+[[:space:]]+NEW ' "$log" || true)
    printf '%-18s %10s executions  coverage %5s → %5s  corpus %3s seeds → %4s inputs  (%s counters loaded)\n' \
        "$target" "${executions:-?}" "$(field cov "$start")" "$(field cov "$last")" "$seed_count" \
        "$(field corp "$last")" "${counters:-no}"

    problem=""
    if [[ $status -ne 0 ]]; then
        problem="libFuzzer exited with $status: $(grep -m 1 -E 'ERROR|Fatal error|==[0-9]+==' "$log" || true)"
    elif [[ -z "$counters" || "$counters" -lt $((engine_counters / 2)) ]]; then
        problem="blind: ${counters:-no} coverage counters loaded; the engine has $engine_counters"
    elif [[ "$new_inputs" -eq 0 ]]; then
        problem="blind: the corpus did not grow from its $seed_count seeds"
    fi
    if [[ -n "$problem" ]]; then
        echo "  FAILED $target: $problem"
        echo "  log: $log; inputs kept in $artifacts/"
        failed+=("$target")
    fi
done

if [[ ${#failed[@]} -gt 0 ]]; then
    echo "fuzz: ${#failed[@]} of ${#targets[@]} targets failed: ${failed[*]}"
    exit 1
fi
echo "fuzz: ${#targets[@]} targets ran ${seconds} s each; no crash, leak, time-out or blind run"
