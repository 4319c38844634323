#!/usr/bin/env bash
# The Gallery in a real browser: builds the `gallery` command once, then runs the browser test
# (every pattern clicked through in headless Chromium, and again without JavaScript; pages on
# other sites that try to like for a viewer; two tabs on two instances behind nginx) and the
# fault tests (SIGKILL in a burst of likes, restart, nothing acknowledged lost, pages reconnect;
# 1,100 half-sent requests: connections capped and timed out, pages still served, no spinning;
# live sockets that never read or pipeline a like storm; two instances behind nginx on one
# PostgreSQL database while PostgreSQL restarts or stays down and an instance is killed).
#
#   bash Gallery/BrowserTests/run.sh                        # both
#   bash Gallery/BrowserTests/run.sh browser --docs-screenshot docs/gallery.png
#   bash Gallery/BrowserTests/run.sh fault
#   bash Gallery/BrowserTests/run.sh install                # only what they need, then stop
#
# Installs Chromium, chromedriver (Debian) and the Python packages when CI=true or when they are
# missing; the two-instance tests install nginx and PostgreSQL (Debian) when they are missing. A failure leaves screenshots, page HTML and the server log in
# Gallery/BrowserTests/artifacts/.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
package="$(dirname "$here")"
SELENIUM_VERSION=4.51.0
WEBSOCKETS_VERSION=17.4

which="${1:-all}"
[ $# -gt 0 ] && shift

if [ "$which" = install ] || [ "${CI:-}" = true ] || ! command -v chromium >/dev/null 2>&1 || ! command -v chromedriver >/dev/null 2>&1; then
    apt-get update -q
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium chromium-driver
fi
if [ "${CI:-}" = true ] || ! python3 -c "
import selenium, websockets, sys
sys.exit(selenium.__version__ != '$SELENIUM_VERSION' or websockets.__version__ != '$WEBSOCKETS_VERSION')" 2>/dev/null; then
    python3 -m pip install --quiet --disable-pip-version-check "selenium==$SELENIUM_VERSION" "websockets==$WEBSOCKETS_VERSION"
fi
[ "$which" != install ] || exit 0

if [ -z "${GALLERY_BIN:-}" ]; then
    if ! command -v swift >/dev/null 2>&1; then
        export PATH=/opt/swift/usr/bin:$PATH
    fi
    swift build --package-path "$package" --product gallery
    GALLERY_BIN="$(swift build --package-path "$package" --show-bin-path)/gallery"
fi
export GALLERY_BIN

failed=()
# Runs one test script under a time limit; a failure is named again at the end, where a log's
# tail shows it.
run() {
    local limit="$1" script="$2"
    shift 2
    local log="$logs/${script%.py}.log"
    timeout --kill-after=30 "$limit" python3 -u "$here/$script" "$@" 2>&1 | tee "$log" || failed+=("$script (exit $?)")
}
logs="$here/artifacts/logs"
mkdir -p "$logs"
if [ "$which" = all ] || [ "$which" = browser ]; then
    run 900 browser_test.py "$@"
    run 240 cross_site_test.py
    run 480 cross_instance_test.py
fi
if [ "$which" = all ] || [ "$which" = fault ]; then
    run 600 fault_test.py
    run 360 migrate_race_test.py
    run 400 hostile_http_test.py
    run 600 hostile_socket_test.py
    run 600 cluster_fault_test.py
fi
if [ ${#failed[@]} -gt 0 ]; then
    printf 'the Gallery'"'"'s browser and fault tests: %d failed:\n' "${#failed[@]}"
    for entry in "${failed[@]}"; do
        printf '  %s\n' "$entry"
        grep -E -A3 '^\s*(FAIL|Traceback|[A-Za-z]+Error)' "$logs/${entry%%.py*}.log" | head -20 | sed 's/^/    /' || true
    done
    exit 1
fi
echo "the Gallery's browser and fault tests: all passed"
