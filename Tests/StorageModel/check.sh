#!/usr/bin/env bash
# Model-checks the storage engine (Engine.pml) with spin: every variant, with its expectation.
#
#   Tests/StorageModel/check.sh            run everything (about five minutes on 2 cores)
#   JOBS=1 Tests/StorageModel/check.sh     one pan at a time (default: 2 at once)
#   KEEP=1 Tests/StorageModel/check.sh     keep the build directory (pan, trails) and print it
#
# FIXED variants must verify: "errors: 0" over the full state space (no "Search not completed",
# no "max search depth too small", no memory bound reached).  BROKEN variants must produce a
# counterexample violating the named property, and its trail must replay in spin.  REACH probes
# (assertions that an interesting situation never happens) must be refuted: they show that the
# verified variants do reach the situations the properties are about.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
model="$here/Engine.pml"
jobs="${JOBS:-2}"

missing=()
command -v spin >/dev/null 2>&1 || missing+=(spin)
command -v gcc >/dev/null 2>&1 || missing+=(gcc)
if ((${#missing[@]})); then
    sudo=()
    if [[ $(id -u) -ne 0 ]]; then sudo=(sudo -n); fi
    echo "installing ${missing[*]} with apt-get"
    "${sudo[@]}" apt-get update </dev/null >/dev/null
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y "${missing[@]}" </dev/null >/dev/null
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/trellis-storage-model.XXXXXX")"
if [[ "${KEEP:-0}" == 1 ]]; then
    echo "build directory: $work"
else
    trap 'rm -rf "$work"' EXIT
fi

# Memory: at most ~4 GB for all pans running at once.
memlim=$((4096 / jobs))

# name | expectation | spin defines | pan hash size (-w)
#   expectation: verify, or violate:<text of the assertion that must fail>
variants=(
    "fixed-sc-k1|verify|-DK=1|25"
    "fixed-asym-k1|verify|-DBUFFERED -DFENCE_ALL -DK=1 -DFLAT_A -DFLAT_B|25"
    "fixed-asym|verify|-DBUFFERED -DFENCE_ALL -DNO_STARTER|23"
    "fixed-sc|verify|-DNO_STARTER|22"
    "fixed-asym-reuse|verify|-DBUFFERED -DFENCE_ALL -DNO_READER|22"
    "fixed-sc-reuse|verify|-DNO_READER|22"
    "fixed-sc-pool-scan|verify|-DSCAN_POOL -DNO_READER|22"
    "broken-exit|violate:boxst[b|-DBROKEN_EXIT|22"
    "broken-recheck|violate:boxst[b|-DBUFFERED|22"
    "broken-dirty|violate:depth==0|-DBROKEN_DIRTY|22"
    "broken-no-sweep|violate:y==latest|-DNO_SWEEP|22"
    "broken-unordered-retract|violate:y==latest|-DBUFFER_RETRACT|22"
    "broken-no-recheck-sweep|violate:y==latest|-DNO_RECHECK_SWEEP|22"
    "broken-no-exit-sweep|violate:y==latest|-DNO_EXIT_SWEEP|22"
    "reach-reuse-after-exit|violate:exitedInRead|-DREACH=1|22"
    "reach-survivor-freed|violate:survived|-DREACH=2|22"
    "reach-recheck-fails|violate:assertion violated 0|-DREACH=3|22"
    "reach-second-round|violate:assertion violated 0|-DREACH=4|22"
    "reach-record-reallocated|violate:st!=3|-DREACH=5|22"
    "reach-fence-lands-store|violate:sb[0].to[0]|-DREACH=6 -DBUFFERED -DFENCE_ALL -DNO_STARTER|22"
    "reach-sweep-frees|violate:scanner==3|-DREACH=7|22"
    "reach-sweep-keeps-own|violate:hz[0]|-DREACH=8|22"
)

# Runs one variant in its own directory and writes its one-line verdict to $dir/verdict
# (first word PASS or FAIL).
run_variant() {
    local name="$1" expect="$2" defines="$3" hash="$4"
    local dir="$work/$name"
    mkdir -p "$dir"
    cp "$model" "$dir/Engine.pml"
    (
        cd "$dir"
        # shellcheck disable=SC2086  # defines are words
        if ! spin -a $defines Engine.pml >spin.out 2>&1; then
            echo "FAIL|spin -a failed: $(tr '\n' ' ' <spin.out | cut -c1-200)" >verdict
            exit 0
        fi
        # Optimised for the searches that must cover everything; a counterexample is found in
        # about a second, and compiling pan.c with -O2 takes longer than that.
        local optimise=-O2
        [[ "$expect" == violate:* ]] && optimise=-O0
        if ! gcc "$optimise" -w -DSAFETY -DCOLLAPSE -DMEMLIM="$memlim" -o pan pan.c >gcc.out 2>&1; then
            echo "FAIL|gcc failed: $(tr '\n' ' ' <gcc.out | cut -c1-200)" >verdict
            exit 0
        fi
        ./pan -n -m1000000 -w"$hash" >pan.out 2>&1 || true

        local errors states depth secs
        errors="$(sed -n 's/.*errors: \([0-9][0-9]*\).*/\1/p' pan.out | tail -1)"
        states="$(sed -n 's/^ *\([0-9][0-9]*\) states, stored.*/\1/p' pan.out | tail -1)"
        depth="$(sed -n 's/.*depth reached \([0-9][0-9]*\),.*/\1/p' pan.out | tail -1)"
        secs="$(sed -n 's/^pan: elapsed time \([0-9.e+]*\) seconds.*/\1/p' pan.out | tail -1)"
        if [[ -z "$errors" ]]; then
            echo "FAIL|pan gave no verdict: $(tail -3 pan.out | tr '\n' ' ' | cut -c1-200)" >verdict
            exit 0
        fi

        case "$expect" in
        verify)
            local incomplete=""
            grep -q "Search not completed" pan.out && incomplete="search not completed"
            grep -q "max search depth too small" pan.out && incomplete="max search depth too small"
            grep -qi "memlim\|out of memory" pan.out && incomplete="memory bound reached"
            if [[ "$errors" == 0 && -z "$incomplete" ]]; then
                printf 'PASS|verified               %-26s (states stored: %s, depth %s, %s s)\n' \
                    "$name" "$states" "$depth" "$secs" >verdict
            else
                local why="$incomplete"
                if [[ "$errors" != 0 ]]; then
                    why="errors: $errors: $(grep -m1 '^pan:1: ' pan.out | sed 's/^pan:1: //' || true)"
                fi
                printf 'FAIL|NOT VERIFIED           %-26s (%s)\n' "$name" "$why" >verdict
            fi
            ;;
        violate:*)
            local want="${expect#violate:}" got
            got="$(grep -m1 '^pan:1: ' pan.out | sed 's/^pan:1: //' || true)"
            if [[ "$errors" -gt 0 && "$got" == *"$want"* ]]; then
                # The counterexample must replay in the simulator.
                # shellcheck disable=SC2086
                if spin -t $defines Engine.pml 2>&1 | grep -q "assertion violated"; then
                    local what="as expected"
                    [[ "$name" == reach-* ]] && what="reachable, as expected"
                    printf 'PASS|counterexample found   %-26s (%s: %s)\n' "$name" "$what" "$got" >verdict
                else
                    printf 'FAIL|TRAIL DOES NOT REPLAY  %-26s (%s)\n' "$name" "$got" >verdict
                fi
            else
                printf 'FAIL|NO COUNTEREXAMPLE      %-26s (errors: %s, wanted "%s", got "%s")\n' \
                    "$name" "$errors" "$want" "$got" >verdict
            fi
            ;;
        esac
    )
}

# Run up to $jobs variants at once, the big ones first (they are listed first).
running=0
for v in "${variants[@]}"; do
    IFS='|' read -r name expect defines hash <<<"$v"
    run_variant "$name" "$expect" "$defines" "$hash" &
    running=$((running + 1))
    if ((running >= jobs)); then
        wait -n || true
        running=$((running - 1))
    fi
done
wait || true

passed=0
failed=0
for v in "${variants[@]}"; do
    IFS='|' read -r name _ <<<"$v"
    verdict="$(cat "$work/$name/verdict" 2>/dev/null || echo "FAIL|NO RESULT              $name")"
    echo "${verdict#*|}"
    if [[ "$verdict" == PASS\|* ]]; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
    fi
done
echo "$passed passed, $failed failed"
((failed == 0))
