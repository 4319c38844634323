#!/usr/bin/env bash
# Two Gallery instances on one PostgreSQL database, behind nginx, all on loopback:
#
#   bash Gallery/Deploy/two-instances.sh                       # http://127.0.0.1:8080/
#   GALLERY_BIN=path/to/gallery bash Gallery/Deploy/two-instances.sh --port 9090
#   bash Gallery/Deploy/two-instances.sh --database postgres://gallery@127.0.0.1:5432/gallery
#
# nginx hands requests to the two instances in turn (round robin), live sockets included; a
# like made on one instance reaches the pages the other serves through PostgreSQL's
# LISTEN/NOTIFY, so no request needs to stick to an instance. Every response names the
# instance that served it in an X-Gallery-Upstream header. Ctrl-C (or SIGTERM, or the script
# exiting for any reason) stops nginx, both instances and the PostgreSQL server it started.
# Run with --help for the options.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
package="$(dirname "$here")"

usage() {
    cat <<'EOF'
usage: two-instances.sh [options]

Starts PostgreSQL (Gallery/Deploy/postgres.sh, unless --database is given), two `gallery`
instances on that database, and nginx in front of them, all on 127.0.0.1; prints the URL and
runs until Ctrl-C or SIGTERM, then stops everything it started.

  --port PORT              nginx's port, the one to open in a browser (default 8080)
  --instance-ports A,B     the two instances' ports (default 8081,8082)
  --database URL           an existing PostgreSQL database, postgres://USER@HOST:PORT/DB;
                           without it a throwaway server is started with postgres.sh
  --postgres-dir DIR       that server's data folder (default /tmp/trellis-gallery-two-instances-postgres;
                           kept between runs, so likes are too)
  --postgres-port PORT     that server's port (default 55433)
  --gallery-bin PATH       the `gallery` executable (default: $GALLERY_BIN, else built now
                           with `swift build -c release`)
  --work-dir DIR           where nginx's configuration, pid file, logs and temporary files and
                           the instances' logs go (default: a new temporary folder, removed at
                           the end; a given one is kept)
  --log-level LEVEL        the instances' --log-level (default info)
  -h, --help               this text

Needs nginx (Debian: apt-get install nginx; installed here when missing and run as root) and
PostgreSQL (postgres.sh installs it the same way).
EOF
}

port=8080
instance_ports=(8081 8082)
database=""
postgres_dir=/tmp/trellis-gallery-two-instances-postgres
postgres_port=55433
gallery_bin="${GALLERY_BIN:-}"
work=""
log_level=info

fail() {
    echo "two-instances.sh: $*" >&2
    exit 1
}

# The value of option $1, which must be followed by one ($2, of $# remaining arguments).
value() {
    [ "$3" -ge 2 ] || fail "$1 needs a value; see --help"
    printf '%s' "$2"
}

while [ $# -gt 0 ]; do
    case "$1" in
    --port) port=$(value "$1" "${2:-}" $#); shift 2 ;;
    --instance-ports) IFS=, read -r -a instance_ports <<<"$(value "$1" "${2:-}" $#)"; shift 2 ;;
    --database) database=$(value "$1" "${2:-}" $#); shift 2 ;;
    --postgres-dir) postgres_dir=$(value "$1" "${2:-}" $#); shift 2 ;;
    --postgres-port) postgres_port=$(value "$1" "${2:-}" $#); shift 2 ;;
    --gallery-bin) gallery_bin=$(value "$1" "${2:-}" $#); shift 2 ;;
    --work-dir) work=$(value "$1" "${2:-}" $#); shift 2 ;;
    --log-level) log_level=$(value "$1" "${2:-}" $#); shift 2 ;;
    -h | --help) usage; exit 0 ;;
    *) usage >&2; fail "unknown option $1" ;;
    esac
done

is_port() { [[ "$1" =~ ^[0-9]+$ ]] && [ "$1" -ge 1 ] && [ "$1" -le 65535 ]; }
is_port "$port" || fail "--port $port is not a port number (1-65535)"
[ "${#instance_ports[@]}" = 2 ] || fail "--instance-ports takes two ports, as A,B"
for p in "${instance_ports[@]}"; do
    is_port "$p" || fail "--instance-ports: $p is not a port number (1-65535)"
done
[ "${instance_ports[0]}" != "${instance_ports[1]}" ] || fail "--instance-ports: the two instances need two ports"
for p in "${instance_ports[@]}"; do
    [ "$p" != "$port" ] || fail "--port $port is also an instance's port; pick another with --port or --instance-ports"
done
is_port "$postgres_port" || fail "--postgres-port $postgres_port is not a port number (1-65535)"

