#!/usr/bin/env bash
# Several Lakbay instances on one PostgreSQL behind HAProxy, all on loopback (issue 26,
# docs/decisions/033-several-instances.md).
#
#   scripts/cluster.sh start            # PostgreSQL, three app instances, HAProxy; prints the address
#   scripts/cluster.sh status           # what runs, and what HAProxy thinks of each instance
#   scripts/cluster.sh stop             # stops all of it and deletes PostgreSQL's files
#   scripts/cluster.sh start-instance N # starts instance N again (after it died or was killed)
#   scripts/cluster.sh pg-restart [S]   # stops PostgreSQL, waits S seconds (default 2), starts it
#                                       # again on the same data directory and port
#   npm run cluster -- start            # the same through npm
#
# PostgreSQL is a throwaway server (scripts/postgres.sh), or the one of $LAKBAY_CLUSTER_DATABASE_URL
# (left running by stop). Instance 1 starts first and migrates and seeds it (demo accounts, content
# posts); instances 2 and 3 start once it is ready, so migrations never run twice at once. Every
# instance gets the same AUTH_SECRET (a session made on one is valid on all), APP_URL (the balancer's
# address, for links and the CSRF origin check) and DATABASE_URL; each has its own DATA_DIR and log.
# HAProxy balances round robin and checks GET /ready every 500 ms: two failures (about 1 s) take an
# instance out, two successes put it back; a request whose connection is refused is sent to another
# instance (retries, redispatch), so only requests already inside a dying instance fail.
#
# Settings (environment):
#   LAKBAY_CLUSTER_DIR       state, logs and HAProxy's files (default .tmp/cluster)
#   LAKBAY_CLUSTER_PORT      the balancer's port (default 8080); instances take the next three
#   LAKBAY_CLUSTER_INSTANCES how many instances (default 3)
#   LAKBAY_CLUSTER_DATABASE_URL  use this PostgreSQL instead of starting one (pg-restart then refuses)
#   LAKBAY_CLUSTER_TEST_ROUTES=1 the /__test routes on every instance (the cluster test only)
#   LAKBAY_CLUSTER_NO_BUILD=1    serve build/ as it is instead of rebuilding it when sources changed
#   SMTP_URL, STAFF_EMAILS, LOG_LEVEL, WEATHER_LIVE, SEED_DEMO: passed to the instances
set -euo pipefail
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$LAKBAY_ROOT"

DIR="$(mkdir -p "${LAKBAY_CLUSTER_DIR:-$LAKBAY_ROOT/.tmp/cluster}" && cd "${LAKBAY_CLUSTER_DIR:-$LAKBAY_ROOT/.tmp/cluster}" && pwd)"
STATE="$DIR/cluster.env"
PG_STATE="$DIR/postgres.state"

die() {
  printf '\033[1;31merror:\033[0m cluster.sh: %s\n' "$*" >&2
  exit 1
}

