#!/usr/bin/env bash
# Every test of the project, from a fresh clone: install, static checks, unit and API tests,
# the production build, then the end-to-end tests in Debian's Chromium. Prints a summary line.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n== %s (%s)\n' "$*" "$(date +%T)"; }

step "Install (npm install with the committed lock; npm ci refuses it on this platform, see STACK.md)"
npm install --no-audit --no-fund --loglevel=error
bash scripts/ensure-chromium.sh

# The static checks are single-threaded: they run side by side, each printing when it is done
# (its output kept whole), and the step fails if any of them failed.
step "Translations (extract, then every message must be translated), type check and lint, side by side"
checks=$(mktemp -d)
( { npx lingui extract --clean >/dev/null && node --import tsx scripts/check-translations.ts; } >"$checks/translations" 2>&1 ) &
translations=$!
( npx tsc -p tsconfig.json --noEmit >"$checks/typecheck" 2>&1 ) &
typecheck=$!
( npx eslint --max-warnings 0 . >"$checks/lint" 2>&1 ) &
lint=$!
failed=0
for check in translations typecheck lint; do
  if wait "${!check}"; then status=ok; else status=FAILED; failed=1; fi
  printf -- '-- %s: %s\n' "$check" "$status"
  cat "$checks/$check"
done
rm -rf "$checks"
[ "$failed" -eq 0 ]

step "Unit and API tests"
rm -rf .test-reports && mkdir -p .test-reports
npx vitest run --reporter=default --reporter=json --outputFile.json=.test-reports/unit.json

# Node.js 20 (this machine's) is past its end of life: the reference server, what runs on Node.js,
# is tested under the current LTS line too, with the registry's `node` package (no download from
# elsewhere). The app's tests run once: they test browser code, not the Node.js they run in.
if [ "$(node -p 'process.versions.node.split(".")[0]')" -lt 24 ]; then
  step "The server's unit and API tests again, under Node.js 24 (LTS)"
  npx -y node@24 node_modules/vitest/vitest.mjs run --project server \
    --reporter=dot --reporter=json --outputFile.json=.test-reports/unit-node24.json
fi

step "Production build"
npx vite build --logLevel warn

step "End-to-end tests (Chromium)"
CI=1 npx playwright test

printf '\n== Done (%s)\n' "$(date +%T)"
node --import tsx scripts/test-summary.ts