# nginx: Debian's package, installed when missing and this is root with apt-get at hand.
nginx_bin=$(command -v nginx || true)
[ -n "$nginx_bin" ] || [ ! -x /usr/sbin/nginx ] || nginx_bin=/usr/sbin/nginx
if [ -z "$nginx_bin" ]; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
        echo "two-instances.sh: installing nginx from Debian's packages" >&2
        apt-get update >&2
        DEBIAN_FRONTEND=noninteractive apt-get install -y nginx >&2
        nginx_bin=/usr/sbin/nginx
    else
        fail "nginx is not installed: run 'sudo apt-get install nginx' (Debian, Ubuntu)"
    fi
fi

# The gallery command: given, or built now.
if [ -z "$gallery_bin" ]; then
    if ! command -v swift >/dev/null 2>&1; then
        export PATH=/opt/swift/usr/bin:$PATH
    fi
    command -v swift >/dev/null 2>&1 || fail "no swift to build the gallery with: install Swift 6.3, or pass --gallery-bin (or set GALLERY_BIN)"
    echo "two-instances.sh: building the gallery (swift build -c release)" >&2
    swift build --package-path "$package" -c release --product gallery >&2
    gallery_bin="$(swift build --package-path "$package" -c release --show-bin-path)/gallery"
fi
[ -x "$gallery_bin" ] || fail "--gallery-bin $gallery_bin is not an executable file"

if [ -z "$work" ]; then
    work=$(mktemp -d -t trellis-gallery-two-instances.XXXXXX)
    remove_work=1
else
    mkdir -p "$work"
    work=$(cd "$work" && pwd)
    remove_work=0
fi

