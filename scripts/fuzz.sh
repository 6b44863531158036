#!/usr/bin/env bash
# Builds the fuzz targets of Fuzz/ with libFuzzer and AddressSanitizer and runs each for a while.
#
#   scripts/fuzz.sh [TARGET…] [--seconds N] [--runs R] [--timeout S] [--build-only] [--list]
#
# With no TARGET, every file of Fuzz/Targets and Fuzz/AppTargets is one. Each target runs N seconds
# (default 10), or until it has run R inputs if that comes first, on a fresh copy of its seeds (Fuzz/Corpus/TARGET) with its dictionary
# (Fuzz/Dictionaries), and prints its executions, coverage, corpus size and slowest input. Exits
# non-zero when a target crashes or breaks its invariant, leaks, takes more than S seconds
# (default 1) on one input, runs out of memory, or fuzzes blind. Exits 77 when this toolchain
# cannot build with the fuzzer.
#
# Blind is measured, not assumed: the engine library's coverage counters are counted when it is
# built, and a target must load at least half of them (the linker drops the code no target
# reaches; a target whose engine is not instrumented loads only its own few hundred); and the
# corpus must grow from the seeds, which needs coverage feedback.
#
# The engine is compiled by swiftc directly, not by SwiftPM: one library module built with
# coverage instrumentation and `-enable-testing` (the targets read `internal` parsers through
# `@testable import`), and every target compiled into one binary linked against it, which runs the
# target `FUZZ_TARGET` names. docs/FUZZING.md says why, and what each target checks.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

