#!/usr/bin/env bash
# What a click costs in thread hand-offs: runs the load benchmark (run.sh) with 1,000 screens
# and, for 4 s in the middle of each phase, counts on the server process the Swift
# concurrency runtime's job enqueues and task creations, libdispatch's thread wake-ups
# (sem_post) and the kernel's context switches, then prints each per event: echo floor,
# direct socket (the same work with no pattern), then live screens (one phase per pattern
# given with --pattern). An enqueue is a hop to another executor; `main` counts the jobs handed
# to the main actor (dispatches onto the main queue, which runs them one at a time, after those
# queued before them); a wake-up is a thread that slept and now runs it. `main busy` is the
# share of the 4 s the main queue was being drained (from libdispatch's entry into the queue to
# its return, preemption included), and `main µs` that time per event: near 100 %, a click
# waits for the main actor whatever the pattern does.
#
#   sudo bash Gallery/Benchmarks/hops.sh                                 # GALLERY_BIN=... to skip the build
#   sudo bash Gallery/Benchmarks/hops.sh --pattern mvc,mvvm,unidirectional
#
# It needs Linux `perf` with uprobes (root, or perf_event_paranoid ≤ 1); the probes it adds
# on libswift_Concurrency.so and libdispatch.so are removed when it ends.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
command -v perf >/dev/null || { echo "hops.sh: needs perf (apt-get install -y linux-perf)" >&2; exit 2; }
swift_lib="$(dirname "$(readlink -f "$(command -v swift || echo /opt/swift/usr/bin/swift)")")/../lib/swift/linux"
# Each probe: the library, then what to probe in it (a name, the function, the arguments kept).
probes=(
    "libswift_Concurrency.so|trellis_hops_enqueue=swift_task_enqueue"
    "libswift_Concurrency.so|trellis_hops_create=swift_task_create"
    "libdispatch.so|trellis_hops_main=dispatch_async_f queue=%di:u64"
    "libdispatch.so|trellis_hops_wake=sem_post"
    "libdispatch.so|trellis_hops_drain=_dispatch_lane_invoke queue=%di:u64"
    "libdispatch.so|trellis_hops_drained=_dispatch_lane_invoke%return"
)
cleanup() { perf probe -q -d 'probe_*:trellis_hops_*' >/dev/null 2>&1 || true; }
trap cleanup EXIT
cleanup
for probe in "${probes[@]}"; do
    perf probe -q -x "$swift_lib/${probe%%|*}" -a "${probe#*|}"
done

# The patterns' phases, in the order given (`--pattern a,b`), to name each phase's figures.
patterns=()
for ((i = 1; i <= $#; i++)); do
    if [ "${!i}" = --pattern ]; then
        next=$((i + 1))
        IFS=, read -r -a patterns <<<"${!next:-}"
    fi
done
[ "${patterns[0]:-}" != all ] || patterns=()

log="$(mktemp)"
bash "$here/run.sh" --screens 1000 --seconds 12 "$@" >"$log" 2>&1 &
runner=$!
events="probe_libswift_Concurrency:trellis_hops_enqueue,probe_libswift_Concurrency:trellis_hops_create,probe_libdispatch:trellis_hops_wake,context-switches"
# The main queue's address in a server process: where libdispatch is loaded, plus its symbol.
main_queue_offset=$((16#$(nm -D "$swift_lib/libdispatch.so" | awk '$3 == "_dispatch_main_q" { print $1 }')))
main_queue() { printf "0x%x" $((16#$(grep -m1 "libdispatch.so" "/proc/$1/maps" | cut -d- -f1) + main_queue_offset)); }
seen=""
declare -A first_seen=()
deadline=$((SECONDS + 300))
while kill -0 "$runner" 2>/dev/null && [ "$SECONDS" -lt "$deadline" ]; do
    pid="$(pgrep -n -f -- "--log-level error" || true)"
    [ -z "$pid" ] || [ -n "${first_seen[$pid]:-}" ] || first_seen[$pid]=$SECONDS
    # A phase's server, measured once it has run 10 s (the warm-up, the opening and the load's
    # unmeasured 3 s come first; the load runs 12 s more); a process that ends sooner is one of
    # the run's own.
    if [ -n "$pid" ] && [[ " $seen " != *" $pid "* ]] && [ $((SECONDS - first_seen[$pid])) -ge 10 ]; then
        seen="$seen $pid"
        case "$(wc -w <<<"$seen")" in
        1) phase="echo (floor)" ;;
        2) phase="direct (the same work, no pattern)" ;;
        *)
            index=$(($(wc -w <<<"$seen") - 3))
            phase="live screens: ${patterns[$index]:-pattern $((index + 1))}"
            ;;
        esac
        echo "$phase, per event (1,000 events/s for 4 s):"
        queue="$(main_queue "$pid")"
        drains="$(mktemp)"
        perf record -q -o "$drains" -e probe_libdispatch:trellis_hops_drain --filter "queue == $queue" \
            -e probe_libdispatch:trellis_hops_drained__return -p "$pid" -- sleep 4 >/dev/null 2>&1 &
        recorder=$!
        perf stat -x, -e "$events" -e probe_libdispatch:trellis_hops_main --filter "queue == $queue" -p "$pid" -- sleep 4 2>&1 |
            awk -F, '$1 ~ /^[0-9]+$/ { name = $3; sub(/.*trellis_hops_/, "", name); printf "  %-18s %6.1f\n", name, $1 / 4000 }'
        wait "$recorder" || true
        # A drain of the main queue ends at the next return on the thread that entered it.
        perf script -i "$drains" -F tid,time,event 2>/dev/null | awk '
            { time = $2; sub(/:$/, "", time) }
            /trellis_hops_drain:/ { entered[$1] = time; next }
            /trellis_hops_drained__return:/ && ($1 in entered) { busy += time - entered[$1]; delete entered[$1] }
            END { printf "  %-18s %6.0f %%\n  %-18s %6.0f\n", "main busy", busy / 4 * 100, "main µs", busy / 4000 * 1e6 }'
        rm -f "$drains"
    fi
    sleep 0.3
done
wait "$runner" || { cat "$log" >&2; exit 1; }
grep -E "latency p(50|99)|server CPU" "$log"
rm -f "$log"
