# shellcheck shell=bash
# Helpers shared by the start, test and CI scripts. Source it from bash:
#
#   source scripts/lib.sh
#   ensure_node            # Node >= 24 on PATH (installs 24.21.0 into .tools/node24 when needed)
#   ensure_deps            # npm ci when node_modules is missing or package-lock.json changed
#   ensure_build           # production build (NODE_ENV=production react-router build) when build/ is
#                          # missing, older than its sources, or not made by ensure_build
#   ensure_system_packages # apt-get install chromium postgresql default-jre-headless when any is missing
#   ensure_haproxy         # apt-get install haproxy when missing (scripts/cluster.sh, the cluster test)
#
# Every function is quiet when there is nothing to do, prints one line when it does something, and
# on failure prints the command's full output and returns non-zero (callers run under `set -e` or
# check the status).

LAKBAY_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
LAKBAY_NODE_VERSION="24.21.0"
LAKBAY_NODE_MAJOR="${LAKBAY_NODE_VERSION%%.*}"
LAKBAY_NODE_PREFIX="$LAKBAY_ROOT/.tools/node${LAKBAY_NODE_MAJOR}"

lakbay_say() { printf '%s\n' "$*" >&2; }
lakbay_fail() {
  printf '\n\033[1;31merror:\033[0m %s\n' "$*" >&2
  return 1
}

# lakbay_quiet LABEL CMD...: runs CMD with its output kept aside; prints it only when CMD fails.
lakbay_quiet() {
  local label="$1" out rc
  shift
  out="$(mktemp "${TMPDIR:-/tmp}/lakbay-out.XXXXXX")"
  if "$@" >"$out" 2>&1; then
    rm -f "$out"
    return 0
  else
    rc=$?
  fi
  printf '\n----- output of: %s -----\n' "$*" >&2
  cat "$out" >&2
  printf -- '----- end of output -----\n' >&2
  rm -f "$out"
  lakbay_fail "$label failed (exit $rc)"
  return "$rc"
}

# lakbay_locked NAME CMD...: runs CMD holding a lock, so two runs in one checkout do not install or
# build over each other. Without flock(1) it simply runs CMD.
lakbay_locked() {
  local name="$1"
  shift
  if command -v flock >/dev/null 2>&1; then
    mkdir -p "$LAKBAY_ROOT/.tmp"
    (
      flock 9
      "$@"
    ) 9>"$LAKBAY_ROOT/.tmp/.lock-$name"
  else
    "$@"
  fi
}

lakbay_node_major() {
  command -v node >/dev/null 2>&1 || { echo 0; return; }
  local v
  v="$(node -v 2>/dev/null)" || { echo 0; return; }
  v="${v#v}"
  echo "${v%%.*}"
}

# Puts Node >= 24 first on PATH. Uses the machine's Node when it is new enough; otherwise installs
# Node 24.21.0 from the npm registry (package `node`) into .tools/node24, once.
ensure_node() {
  local bin="$LAKBAY_NODE_PREFIX/node_modules/.bin"
  if [ "$(lakbay_node_major)" -ge "$LAKBAY_NODE_MAJOR" ]; then
    return 0
  fi
  if [ ! -x "$bin/node" ] || [ "$("$bin/node" -v 2>/dev/null)" != "v$LAKBAY_NODE_VERSION" ]; then
    command -v npm >/dev/null 2>&1 ||
      { lakbay_fail "Node $LAKBAY_NODE_MAJOR is needed and npm is missing: install Node.js $LAKBAY_NODE_MAJOR (https://nodejs.org) and retry"; return 1; }
    lakbay_say "Installing Node $LAKBAY_NODE_VERSION into .tools/node$LAKBAY_NODE_MAJOR (machine has $(node -v 2>/dev/null || echo 'no node'))…"
    mkdir -p "$LAKBAY_NODE_PREFIX"
    lakbay_locked node lakbay_quiet "installing Node $LAKBAY_NODE_VERSION" \
      npm install --prefix "$LAKBAY_NODE_PREFIX" --no-save --no-package-lock --no-audit --no-fund \
      --loglevel=error "node@$LAKBAY_NODE_VERSION" || return 1
    [ -x "$bin/node" ] && [ "$("$bin/node" -v 2>/dev/null)" = "v$LAKBAY_NODE_VERSION" ] ||
      { lakbay_fail "Node $LAKBAY_NODE_VERSION did not install into $LAKBAY_NODE_PREFIX"; return 1; }
  fi
  case ":$PATH:" in
    *":$bin:"*) ;;
    *) PATH="$bin:$PATH" ;;
  esac
  export PATH
  hash -r
}