seconds=10
runs=-1
timeout=1
build_only=false
targets=()
while [[ $# -gt 0 ]]; do
    case "$1" in
    --seconds) seconds="$2"; shift 2 ;;
    --seconds=*) seconds="${1#--seconds=}"; shift ;;
    --runs) runs="$2"; shift 2 ;;
    --runs=*) runs="${1#--runs=}"; shift ;;
    --timeout) timeout="$2"; shift 2 ;;
    --timeout=*) timeout="${1#--timeout=}"; shift ;;
    --build-only) build_only=true; shift ;;
    --list) for file in Fuzz/Targets/*.swift Fuzz/AppTargets/*.swift; do basename "$file" .swift; done; exit 0 ;;
    -*) echo "fuzz.sh: unknown option $1" >&2; exit 2 ;;
    *) targets+=("$1"); shift ;;
    esac
done
if [[ ${#targets[@]} -eq 0 ]]; then
    for file in Fuzz/Targets/*.swift Fuzz/AppTargets/*.swift; do targets+=("$(basename "$file" .swift)"); done
fi
for target in "${targets[@]}"; do
    [[ -f "Fuzz/Targets/$target.swift" || -f "Fuzz/AppTargets/$target.swift" ]] ||
        { echo "fuzz.sh: no target $target in Fuzz/Targets or Fuzz/AppTargets" >&2; exit 2; }
done
# A target missing from the binary's table would build and never run.
for file in Fuzz/Targets/*.swift Fuzz/AppTargets/*.swift; do
    grep -q "^    \"$(basename "$file" .swift)\": " Fuzz/Support/Targets.swift ||
        { echo "fuzz.sh: $file is not listed in Fuzz/Support/Targets.swift" >&2; exit 2; }
done

out=.build-fuzz
mkdir -p "$out/bin" "$out/engine"
engine=$out/engine
coverage=(-sanitize=fuzzer,address -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp)
common=(-swift-version 6 -O -parse-as-library -package-name viper_auth -enable-upcoming-feature NonisolatedNonsendingByDefault)

# A one-line program tells whether this toolchain links libFuzzer at all.
probe=$out/probe-$$
trap 'rm -f "$probe" "$probe.swift" "$probe.log"' EXIT
printf '@_cdecl("LLVMFuzzerTestOneInput") func f(_ d: UnsafePointer<UInt8>?, _ n: Int) -> Int32 { 0 }\n' >"$probe.swift"
if ! swiftc "${common[@]}" "${coverage[@]}" "$probe.swift" -o "$probe" >"$probe.log" 2>&1; then
    echo "fuzz: skipped — this toolchain cannot build with -sanitize=fuzzer ($(head -n 1 "$probe.log"))"
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
    # The engine's own coverage counters: a target must load at least half as many.
    size -A "$engine/libAuthEngine.a" | awk '/__sancov_cntrs/ { total += $2 } END { print total }' \
        >"$engine/counters"
    echo "$flags" >"$engine/flags"
fi
engine_counters=$(cat "$engine/counters")

# The layers between the engine and the App, for the App's targets (Fuzz/AppTargets, compiled with
# the App's sources, whose command table is internal to the executable): built without coverage
# (the code under test is the App's, compiled into the binary) and without optimisation, which is
# quicker to build.
app=$out/app
app_inputs=()
mkdir -p "$app"
layers=(Interactors Presenters Views Router DI)
# Each layer is compiled against the ones before it, so a change to any rebuilds them all.
if stale "$app/libDI.a" "${layers[@]/#/Sources/}" "$engine/libAuthEngine.a"; then
    for layer in "${layers[@]}"; do
        echo "fuzz: building $layer for the App's targets"
        layer_sources=()
        while IFS= read -r file; do layer_sources+=("$file"); done < <(find "Sources/$layer" -name '*.swift' | sort)
        swiftc "${common[@]}" -Onone -sanitize=address -module-name "$layer" -wmo -num-threads 2 \
            -I "$engine" -I "$app" -emit-module -emit-module-path "$app/$layer.swiftmodule" \
            -emit-library -static -o "$app/lib$layer.a" "${layer_sources[@]}"
    done
fi
while IFS= read -r file; do app_inputs+=("$file"); done < <(
    find Sources/App -name '*.swift' -not -path Sources/App/main.swift | sort)
app_inputs+=("$app/libDI.a" "$app/libRouter.a" "$app/libViews.a" "$app/libPresenters.a" "$app/libInteractors.a")

# Every target in one binary: the engine is linked once, and one build serves every run.
binary=$out/bin/fuzz
if stale "$binary" Fuzz "$engine/libAuthEngine.a" "${app_inputs[@]}"; then
    echo "fuzz: building the targets"
    swiftc "${common[@]}" "${coverage[@]}" -module-name FuzzTarget -wmo -num-threads 2 -I "$engine" -I "$app" \
        -use-ld=lld Fuzz/Support/*.swift Fuzz/Targets/*.swift Fuzz/AppTargets/*.swift "${app_inputs[@]}" \
        "$engine/libAuthEngine.a" "$engine/AuthEngineSHAExtensions.o" -o "$binary"
fi
$build_only && exit 0

# Leaks are reported, but for what lives as long as the process by design, listed there.
export LSAN_OPTIONS="suppressions=$PWD/scripts/lsan.supp:print_suppressions=0"
# Scratch files a target makes (the journal target's home) go to memory where the system has a
# tmpfs for it (twice the journal target's speed), else to the scratch folder.
if [[ -d /dev/shm && -w /dev/shm ]]; then
    TMPDIR=$(mktemp -d /dev/shm/viper-auth-fuzz.XXXXXX)
    trap 'rm -f "$probe" "$probe.swift" "$probe.log"; rm -rf "$TMPDIR"' EXIT
else
    TMPDIR=$PWD/$out/tmp
    mkdir -p "$TMPDIR"
fi
export TMPDIR
failed=()
for target in "${targets[@]}"; do
    work=$out/corpus/$target
    artifacts=$out/artifacts/$target
    rm -rf "$work"
    mkdir -p "$work" "$artifacts"
    seeds=Fuzz/Corpus/$target
    seed_count=$(find "$seeds" -type f 2>/dev/null | wc -l)
    options=(-max_total_time="$seconds" -runs="$runs" -timeout="$timeout" -rss_limit_mb=2048 -malloc_limit_mb=1024
        -print_final_stats=1 -artifact_prefix="$artifacts/")
    [[ -f "Fuzz/Dictionaries/$target.dict" ]] && options+=(-dict="Fuzz/Dictionaries/$target.dict")
    if [[ -f "Fuzz/Options/$target" ]]; then
        read -r -a extra <"Fuzz/Options/$target" || true
        options+=("${extra[@]}")
    fi
    log=$out/$target.log
    status=0
    FUZZ_TARGET=$target "$binary" "${options[@]}" "$work" "$seeds" >"$log" 2>&1 || status=$?

    counters=$(sed -n 's/.*Loaded [0-9]* modules *(\([0-9]*\) inline 8-bit counters).*/\1/p' "$log" | head -n 1)
    executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    start=$(grep -m 1 'INITED' "$log" || true)
    last=$(grep -E '^#[0-9]+' "$log" | tail -n 1 || true)
    field() { sed -n "s/.* $1: \([0-9]*\).*/\1/p" <<<"$2"; }
    slowest=$(sed -n 's/^stat::slowest_unit_time_sec: *//p' "$log" | tail -n 1)
    new_inputs=$(grep -cE '^#[0-9]+[[:space:]]+NEW ' "$log" || true)
    printf '%-18s %10s executions  coverage %5s → %5s  corpus %3s seeds → %4s inputs  slowest %s s  (%s counters loaded)\n' \
        "$target" "${executions:-?}" "$(field cov "$start")" "$(field cov "$last")" "$seed_count" \
        "$(field corp "$last")" "${slowest:-?}" "${counters:-no}"

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
echo "fuzz: ${#targets[@]} targets ran ${seconds} s each$([[ $runs -ge 0 ]] && echo " or $runs inputs"); no crash, leak, time-out or blind run"
