#!/usr/bin/env bash
# A throwaway PostgreSQL server on loopback, from Debian's packages, for the Gallery's tests,
# benchmarks and two-instance script:
#
#   bash Gallery/Deploy/postgres.sh start [DIR] [PORT]   # prints postgres://gallery@127.0.0.1:PORT/gallery
#   bash Gallery/Deploy/postgres.sh stop  [DIR]
#   bash Gallery/Deploy/postgres.sh restart [DIR]        # a fast shutdown and a start: what the fault tests do
#
# It listens on 127.0.0.1 only and trusts the user `gallery` there: a server for this machine's
# tests, never one to keep data in. PostgreSQL refuses to run as root, so as root it runs as the
# `postgres` user the Debian package creates. Installs the package when it is missing and
# apt-get is at hand (as in CI); otherwise says what to install.
set -euo pipefail

# The server outlives this script: it must not keep open what the caller gave it (a test
# runner's pipes), or the caller waits for their end as long as the server runs.
for fd in /proc/$$/fd/*; do
    fd=${fd##*/}
    if [ "$fd" -gt 2 ] && [ "$fd" -lt 255 ]; then eval "exec $fd>&-"; fi
done

command=${1:-start}
dir=${2:-/tmp/trellis-gallery-postgres}
port=${3:-55432}

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
if [ -z "$bin" ]; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
        echo "postgres.sh: installing PostgreSQL from Debian's packages" >&2
        apt-get update >&2
        DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql >&2
        bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
    else
        echo "postgres.sh: PostgreSQL is not installed: run 'sudo apt-get install postgresql' (Debian, Ubuntu)" >&2
        exit 1
    fi
fi

# Runs a server program as the user that owns the cluster.
as_owner() {
    if [ "$(id -u)" = 0 ]; then
        runuser -u postgres -- "$@"
    else
        "$@"
    fi
}

case "$command" in
start)
    if [ ! -f "$dir/PG_VERSION" ]; then
        mkdir -p "$dir"
        [ "$(id -u)" = 0 ] && chown postgres:postgres "$dir"
        chmod 700 "$dir"
        as_owner "$bin/initdb" -D "$dir" -U gallery --auth=trust --encoding=UTF8 --locale=C.UTF-8 >"$dir.initdb.log" 2>&1 \
            || { cat "$dir.initdb.log" >&2; exit 1; }
    fi
    if ! as_owner "$bin/pg_ctl" -D "$dir" status >/dev/null 2>&1; then
        # Enough connections for two instances' pools and the tests' own; fsync off: a
        # throwaway server, restarted by the fault tests, never one that keeps data.
        # pg_ctl's own output goes to a file too: the server it starts would otherwise hold the
        # caller's pipes open for as long as it runs.
        as_owner "$bin/pg_ctl" -D "$dir" -l "$dir/server.log" -w -t 60 start \
            -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c max_connections=200 -c fsync=off -c synchronous_commit=off" \
            >"$dir.pg_ctl.log" 2>&1 \
            || { cat "$dir.pg_ctl.log" >&2; tail -20 "$dir/server.log" >&2; exit 1; }
    fi
    if ! "$bin/psql" -h 127.0.0.1 -p "$port" -U gallery -d postgres -tAc "SELECT 1 FROM pg_database WHERE datname = 'gallery'" | grep -q 1; then
        "$bin/createdb" -h 127.0.0.1 -p "$port" -U gallery gallery
    fi
    echo "postgres://gallery@127.0.0.1:$port/gallery"
    ;;
stop)
    [ -f "$dir/PG_VERSION" ] && as_owner "$bin/pg_ctl" -D "$dir" -m fast -w stop >/dev/null 2>&1 || true
    ;;
restart)
    # The log file again: a restart keeps the server's options but not where it logs.
    as_owner "$bin/pg_ctl" -D "$dir" -l "$dir/server.log" -m fast -w -t 60 restart >"$dir.pg_ctl.log" 2>&1 \
        || { cat "$dir.pg_ctl.log" >&2; exit 1; }
    ;;
*)
    echo "usage: postgres.sh start|stop|restart [DIR] [PORT]" >&2
    exit 2
    ;;
esac
