#!/usr/bin/env bash
# Runs a command with Node >= 24 first on PATH, installing Node 24.21.0 into .tools/node24 when the
# machine's Node is older:  bash scripts/with-node.sh node --version
set -euo pipefail
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
ensure_node
[ $# -gt 0 ] || { lakbay_say "usage: scripts/with-node.sh COMMAND [ARGS…]"; exit 2; }
exec "$@"
