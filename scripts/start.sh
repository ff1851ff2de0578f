#!/usr/bin/env bash
# `npm start`: makes sure Node 24, the dependencies and a current build are there, then serves the
# app. PORT, HOST, DATA_DIR, DATABASE_URL… come from the environment (defaults in server/env.ts).
set -euo pipefail
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$LAKBAY_ROOT"
ensure_node
ensure_deps
ensure_build
exec node --disable-warning=ExperimentalWarning server/main.ts "$@"
