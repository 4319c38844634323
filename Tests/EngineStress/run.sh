#!/usr/bin/env bash
# Builds the storage engine's stress program (this folder's package) with `-c release`, under
# the address or thread sanitizer when asked, and runs every scenario twice: as the engine
# chooses, and with TRELLIS_MEMBARRIER=0, which makes the engine skip its expedited membarrier
# and fence on both sides instead. Each scenario runs in a process of its own (see
# ChildProcesses.swift), so a crash or a sanitizer report fails that scenario only.
#
#   bash Tests/EngineStress/run.sh [release|address|thread] [seconds]
#   bash Tests/EngineStress/run.sh [release|address|thread] build     # only build it
#
# `seconds` is how long the timed scenario (readers-writers) runs; the others are bounded by
# count. Ends with `N passed, M failed` (scenario runs) and exits non-zero when any failed.
set -euo pipefail
cd "$(dirname "$0")/../.."

# Swift 6.3 lives in /opt/swift on the project's Linux machines; use it when swift is not on PATH.
if ! command -v swift >/dev/null 2>&1; then
    export PATH=/opt/swift/usr/bin:$PATH
fi

mode=${1:-release}
seconds=${2:-5}
# The sanitizer's options stop the scenario at its first report, so any report fails it.
case "$mode" in
    release) sanitize=() options=() ;;
    address)
        sanitize=(--sanitize=address)
        # No leak check: a thread ended inside a call leaks what its stack held, by design.
        options=(ASAN_OPTIONS=halt_on_error=1:detect_leaks=0)
        ;;
    thread)
        sanitize=(--sanitize=thread)
        options=(TSAN_OPTIONS=halt_on_error=1)
        ;;
    *)
        echo "usage: $0 [release|address|thread] [seconds]" >&2
        exit 64
        ;;
esac

scratch=.build-stress-$mode
build=(swift build -c release ${sanitize[@]+"${sanitize[@]}"} --package-path Tests/EngineStress --scratch-path "$scratch")
echo "==> ${build[*]}"
started=$SECONDS
"${build[@]}"
echo "built in $((SECONDS - started)) s"
[ "$seconds" != build ] || exit 0
binary="$("${build[@]}" --show-bin-path)/trellis-stress"

scenarios=5  # how many scenarios `all` runs: counted as failed when it dies before its summary
passed=0
failed=0
log=$(mktemp)
trap 'rm -f "$log"' EXIT

# Runs every scenario once with the given environment, adding its counts to the totals.
run_all() {
    echo
    echo "==> $mode: trellis-stress all --seconds $seconds ${*:-(fences as the engine chooses)}"
    env ${options[@]+"${options[@]}"} "$@" "$binary" all --seconds "$seconds" 2>&1 | tee "$log" || true
    summary=$(grep -E '^summary: [0-9]+ passed, [0-9]+ failed$' "$log" | tail -1 || true)
    if [ -z "$summary" ]; then
        echo "trellis-stress all ended without its summary: every scenario counts as failed"
        failed=$((failed + scenarios))
        return
    fi
    read -r p f <<<"$(echo "$summary" | sed -E 's/^summary: ([0-9]+) passed, ([0-9]+) failed$/\1 \2/')"
    passed=$((passed + p))
    failed=$((failed + f))
}

run_all
run_all TRELLIS_MEMBARRIER=0

echo
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
