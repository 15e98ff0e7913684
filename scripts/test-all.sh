#!/usr/bin/env bash
# The one gate: installs everything the tests need (dependencies, Debian's Chromium, a fresh
# test database), then runs format check, lint, typecheck, unit tests, the production build
# and the end-to-end suite against it, then the scale-out suite (npm run test:scale). CI runs exactly this (.ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n━━ %s\n' "$*"; }

step "install dependencies"
# `npm install` honours package-lock.json; `npm ci` refuses this lock because npm 11 leaves out
# the optional platform binaries (swc, unrs) it did not install on this platform.
npm install --no-audit --no-fund
bash scripts/ensure-test-tools.sh

# One environment for the build, the database preparation and the server under test.
export E2E_PORT="${E2E_PORT:-3210}"
export NODE_ENV=production
export SERVER_URL="http://127.0.0.1:${E2E_PORT}"
export DATABASE_URI="file:./data/test.db"
export PAYLOAD_SECRET="e2e-payload-secret-not-for-production"
export REVALIDATE_SECRET="e2e-revalidate-secret"
export ADMIN_USERNAME="e2e-admin"
export ADMIN_EMAIL="e2e-admin@sabaisms.test"
export ADMIN_PASSWORD="e2e-admin-password-1234"
# Admins need a second factor: the test admin is created with this authenticator (tests compute its codes).
export ADMIN_TOTP_SECRET="E2EADMINSECRETJBSWY3DPEHPK3PXPAA"
export NEXT_TELEMETRY_DISABLED=1
# The test database is seeded: a page that cannot read it must fail the build, not render empty.
export BUILD_REQUIRES_CONTENT=1
mkdir -p test-reports

step "format check"
npm run format:check

step "lint"
npm run lint

step "typecheck"
npm run typecheck

step "generated types match the config"
# cms/payload-types.ts is generated from the Payload config (CMS reads are typed by it): regenerated
# into a scratch file, it must be the committed one, or a renamed field would type-check against stale types.
generated_types="$(mktemp --suffix=.ts)"
PAYLOAD_TS_OUTPUT_PATH="$generated_types" npm run --silent generate:types
if ! cmp -s "$generated_types" cms/payload-types.ts; then
  diff -u cms/payload-types.ts "$generated_types" | head -40 || true
  echo "cms/payload-types.ts is stale against the config: run npm run generate:types and commit it"
  exit 1
fi
rm -f "$generated_types"

step "migrations match the config"
# Each adapter's migrations end with a snapshot of the schema; a config change (a field, an index)
# without its migration would leave the database behind the code. migrate:create writes a migration
# only when the config differs from that snapshot, and neither dialect needs a server for it.
migrations_before="$(ls cms/migrations cms/migrations/postgres)"
scratch_db="$(mktemp --suffix=.db)"
DATABASE_URI="file:$scratch_db" node --import tsx scripts/payload.mjs migrate:create config-drift --skip-empty
DATABASE_URI="postgres://127.0.0.1:1/none" node --import tsx scripts/payload.mjs migrate:create config-drift --skip-empty
rm -f "$scratch_db"
if [ "$(ls cms/migrations cms/migrations/postgres)" != "$migrations_before" ]; then
  git status --short cms/migrations
  echo "the config has changes without a migration: run npm run db:migrate:create (SQLite and PostgreSQL) and commit them"
  exit 1
fi

step "unit tests"
NODE_ENV=test npx vitest run --reporter=default --reporter=json --outputFile=test-reports/unit.json

step "test database"
rm -f data/test.db data/test.db-wal data/test.db-shm
# The data cache of an earlier build (the content reads' entries) outlives the database it was read
# from; with a fresh database it would serve that earlier content (e.g. an older seed).
rm -rf "${NEXT_DIST_DIR:-.next}/cache/fetch-cache"
npm run db:setup

step "production build"
# `npm run build` would migrate again; db:setup has just done it.
npx next build

step "end-to-end tests (Debian chromium)"
set +e
# The log (with the server's own output) lets the summary quote the server's errors.
PLAYWRIGHT_JSON_OUTPUT_NAME=test-reports/e2e.json npx playwright test --reporter=list,json 2>&1 | tee test-reports/e2e.log
e2e_status=${PIPESTATUS[0]}
set -e

step "scale-out tests (two instances on PostgreSQL, Redis, S3)"
# Its own services, database and build (.next-scale); see scripts/test-scale.mjs.
scale_status=0
npm run test:scale || scale_status=$?

# Last, so that the tail of the log (what CI shows) names every failed test.
node scripts/test-summary.mjs
[ "$scale_status" -ne 0 ] && echo "scale-out tests: failed (exit $scale_status), see above"

[ "$e2e_status" -ne 0 ] && exit "$e2e_status"
exit "$scale_status"