port_free() { ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# alive PID: the process runs (a killed one not yet reaped, a zombie, does not count).
alive() { [ -n "${1:-}" ] && kill -0 "$1" 2>/dev/null && [[ "$(ps -o stat= -p "$1" 2>/dev/null)" != Z* ]]; }

# http_ok URL: 0 when the address answers 200.
http_ok() { [ "$(curl -s -o /dev/null -m 2 -w '%{http_code}' "$1" 2>/dev/null)" = 200 ]; }

load_state() {
  [ -f "$STATE" ] || die "no cluster is recorded in $STATE: run '$0 start' first"
  # shellcheck disable=SC1090
  source "$STATE"
}

# start_instance N: starts instance N of the recorded cluster in the background and records its pid.
start_instance() {
  local n="$1" port var pid
  var="APP_PORT_$n"
  port="${!var:-}"
  [ -n "$port" ] || die "there is no instance $n (instances: 1–$INSTANCES)"
  pid="$(cat "$DIR/instance-$n.pid" 2>/dev/null || true)"
  alive "$pid" && die "instance $n is running already (pid $pid)"
  port_free "$port" || die "port $port of instance $n is taken"
  mkdir -p "$DIR/instance-$n"
  # setsid: its own process group, so that a terminal's Ctrl-C does not reach it and `stop` can end it.
  setsid env \
    NODE_ENV=production \
    DEPLOYMENT=local \
    PORT="$port" \
    HOST=127.0.0.1 \
    APP_URL="$APP_URL" \
    DATABASE_URL="$DATABASE_URL" \
    AUTH_SECRET="$AUTH_SECRET" \
    DATA_DIR="$DIR/instance-$n" \
    TRUST_PROXY=1 \
    SEED_DEMO="${SEED_DEMO:-1}" \
    WEATHER_LIVE="${WEATHER_LIVE:-0}" \
    STAFF_EMAILS="${STAFF_EMAILS:-}" \
    SMTP_URL="${SMTP_URL:-}" \
    E2E_TEST_ROUTES="$TEST_ROUTES" \
    LOG_LEVEL="${LOG_LEVEL:-warn}" \
    node --disable-warning=ExperimentalWarning server/main.ts >>"$DIR/instance-$n.log" 2>&1 </dev/null &
  echo $! >"$DIR/instance-$n.pid"
}

# wait_ready N [SECONDS]: waits until instance N answers /ready with 200.
wait_ready() {
  local n="$1" limit="${2:-120}" var port pid i
  var="APP_PORT_$n"
  port="${!var}"
  pid="$(cat "$DIR/instance-$n.pid")"
  for ((i = 0; i < limit * 4; i++)); do
    http_ok "http://127.0.0.1:$port/ready" && return 0
    alive "$pid" || {
      tail -n 40 "$DIR/instance-$n.log" >&2
      die "instance $n exited while starting (log: $DIR/instance-$n.log)"
    }
    sleep 0.25
  done
  tail -n 40 "$DIR/instance-$n.log" >&2
  die "instance $n was not ready after ${limit}s (log: $DIR/instance-$n.log)"
}

write_haproxy_config() {
  local n var
  {
    cat <<EOF
# Written by scripts/cluster.sh; regenerated at every start.
global
  maxconn 4096
  pidfile $DIR/haproxy.pid
  stats socket $DIR/haproxy.sock mode 600 level admin

defaults
  mode http
  timeout connect 1s
  timeout client 60s
  timeout server 60s
  timeout http-request 10s
  timeout http-keep-alive 10s
  # A connection refused or reset before the request was sent goes to another instance: the
  # request never reached the dead one, so resending it is safe whatever its method.
  retries 3
  option redispatch 1
  option forwardfor
  # A new connection to an instance for every request: a request never goes out on an idle connection
  # to an instance that has died since (which HAProxy answers by closing the traveller's connection);
  # it meets a refused connection instead, and goes to another instance (above).
  option http-server-close

frontend lakbay
  bind 127.0.0.1:$BALANCER_PORT
  # Which instance answered (empty when HAProxy answered itself): for logs and the cluster test.
  http-after-response set-header X-Lakbay-Instance %[srv_name]
  default_backend app

backend app
  balance roundrobin
  option httpchk
  http-check send meth GET uri /ready
  http-check expect status 200
  # Checked every 500 ms; two failures take an instance out (about 1 s), two successes put it back.
  default-server check inter 500ms fastinter 250ms downinter 500ms fall 2 rise 2
EOF
    for ((n = 1; n <= INSTANCES; n++)); do
      var="APP_PORT_$n"
      echo "  server app$n 127.0.0.1:${!var}"
    done
    cat <<EOF

listen stats
  bind 127.0.0.1:$STATS_PORT
  stats enable
  stats uri /
  stats refresh 2s
EOF
  } >"$DIR/haproxy.cfg"
}

start() {
  [ -f "$STATE" ] && die "a cluster is recorded in $STATE: run '$0 stop' first"
  ensure_node
  ensure_deps
  ensure_haproxy
  lakbay_have_postgres || [ -n "${LAKBAY_CLUSTER_DATABASE_URL:-}" ] || lakbay_locked apt lakbay_apt_install postgresql
  if [ "${LAKBAY_CLUSTER_NO_BUILD:-0}" = 1 ] && [ -f "$LAKBAY_ROOT/build/server/index.js" ]; then
    lakbay_say "Using the build as it is (LAKBAY_CLUSTER_NO_BUILD=1)"
  else
    ensure_build
  fi
  command -v curl >/dev/null 2>&1 || lakbay_locked apt lakbay_apt_install curl

  INSTANCES="${LAKBAY_CLUSTER_INSTANCES:-3}"
  BALANCER_PORT="${LAKBAY_CLUSTER_PORT:-8080}"
  port_free "$BALANCER_PORT" || die "port $BALANCER_PORT is taken: set LAKBAY_CLUSTER_PORT"
  local n port
  port="$BALANCER_PORT"
  {
    printf 'INSTANCES=%q\nBALANCER_PORT=%q\n' "$INSTANCES" "$BALANCER_PORT"
    for ((n = 1; n <= INSTANCES; n++)); do
      port=$((port + 1))
      while ! port_free "$port"; do port=$((port + 1)); done
      printf 'APP_PORT_%d=%q\n' "$n" "$port"
    done
    port=$((port + 1))
    while ! port_free "$port"; do port=$((port + 1)); done
    printf 'STATS_PORT=%q\n' "$port"
    printf 'APP_URL=%q\n' "http://127.0.0.1:$BALANCER_PORT"
    printf 'AUTH_SECRET=%q\n' "$(node -e 'console.log(require("crypto").randomBytes(32).toString("base64url"))')"
    printf 'TEST_ROUTES=%q\n' "${LAKBAY_CLUSTER_TEST_ROUTES:-0}"
  } >"$STATE.partial"
  mv "$STATE.partial" "$STATE"
  # From here on a failure leaves a state that `stop` cleans up.
  trap 'rc=$?; if [ "$rc" -ne 0 ]; then echo "cluster.sh: start failed; stopping what was started" >&2; stop; fi' EXIT
  if [ -n "${LAKBAY_CLUSTER_DATABASE_URL:-}" ]; then
    printf 'DATABASE_URL=%q\nOWN_POSTGRES=0\n' "$LAKBAY_CLUSTER_DATABASE_URL" >>"$STATE"
  else
    local url
    url="$(LAKBAY_PG_STATE="$PG_STATE" bash "$LAKBAY_ROOT/scripts/postgres.sh" start)"
    printf 'DATABASE_URL=%q\nOWN_POSTGRES=1\n' "$url" >>"$STATE"
  fi
  load_state
  lakbay_say "PostgreSQL: $DATABASE_URL"

  # The first instance migrates and seeds; the others start on a database that is ready.
  for ((n = 1; n <= INSTANCES; n++)); do : >"$DIR/instance-$n.log"; done
  start_instance 1
  wait_ready 1
  for ((n = 2; n <= INSTANCES; n++)); do start_instance "$n"; done
  for ((n = 2; n <= INSTANCES; n++)); do wait_ready "$n"; done

  write_haproxy_config
  haproxy -c -q -f "$DIR/haproxy.cfg" || die "HAProxy refused its configuration ($DIR/haproxy.cfg)"
  haproxy -D -f "$DIR/haproxy.cfg" || die "HAProxy did not start"
  local i
  for ((i = 0; i < 40; i++)); do
    http_ok "http://127.0.0.1:$BALANCER_PORT/ready" && break
    sleep 0.25
  done
  http_ok "http://127.0.0.1:$BALANCER_PORT/ready" || die "the balancer does not answer on port $BALANCER_PORT"
  trap - EXIT
  lakbay_say "Lakbay runs on $INSTANCES instances behind HAProxy: $APP_URL (HAProxy's statistics: http://127.0.0.1:$STATS_PORT/)"
  echo "$APP_URL"
}

stop_instance() {
  local n="$1" pid i
  pid="$(cat "$DIR/instance-$n.pid" 2>/dev/null || true)"
  rm -f "$DIR/instance-$n.pid"
  alive "$pid" || return 0
  kill -TERM "$pid" 2>/dev/null || true
  for ((i = 0; i < 60; i++)); do
    alive "$pid" || return 0
    sleep 0.25
  done
  kill -KILL "$pid" 2>/dev/null || true
}

stop() {
  [ -f "$STATE" ] || return 0
  local INSTANCES=0 OWN_POSTGRES=0 n pid
  # shellcheck disable=SC1090
  source "$STATE"
  pid="$(cat "$DIR/haproxy.pid" 2>/dev/null || true)"
  if alive "$pid"; then kill -TERM "$pid" 2>/dev/null || true; fi
  rm -f "$DIR/haproxy.pid" "$DIR/haproxy.sock"
  for ((n = 1; n <= INSTANCES; n++)); do stop_instance "$n" & done
  wait
  if [ "$OWN_POSTGRES" = 1 ]; then LAKBAY_PG_STATE="$PG_STATE" bash "$LAKBAY_ROOT/scripts/postgres.sh" stop || true; fi
  rm -f "$STATE"
  for ((n = 1; n <= INSTANCES; n++)); do rm -rf "$DIR/instance-$n"; done
  lakbay_say "cluster stopped (logs kept in $DIR)"
}

status() {
  if [ ! -f "$STATE" ]; then
    echo "no cluster running"
    return 3
  fi
  load_state
  local n var pid ready haproxy_pid
  echo "balancer  $APP_URL"
  for ((n = 1; n <= INSTANCES; n++)); do
    var="APP_PORT_$n"
    pid="$(cat "$DIR/instance-$n.pid" 2>/dev/null || true)"
    if http_ok "http://127.0.0.1:${!var}/ready"; then ready=ready; elif alive "$pid"; then ready="running, not ready"; else ready=down; fi
    printf 'app%-6s http://127.0.0.1:%s  pid %s  %s\n' "$n" "${!var}" "${pid:--}" "$ready"
  done
  haproxy_pid="$(cat "$DIR/haproxy.pid" 2>/dev/null || true)"
  if alive "$haproxy_pid"; then
    echo "haproxy   pid $haproxy_pid; statistics http://127.0.0.1:$STATS_PORT/"
    # pxname,svname,…,status (column 18) of each server, from HAProxy's own CSV.
    curl -s -m 2 "http://127.0.0.1:$STATS_PORT/;csv" | awk -F, '$1 == "app" && $2 ~ /^app[0-9]/ { printf "  %s: %s\n", $2, $18 }'
  else
    echo "haproxy   down"
  fi
  echo "database  $DATABASE_URL"
}

pg_restart() {
  load_state
  [ "$OWN_POSTGRES" = 1 ] || die "pg-restart restarts only the PostgreSQL this script started"
  local BASE="" BIN="" PORT="" pause="${1:-2}"
  # shellcheck disable=SC1090
  source "$PG_STATE"
  local as=()
  [ "$(id -u)" -eq 0 ] && as=(runuser -u postgres --)
  (cd / && "${as[@]}" "$BIN/pg_ctl" -D "$BASE/data" -m fast -w -t 30 stop >/dev/null)
  sleep "$pause"
  # The options of scripts/postgres.sh's start, on the same data directory and port.
  (cd / && "${as[@]}" "$BIN/pg_ctl" -D "$BASE/data" -l "$BASE/server.log" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -p $PORT -k $BASE -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
    start >/dev/null)
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  status) status ;;
  start-instance)
    ensure_node
    load_state
    start_instance "${2:?usage: $0 start-instance N}"
    wait_ready "$2"
    ;;
  pg-restart) pg_restart "${2:-2}" ;;
  *)
    echo "usage: $0 start|stop|status|start-instance N|pg-restart [SECONDS]" >&2
    exit 2
    ;;
esac
