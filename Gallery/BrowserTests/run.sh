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
#
# Installs Chromium, chromedriver (Debian) and the Python packages when CI=true or when they are
# missing; the two-instance tests install nginx and PostgreSQL (Debian) when they are missing. A failure leaves screenshots, page HTML and the server log in
# Gallery/BrowserTests/artifacts/.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
package="$(dirname "$here")"
SELENIUM_VERSION=4.51.0
WEBSOCKETS_VERSION=17.4

if [ "${CI:-}" = true ] || ! command -v chromium >/dev/null 2>&1 || ! command -v chromedriver >/dev/null 2>&1; then
    apt-get update -q
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium chromium-driver
fi
if [ "${CI:-}" = true ] || ! python3 -c "
import selenium, websockets, sys
sys.exit(selenium.__version__ != '$SELENIUM_VERSION' or websockets.__version__ != '$WEBSOCKETS_VERSION')" 2>/dev/null; then
    python3 -m pip install --quiet --disable-pip-version-check "selenium==$SELENIUM_VERSION" "websockets==$WEBSOCKETS_VERSION"
fi

if [ -z "${GALLERY_BIN:-}" ]; then
    if ! command -v swift >/dev/null 2>&1; then
        export PATH=/opt/swift/usr/bin:$PATH
    fi
    swift build --package-path "$package" --product gallery
    GALLERY_BIN="$(swift build --package-path "$package" --show-bin-path)/gallery"
fi
export GALLERY_BIN

which="${1:-all}"
[ $# -gt 0 ] && shift
status=0
if [ "$which" = all ] || [ "$which" = browser ]; then
    timeout --kill-after=30 900 python3 "$here/browser_test.py" "$@" || status=1
    timeout --kill-after=30 240 python3 "$here/cross_site_test.py" || status=1
    timeout --kill-after=30 480 python3 "$here/cross_instance_test.py" || status=1
fi
if [ "$which" = all ] || [ "$which" = fault ]; then
    timeout --kill-after=30 600 python3 "$here/fault_test.py" || status=1
    timeout --kill-after=30 360 python3 "$here/migrate_race_test.py" || status=1
    timeout --kill-after=30 400 python3 "$here/hostile_http_test.py" || status=1
    timeout --kill-after=30 600 python3 "$here/hostile_socket_test.py" || status=1
    timeout --kill-after=30 600 python3 "$here/cluster_fault_test.py" || status=1
fi
exit $status
