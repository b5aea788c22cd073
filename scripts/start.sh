#!/usr/bin/env bash
# `npm start`: the app with its reference server. The first start installs and builds; a restart
# with nothing changed skips both (a stamp per step, compared with its inputs' modification times),
# so it serves in a few seconds. Any newer input (a pulled commit, an edited file) redoes the step.
set -euo pipefail
cd "$(dirname "$0")/.."

install_stamp=node_modules/.start-install-stamp

# True when the stamp is missing or one of the inputs changed after it.
stale() {
  local stamp=$1
  shift
  [ ! -f "$stamp" ] && return 0
  [ -n "$(find "$@" -newer "$stamp" -print -quit 2>/dev/null)" ]
}

if stale "$install_stamp" package.json package-lock.json; then
  npm install --no-audit --no-fund
  touch "$install_stamp"
fi
bash scripts/build-if-stale.sh
exec node --import tsx server/main.ts