lakbay_sha() {
  if command -v sha256sum >/dev/null 2>&1; then sha256sum "$1" | cut -d' ' -f1; else cksum "$1" | cut -d' ' -f1; fi
}

# npm ci when node_modules is missing or package-lock.json changed since the last install. The
# stamp (node_modules/.lakbay-deps) holds the lockfile's hash; `npm ci` empties node_modules, so the
# stamp goes with it. A checkout installed before the stamp existed is adopted when npm's own record
# (node_modules/.package-lock.json) is newer than the lockfile.
ensure_deps() {
  lakbay_locked deps lakbay_ensure_deps_unlocked
}
lakbay_ensure_deps_unlocked() {
  local lock="$LAKBAY_ROOT/package-lock.json" stamp="$LAKBAY_ROOT/node_modules/.lakbay-deps" want
  [ -f "$lock" ] || { lakbay_fail "package-lock.json is missing in $LAKBAY_ROOT"; return 1; }
  want="$(lakbay_sha "$lock")"
  if [ -d "$LAKBAY_ROOT/node_modules" ]; then
    if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then return 0; fi
    if [ ! -f "$stamp" ] && [ "$LAKBAY_ROOT/node_modules/.package-lock.json" -nt "$lock" ]; then
      echo "$want" >"$stamp"
      return 0
    fi
  fi
  lakbay_say "Installing dependencies (npm ci)…"
  local out rc=0
  out="$(mktemp "${TMPDIR:-/tmp}/lakbay-npm.XXXXXX")"
  # `|| rc=$?` keeps a failure from ending a caller that runs under `set -e` before we explain it.
  # --include=dev: the build needs the dev dependencies (Vite, React Router's CLI), also when the
  # caller's environment has NODE_ENV=production (which would make npm leave them out).
  (cd "$LAKBAY_ROOT" && npm ci --include=dev --no-audit --no-fund --loglevel=error) >"$out" 2>&1 || rc=$?
  if [ "$rc" -ne 0 ] && grep -q "can only install packages when your package.json and package-lock.json" "$out"; then
    # npm ci also calls the lockfile out of sync when it lists other platforms' optional packages
    # (e.g. the macOS and Windows builds of @biomejs/biome) differently from what this registry
    # serves: a registry that has them all makes npm list them all, a mirror that lacks them makes it
    # leave them out. `npm install` installs from the same lockfile and completes it; that is fine
    # when it only added or left out such packages (scripts/lockfile-compare.mjs), and the committed
    # lockfile is put back so the checkout stays clean. Any other change means package.json and the
    # lockfile really disagree.
    cp "$lock" "$out.lock"
    rc=0
    (cd "$LAKBAY_ROOT" && npm install --include=dev --no-audit --no-fund --loglevel=error) >"$out" 2>&1 || rc=$?
    if [ "$rc" -eq 0 ] && ! cmp -s "$lock" "$out.lock"; then
      local diff diff_rc=0
      diff="$(node "$LAKBAY_ROOT/scripts/lockfile-compare.mjs" "$out.lock" "$lock" 2>&1)" || diff_rc=$?
      cp "$out.lock" "$lock"
      if [ "$diff_rc" -eq 0 ]; then
        lakbay_say "npm ci refused the lockfile over other platforms' optional packages; installed with npm install (it $diff) and kept package-lock.json as committed."
      else
        printf '%s\n' "$diff" >>"$out"
        echo "npm install had to change package-lock.json: package.json and the lockfile disagree. Run npm install and commit the lockfile." >>"$out"
        rc=1
      fi
    fi
    rm -f "$out.lock"
  fi
  if [ "$rc" -ne 0 ]; then
    printf '\n----- output of npm -----\n' >&2
    cat "$out" >&2
    printf -- '----- end of output -----\n' >&2
    rm -f "$out"
    lakbay_fail "installing dependencies failed (exit $rc)"
    return 1
  fi
  rm -f "$out"
  echo "$want" >"$stamp"
}

