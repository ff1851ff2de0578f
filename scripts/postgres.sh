#!/usr/bin/env bash
# A throwaway PostgreSQL server on 127.0.0.1 for the database tests.
#
#   url=$(scripts/postgres.sh start)   # prints postgres://postgres@127.0.0.1:PORT/postgres
#   scripts/postgres.sh stop           # stops it and deletes its files
#
# The server lives in a fresh temp folder (owned by the postgres user when run as root, since initdb
# refuses root), trusts local connections, listens on a free port and skips fsync. Its location is
# kept in a state file: $LAKBAY_PG_STATE, default .tmp/postgres.state. Binaries: $PG_BIN, or the
# newest /usr/lib/postgresql/*/bin.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
STATE="${LAKBAY_PG_STATE:-$ROOT/.tmp/postgres.state}"

die() {
  printf '\033[1;31merror:\033[0m postgres.sh: %s\n' "$*" >&2
  exit 1
}

pg_bin() {
  if [ -n "${PG_BIN:-}" ]; then
    echo "$PG_BIN"
    return
  fi
  local dir
  dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
  [ -n "$dir" ] && [ -x "$dir/initdb" ] || die "PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb): apt-get install -y postgresql"
  echo "$dir"
}

# as_pg CMD...: runs CMD as the postgres user when we are root, else as ourselves.
as_pg() {
  if [ "$(id -u)" -eq 0 ]; then
    id postgres >/dev/null 2>&1 || die "running as root but there is no postgres user (is the postgresql package installed?)"
    if command -v runuser >/dev/null 2>&1; then
      (cd / && runuser -u postgres -- "$@")
    else
      (cd / && su -s /bin/sh postgres -c "$(printf '%q ' "$@")")
    fi
  else
    (cd / && "$@")
  fi
}

port_free() { ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

start() {
  if [ -f "$STATE" ]; then
    die "a server from an earlier run is recorded in $STATE: run '$0 stop' first"
  fi
  local bin base port attempt
  bin="$(pg_bin)"
  base="$(mktemp -d "${TMPDIR:-/tmp}/lakbay-pg.XXXXXX")"
  chmod 755 "$base"
  [ "$(id -u)" -eq 0 ] && chown postgres: "$base"
  if ! as_pg "$bin/initdb" -D "$base/data" --auth=trust -U postgres -E UTF8 --no-locale --no-sync >"$base/initdb.log" 2>&1; then
    cat "$base/initdb.log" >&2
    rm -rf "$base"
    die "initdb failed"
  fi
  for attempt in 1 2 3 4 5 6 7 8; do
    port=$((20000 + RANDOM % 40000))
    port_free "$port" || continue
    if as_pg "$bin/pg_ctl" -D "$base/data" -l "$base/server.log" -w -t 60 \
      -o "-c listen_addresses=127.0.0.1 -p $port -k $base -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
      start >/dev/null 2>&1; then
      mkdir -p "$(dirname "$STATE")"
      printf 'BASE=%q\nBIN=%q\nPORT=%q\n' "$base" "$bin" "$port" >"$STATE"
      echo "postgres://postgres@127.0.0.1:$port/postgres"
      return 0
    fi
  done
  cat "$base/server.log" >&2 2>/dev/null || true
  rm -rf "$base"
  die "PostgreSQL did not start (tried $attempt ports)"
}

stop() {
  [ -f "$STATE" ] || return 0
  local BASE="" BIN="" PORT=""
  # shellcheck disable=SC1090
  source "$STATE"
  if [ -n "$BASE" ] && [ -d "$BASE/data" ]; then
    as_pg "$BIN/pg_ctl" -D "$BASE/data" -m fast -w -t 30 stop >/dev/null 2>&1 ||
      as_pg "$BIN/pg_ctl" -D "$BASE/data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  case "$BASE" in
    */lakbay-pg.*) rm -rf "$BASE" ;;
  esac
  rm -f "$STATE"
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  *)
    echo "usage: $0 start|stop" >&2
    exit 2
    ;;
esac
