#!/usr/bin/env bash
# `npm run dev`: Vite's development server with hot reload, inside our Hono host (server/dev.ts), on
# the embedded database with the demo accounts. React's development build: slower, with warnings.
# PORT, HOST, DATA_DIR… come from the environment as for `npm start`.
set -euo pipefail
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$LAKBAY_ROOT"
ensure_node
ensure_deps
export NODE_ENV=development
exec node --disable-warning=ExperimentalWarning server/dev.ts "$@"
