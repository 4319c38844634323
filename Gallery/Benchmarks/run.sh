#!/usr/bin/env bash
# The Gallery's load benchmark: builds the `gallery` command in release mode, raises the
# open-file limit, and runs load.py (N live screens against the echo floor, same server, same
# run). Arguments go to load.py, for example:
#
#   bash Gallery/Benchmarks/run.sh                              # N = 100, 1,000, 5,000
#   bash Gallery/Benchmarks/run.sh --screens 100 --seconds 3    # a quick look
#   bash Gallery/Benchmarks/run.sh --markdown                   # tables for BENCHMARKS.md
#   bash Gallery/Benchmarks/run.sh --database postgres          # the same on PostgreSQL
#   bash Gallery/Benchmarks/run.sh --cluster                    # two instances on one PostgreSQL (cluster.py)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
package="$(dirname "$here")"
WEBSOCKETS_VERSION=17.4

if ! python3 -c "import websockets, sys; sys.exit(websockets.__version__ != '$WEBSOCKETS_VERSION')" 2>/dev/null; then
    python3 -m pip install --quiet --disable-pip-version-check "websockets==$WEBSOCKETS_VERSION"
fi
if [ -z "${GALLERY_BIN:-}" ]; then
    if ! command -v swift >/dev/null 2>&1; then
        export PATH=/opt/swift/usr/bin:$PATH
    fi
    swift build --package-path "$package" -c release --product gallery
    GALLERY_BIN="$(swift build --package-path "$package" -c release --show-bin-path)/gallery"
fi
export GALLERY_BIN
# Both ends of every socket are on this machine: 2 × 5,000 plus files and headroom.
ulimit -n 65536 2>/dev/null || ulimit -n "$(ulimit -Hn)"
# A backstop a minute past the run's own --deadline, which stops everything first.
deadline=1440
previous=
for arg in "$@"; do
    case "$arg" in
    --deadline=*) deadline=${arg#--deadline=} ;;
    *) [ "$previous" = --deadline ] && deadline=$arg ;;
    esac
    previous=$arg
done
backstop=$(( ${deadline%.*} + 60 ))
if [ "${1:-}" = --cluster ]; then
    shift
    exec timeout --kill-after=30 "$backstop" python3 "$here/cluster.py" "$@"
fi
exec timeout --kill-after=30 "$backstop" python3 "$here/load.py" "$@"
