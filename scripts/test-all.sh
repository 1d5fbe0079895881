#!/usr/bin/env bash
# The whole test suite: lint, format, unused code (knip), typecheck, unit, API (real database), production build,
# browser tests.
# TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres) runs the API and browser tests on
# fresh PostgreSQL databases; without it they run on the embedded PGlite. Missing tools fail loudly.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .reports
export NEXT_TELEMETRY_DISABLED=1

CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROMIUM_PATH" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "== Chromium not found: installing Debian's chromium"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  fi
  [ -x "$CHROMIUM_PATH" ] || { echo "ERROR: Chromium is required at $CHROMIUM_PATH (apt-get install chromium)" >&2; exit 1; }
fi
export CHROMIUM_PATH

echo "== lint";      npm run -s lint
echo "== format";    npm run -s format:check
echo "== knip";      npx knip --no-progress
echo "== typecheck"; npm run -s typecheck
echo "== unit and API tests"
npx vitest run --reporter=default --reporter=json --outputFile.json=.reports/vitest.json

echo "== production build"
# One build serves every browser test: `npm start` (front/server.mjs) runs it as usual, and its standalone output (the
# container layout) is what tests/e2e/deployment.spec.ts and the hostile-input stage (tests/e2e/hostile-input.spec.ts)
# run as well. The standalone build is the README's `npm run build` plus .next/standalone beside it, so the
# hostile-input stage covers both ways of serving it without a second build.
NEXT_OUTPUT=standalone npm run -s build

echo "== browser tests"
e2e_db=""
e2e_bo_db=""
cleanup() {
  if [ -n "$e2e_db" ]; then npx tsx scripts/test-db.ts drop "$e2e_db" || true; fi
  if [ -n "$e2e_bo_db" ]; then npx tsx scripts/test-db.ts drop "$e2e_bo_db" || true; fi
  if [ -n "${PGLITE_E2E_DIR:-}" ]; then rm -rf "$PGLITE_E2E_DIR"; fi
}
trap cleanup EXIT
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  e2e_db=$(npx tsx scripts/test-db.ts create e2e)
  e2e_bo_db=$(npx tsx scripts/test-db.ts create e2e_bo)
  echo "browser tests run on PostgreSQL databases ${e2e_db##*/} and ${e2e_bo_db##*/} (back-office)"
  DATABASE_URL="$e2e_db" E2E_BACKOFFICE_DATABASE_URL="$e2e_bo_db" SEED_DEMO=1 PLAYWRIGHT_JSON_OUTPUT_NAME=.reports/playwright.json \
    npx playwright test --reporter=list,json
else
  PGLITE_E2E_DIR=$(mktemp -d)
  echo "browser tests run on embedded PGlite in $PGLITE_E2E_DIR"
  env -u DATABASE_URL PGLITE_DATA_DIR="$PGLITE_E2E_DIR/pglite" PLAYWRIGHT_JSON_OUTPUT_NAME=.reports/playwright.json \
    npx playwright test --reporter=list,json
fi

node scripts/test-summary.mjs .reports/vitest.json .reports/playwright.json