# Everything started, stopped in reverse on the way out, whatever the way out is.
nginx_pid=""
instance_pids=()
started_postgres=0
cleanup() {
    local status=$?
    trap - EXIT INT TERM
    if [ -n "$nginx_pid" ]; then
        kill -TERM "$nginx_pid" 2>/dev/null || true
    fi
    for pid in "${instance_pids[@]}"; do
        kill -TERM "$pid" 2>/dev/null || true
    done
    # A graceful stop tells each live page and closes its socket within the Gallery's write
    # timeout (10 s); whatever still runs after 20 s is killed.
    local deadline=$((SECONDS + 20))
    for pid in $nginx_pid "${instance_pids[@]}"; do
        while kill -0 "$pid" 2>/dev/null && [ "$SECONDS" -lt "$deadline" ]; do
            sleep 0.1
        done
        if kill -0 "$pid" 2>/dev/null; then
            echo "two-instances.sh: process $pid did not stop within 20 s of SIGTERM; killing it" >&2
            kill -KILL "$pid" 2>/dev/null || true
        fi
        wait "$pid" 2>/dev/null || true
    done
    if [ "$started_postgres" = 1 ]; then
        bash "$here/postgres.sh" stop "$postgres_dir" || true
    fi
    if [ "$remove_work" = 1 ]; then
        rm -rf "$work"
    fi
    echo "two-instances.sh: stopped" >&2
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

if [ -z "$database" ]; then
    database=$(bash "$here/postgres.sh" start "$postgres_dir" "$postgres_port")
    started_postgres=1
fi

# Waits until $1 answers HTTP (any status) at $2, while process $3 runs; at most $4 seconds.
wait_http() {
    local what=$1 url=$2 pid=$3 seconds=$4
    local deadline=$((SECONDS + seconds))
    until curl -s -o /dev/null --max-time 2 "$url"; do
        kill -0 "$pid" 2>/dev/null || fail "$what exited before answering at $url; see its log in $work"
        [ "$SECONDS" -lt "$deadline" ] || fail "$what did not answer at $url within $seconds s; see its log in $work"
        sleep 0.1
    done
}

for i in 0 1; do
    n=$((i + 1))
    "$gallery_bin" --host 127.0.0.1 --port "${instance_ports[$i]}" --database "$database" --log-level "$log_level" \
        </dev/null >"$work/instance-$n.log" 2>&1 &
    instance_pids+=($!)
    echo "${instance_pids[$i]}" >"$work/instance-$n.pid"
done
for i in 0 1; do
    wait_http "instance $((i + 1))" "http://127.0.0.1:${instance_ports[$i]}/" "${instance_pids[$i]}" 120
done

# nginx's own files, all under $work: nothing in /etc/nginx or /var/log/nginx is read or written.
mkdir -p "$work/nginx-temp"
user_line=""
if [ "$(id -u)" = 0 ]; then
    # As root the master hands requests to workers running as nobody, which write request
    # bodies and large responses to the temporary folders.
    user_line="user nobody nogroup;"
    getent group nogroup >/dev/null || user_line="user nobody;"
    chown nobody "$work/nginx-temp"
    chmod 755 "$work"
fi
cat >"$work/nginx.conf" <<EOF
# Written by two-instances.sh for this run: nginx in front of two Gallery instances.
$user_line
daemon off;                      # a child of the script, stopped with it
worker_processes 1;
worker_rlimit_nofile 40000;
pid $work/nginx.pid;
error_log $work/nginx-error.log warn;

events {
    worker_connections 16384;    # each live page holds two: browser to nginx, nginx to instance
}

http {
    log_format upstream '\$remote_addr [\$time_local] "\$request" \$status \$body_bytes_sent '
                        'upstream=\$upstream_addr upstream_status=\$upstream_status \$request_time s';
    access_log $work/nginx-access.log upstream;
    client_body_temp_path $work/nginx-temp/client-body;
    proxy_temp_path $work/nginx-temp/proxy;
    fastcgi_temp_path $work/nginx-temp/fastcgi;
    uwsgi_temp_path $work/nginx-temp/uwsgi;
    scgi_temp_path $work/nginx-temp/scgi;
    server_tokens off;

    # Requests bounded as the Gallery bounds them: a form is at most 16 KiB, a head arrives
    # within 10 s, an idle keep-alive connection is closed after 30 s.
    client_max_body_size 16k;
    client_header_timeout 10s;
    client_body_timeout 10s;
    keepalive_timeout 30s;

    # "Connection: upgrade" for a WebSocket handshake, "close" for every other request.
    map \$http_upgrade \$connection_upgrade {
        default upgrade;
        ''      close;
    }

    # Round robin. An instance that refuses a connection is skipped for 5 s and the request
    # goes to the other one (only if nothing was sent yet: a form post is never sent twice).
    upstream gallery {
        server 127.0.0.1:${instance_ports[0]} max_fails=1 fail_timeout=5s;
        server 127.0.0.1:${instance_ports[1]} max_fails=1 fail_timeout=5s;
    }

    server {
        listen 127.0.0.1:$port;

        proxy_http_version 1.1;
        # The Host the browser used, so the Gallery's Origin check compares the page's origin
        # with the public address, not with the upstream's.
        proxy_set_header Host \$http_host;
        proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto \$scheme;
        proxy_set_header Upgrade \$http_upgrade;
        proxy_set_header Connection \$connection_upgrade;
        proxy_connect_timeout 2s;
        proxy_next_upstream error timeout;
        proxy_next_upstream_tries 2;
        # Which instance answered, for tests and for curious people.
        add_header X-Gallery-Upstream \$upstream_addr always;

        location / {
            proxy_pass http://gallery;
            proxy_read_timeout 30s;
        }

        # Live sockets stay open as long as their pages do. The instances ping every page
        # every 30 s, so a socket is never silent for 75 s unless its instance is gone.
        location = /live {
            proxy_pass http://gallery;
            proxy_buffering off;
            proxy_read_timeout 75s;
            proxy_send_timeout 75s;
        }
    }
}
EOF
"$nginx_bin" -p "$work" -c "$work/nginx.conf" -e "$work/nginx-error.log" -t -q \
    || fail "nginx does not accept $work/nginx.conf (see above)"
"$nginx_bin" -p "$work" -c "$work/nginx.conf" -e "$work/nginx-error.log" </dev/null >>"$work/nginx-error.log" 2>&1 &
nginx_pid=$!
wait_http nginx "http://127.0.0.1:$port/" "$nginx_pid" 30

for i in 0 1; do
    echo "instance $((i + 1)): pid ${instance_pids[$i]}, http://127.0.0.1:${instance_ports[$i]}/, log $work/instance-$((i + 1)).log"
done
echo "nginx: pid $nginx_pid, config $work/nginx.conf, logs $work/nginx-access.log and nginx-error.log"
echo "database: $database"
echo "Trellis Gallery (two instances behind nginx): open http://127.0.0.1:$port/"

# Runs until a signal or until nginx stops; an instance that exits is reported once and the
# other goes on serving (nginx skips the one that is gone).
reported=()
while kill -0 "$nginx_pid" 2>/dev/null; do
    for i in 0 1; do
        if [ -z "${reported[$i]:-}" ] && ! kill -0 "${instance_pids[$i]}" 2>/dev/null; then
            status=0
            wait "${instance_pids[$i]}" || status=$?
            echo "two-instances.sh: instance $((i + 1)) (pid ${instance_pids[$i]}) exited with status $status; the other one goes on" >&2
            reported[$i]=1
        fi
    done
    sleep 1 &
    wait $! || true
done
status=0
wait "$nginx_pid" || status=$?
fail "nginx exited with status $status; see $work/nginx-error.log"
