#!/usr/bin/env bash
# `npm test`: everything CI checks, from a fresh clone, in one command.
#
#   1. Node 24, npm dependencies, Chromium, PostgreSQL and Java (installed when missing)
#   2. typecheck (react-router typegen && tsc)
#   3. lint and format check (Biome: biome.json; `npm run format` fixes the formatting)
#   4. build (react-router build, when the sources changed)
#   5. vitest: unit and integration tests, databases on PGlite
#   6. vitest again, for the test files that open a database (scripts/database-tests.ts), on a throwaway
#      PostgreSQL server (scripts/postgres.sh)
#   7. Playwright end-to-end tests in Chromium against the built app (scripts/e2e-server.ts), the Nu
#      HTML checker (vnu-jar on Java) over a sample of every kind of page among them
#   8. the cluster test (scripts/cluster.test.ts): three instances of the built app on one PostgreSQL
#      behind HAProxy (scripts/cluster.sh), a mixed workload with an instance killed and PostgreSQL
#      restarted (about two minutes; its figures in .tmp/test-logs/cluster/figures.json)
#
# Quiet when a step passes (one line each); a failing step prints its whole log. Every step runs
# even when an earlier one failed (except the e2e and cluster tests, which need a build). Logs, JSON
# reports and the e2e mail are kept in .tmp/test-logs/. The last line is always `N passed, N failed`: the tests
# vitest and Playwright counted (a test that passed on retry counts as passed), plus one failure for
# each step that failed without failing a test (typecheck, build, a runner that crashed).
set -uo pipefail
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$LAKBAY_ROOT"

run_started=$SECONDS
ensure_node || exit 1
ensure_deps || exit 1
ensure_system_packages || exit 1
ensure_haproxy || exit 1

LOGS="$LAKBAY_ROOT/.tmp/test-logs"
rm -rf "$LOGS"
mkdir -p "$LOGS"
export LAKBAY_PG_STATE="$LOGS/postgres.state"

passed=0
failed=0
status=0

cleanup() {
  if [ -f "$LAKBAY_PG_STATE" ]; then
    bash "$LAKBAY_ROOT/scripts/postgres.sh" stop || true
  fi
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# counts KIND FILE: prints "PASSED FAILED" from a vitest or Playwright JSON report ("0 0" if none).
counts() {
  node -e '
    const fs = require("fs");
    const [kind, file] = process.argv.slice(1);
    let p = 0, f = 0;
    try {
      const j = JSON.parse(fs.readFileSync(file, "utf8"));
      if (kind === "vitest") { p = j.numPassedTests || 0; f = j.numFailedTests || 0; }
      else { p = (j.stats.expected || 0) + (j.stats.flaky || 0); f = j.stats.unexpected || 0; }
    } catch {}
    console.log(p, f);
  ' "$1" "$2"
}

# step NAME KIND JSON CMD...: runs CMD with its output in $LOGS/NAME.log. KIND is vitest, playwright
# or none (no test counts).
step() {
  local name="$1" kind="$2" json="$3"
  shift 3
  local log="$LOGS/$name.log" t0=$SECONDS rc p=0 f=0 summary
  "$@" >"$log" 2>&1
  rc=$?
  if [ "$kind" != none ]; then
    read -r p f < <(counts "$kind" "$json")
  fi
  passed=$((passed + p))
  failed=$((failed + f))
  summary=""
  [ "$kind" != none ] && summary=" — $p passed, $f failed"
  if [ "$rc" -eq 0 ]; then
    printf 'ok    %-18s%s (%ds)\n' "$name" "$summary" $((SECONDS - t0))
    return 0
  fi
  status=1
  [ "$f" -eq 0 ] && failed=$((failed + 1))
  local lines
  lines=$(wc -l <"$log")
  printf '\n\033[1;31m===== FAILED: %s (exit %d) — log: %s =====\033[0m\n' "$name" "$rc" "${log#"$LAKBAY_ROOT"/}"
  if [ "$lines" -gt 400 ]; then
    printf '(last 400 of %d lines)\n' "$lines"
    tail -n 400 "$log"
  else
    cat "$log"
  fi
  printf '\033[1;31m===== end of %s =====\033[0m\n' "$name"
  printf 'FAIL  %-18s%s (%ds)\n\n' "$name" "$summary" $((SECONDS - t0))
  return "$rc"
}

free_port() {
  local port
  while :; do
    port=$((20000 + RANDOM % 40000))
    [ "$port" != "${1:-}" ] || continue
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
      echo "$port"
      return
    fi
  done
}

typecheck() { npx react-router typegen && npx tsc; }

lint() { npx biome lint .; }

format_check() { npx biome format .; }

vitest_pglite() {
  npx vitest run --reporter=default --reporter=json --outputFile.json="$LOGS/vitest.json"
}

vitest_postgres() {
  local url
  url="$(bash "$LAKBAY_ROOT/scripts/postgres.sh" start)" || return 1
  echo "PostgreSQL: $url"
  # Only the files that open a test database (scripts/database-tests.ts); the rest ran above already.
  local files
  mapfile -t files < <(node --disable-warning=ExperimentalWarning scripts/database-tests.ts)
  if [ "${#files[@]}" -eq 0 ]; then
    echo "scripts/database-tests.ts found no database test"
    bash "$LAKBAY_ROOT/scripts/postgres.sh" stop || true
    return 1
  fi
  echo "${#files[@]} test files use a database"
  TEST_DATABASE_URL="$url" npx vitest run "${files[@]}" \
    --reporter=default --reporter=json --outputFile.json="$LOGS/vitest-postgres.json"
  local rc=$?
  bash "$LAKBAY_ROOT/scripts/postgres.sh" stop || true
  return "$rc"
}

cluster_test() {
  # Its own PostgreSQL and ports (scripts/cluster.sh); the build of step 4 as it is.
  LAKBAY_CLUSTER_TEST=1 LAKBAY_CLUSTER_NO_BUILD=1 LAKBAY_CLUSTER_DIR="$LOGS/cluster" npx vitest run scripts/cluster.test.ts \
    --reporter=default --reporter=json --outputFile.json="$LOGS/cluster.json"
}

playwright() {
  E2E_PORT="$(free_port)"
  E2E_SMTP_PORT="$(free_port "$E2E_PORT")"
  export E2E_PORT E2E_SMTP_PORT
  export E2E_MAIL_DIR="$LOGS/e2e-mail" E2E_JSON_REPORT="$LOGS/e2e.json"
  npx playwright test
}

step typecheck none - typecheck
step lint none - lint
step format none - format_check
built=1
step build none - ensure_build || built=0
step vitest vitest "$LOGS/vitest.json" vitest_pglite
step vitest-postgres vitest "$LOGS/vitest-postgres.json" vitest_postgres
if [ "$built" -eq 1 ]; then
  step e2e playwright "$LOGS/e2e.json" playwright
  step cluster vitest "$LOGS/cluster.json" cluster_test
else
  printf 'skip  %-18s (no build)\n' e2e
  printf 'skip  %-18s (no build)\n' cluster
  failed=$((failed + 2))
fi

elapsed=$((SECONDS - run_started))
if [ "$status" -eq 0 ]; then
  printf 'All checks passed in %dm%02ds.\n' $((elapsed / 60)) $((elapsed % 60))
else
  printf '\033[1;31mSome checks failed\033[0m (%dm%02ds); logs in .tmp/test-logs/.\n' $((elapsed / 60)) $((elapsed % 60))
fi
echo "$passed passed, $failed failed"
exit "$status"
