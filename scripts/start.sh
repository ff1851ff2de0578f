#!/usr/bin/env bash
# `npm start`: makes sure Node 24, the dependencies and a current production build are there, then
# serves the app with NODE_ENV=production (React's and React Router's optimised builds).
#
# NODE_ENV says which build serves pages; it does not make this a public deployment. Without
# DEPLOYMENT=public this stays a local one: demo accounts, cookies without Secure so that
# http://localhost works, no HSTS. PORT, HOST, DATA_DIR, DATABASE_URL, DEPLOYMENT… come from the
# environment (defaults in server/env.ts). `npm run dev` is the development server (Vite, hot reload).
set -euo pipefail
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$LAKBAY_ROOT"
ensure_node
ensure_deps
ensure_build
export NODE_ENV=production
exec node --disable-warning=ExperimentalWarning server/main.ts "$@"
