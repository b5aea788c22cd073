#!/usr/bin/env bash
# Builds dist/ unless a build of the current sources is there already (a stamp compared with its
# inputs' modification times): `npm start` (scripts/start.sh) and `npm run bench` never serve or
# measure a build older than the code. Any newer input (a pulled commit, an edited file, a build
# plugin in scripts/) builds again.
set -euo pipefail
cd "$(dirname "$0")/.."

build_stamp=dist/.start-build-stamp
build_inputs=(src public locales scripts index.html vite.config.ts lingui.config.ts tsconfig.json
  package.json package-lock.json server/http/precompress.ts)

if [ ! -f "$build_stamp" ] || [ -n "$(find "${build_inputs[@]}" -newer "$build_stamp" -print -quit 2>/dev/null)" ]; then
  rm -f "$build_stamp"
  npm run build
  touch "$build_stamp"
fi