# The optimised production build (NODE_ENV=production react-router build) when build/ is missing,
# any source of the client or server bundle is newer than the last build, or the last build was not
# a production build made here (stamp: build/.lakbay-build, holding "NODE_ENV=production").
ensure_build() {
  lakbay_locked build lakbay_ensure_build_unlocked
}
lakbay_build_is_fresh() {
  local stamp="$LAKBAY_ROOT/build/.lakbay-build" p sources=()
  [ -f "$stamp" ] && [ -f "$LAKBAY_ROOT/build/server/index.js" ] || return 1
  [ "$(cat "$stamp")" = "NODE_ENV=production" ] || return 1
  for p in app public core contracts content server/request-context.ts server/widget-build.ts react-router.config.ts vite.config.ts package-lock.json; do
    [ -e "$LAKBAY_ROOT/$p" ] && sources+=("$p")
  done
  [ -z "$(cd "$LAKBAY_ROOT" && find "${sources[@]}" -newer "$stamp" -print -quit 2>/dev/null)" ]
}
lakbay_ensure_build_unlocked() {
  lakbay_build_is_fresh && return 0
  lakbay_say "Building the app (NODE_ENV=production react-router build)…"
  local started
  mkdir -p "$LAKBAY_ROOT/.tmp"
  started="$(mktemp "$LAKBAY_ROOT/.tmp/build-started.XXXXXX")"
  echo "NODE_ENV=production" >"$started"
  (cd "$LAKBAY_ROOT" && export NODE_ENV=production && lakbay_quiet "react-router build" npx react-router build) || { rm -f "$started"; return 1; }
  # The stamp takes the time the build started, so files edited during the build count as newer.
  mv "$started" "$LAKBAY_ROOT/build/.lakbay-build"
}

lakbay_have_chromium() { [ -x /usr/bin/chromium ]; }
lakbay_have_postgres() { compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null; }
lakbay_have_java() { command -v java >/dev/null 2>&1; }
lakbay_have_haproxy() { [ -x /usr/sbin/haproxy ] || command -v haproxy >/dev/null 2>&1; }

# lakbay_apt_install PACKAGE...: apt-get install as root (or through password-less sudo), with one
# apt-get update per shell.
lakbay_apt_install() {
  local sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
      sudo=(sudo -n)
    else
      lakbay_fail "missing system packages: $*. Install them as root: apt-get install -y $* (no root and no password-less sudo here)"
      return 1
    fi
  fi
  command -v apt-get >/dev/null 2>&1 ||
    { lakbay_fail "missing system packages: $*, and apt-get is not available: install them with your package manager"; return 1; }
  lakbay_say "Installing system packages: $* (apt-get)…"
  if [ -z "${LAKBAY_APT_UPDATED:-}" ]; then
    lakbay_quiet "apt-get update" "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q || return 1
    LAKBAY_APT_UPDATED=1
  fi
  lakbay_quiet "apt-get install $*" "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$@"
}

# HAProxy from Debian, the load balancer of scripts/cluster.sh (several instances behind one address).
# Installed only when missing; its own service is never started (the script runs it on loopback).
ensure_haproxy() {
  lakbay_have_haproxy && return 0
  lakbay_locked apt lakbay_apt_install haproxy || return 1
  lakbay_have_haproxy || { lakbay_fail "haproxy installed but /usr/sbin/haproxy is missing"; return 1; }
}

# Chromium (for Playwright), PostgreSQL (for the database tests) and Java (for the Nu HTML checker,
# vnu-jar) from Debian's apt, when missing.
ensure_system_packages() {
  local missing=()
  lakbay_have_chromium || missing+=(chromium)
  lakbay_have_postgres || missing+=(postgresql)
  lakbay_have_java || missing+=(default-jre-headless)
  [ ${#missing[@]} -eq 0 ] && return 0
  local sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
      sudo=(sudo -n)
    else
      lakbay_fail "missing system packages: ${missing[*]}. Install them as root: apt-get install -y ${missing[*]} (no root and no password-less sudo here)"
      return 1
    fi
  fi
  command -v apt-get >/dev/null 2>&1 ||
    { lakbay_fail "missing system packages: ${missing[*]}, and apt-get is not available: install them with your package manager"; return 1; }
  lakbay_say "Installing system packages: ${missing[*]} (apt-get)…"
  if [ -z "${LAKBAY_APT_UPDATED:-}" ]; then
    lakbay_quiet "apt-get update" "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q || return 1
    LAKBAY_APT_UPDATED=1
  fi
  lakbay_quiet "apt-get install ${missing[*]}" "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y -q "${missing[@]}" || return 1
  lakbay_have_chromium || { lakbay_fail "chromium installed but /usr/bin/chromium is missing"; return 1; }
  lakbay_have_postgres || { lakbay_fail "postgresql installed but /usr/lib/postgresql/*/bin/initdb is missing"; return 1; }
  lakbay_have_java || { lakbay_fail "default-jre-headless installed but java is not on PATH"; return 1; }
}
