#!/usr/bin/env bash
# The one gate: installs everything the tests need (dependencies, Debian's Chromium, a fresh
# test database), then runs the format check, unit tests, the production build and the end-to-end
# suite against it, then the scale-out suite (npm run test:scale). CI runs exactly this (.ci/run).
#
# The end-to-end suite runs one test at a time and leaves about a quarter of the two cores idle (a
# browser, a server, tests waiting for a publish time: 77 % busy in one run). Beside it, at a lower
# CPU and disk priority, run the other static checks (lint, typecheck, generated types, migrations:
# nothing in them depends on time) and the scale-out suite's preparation (its services, database and
# build); that suite's specs, which time their own windows, start once the end-to-end suite is done.
# Every result is reported at the end.
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
# No next build of this checkout follows (the scale-out suite builds into its own folder): Turbopack's
# build cache would be written for nothing (about 40 s).
export NEXT_BUILD_CACHE="${NEXT_BUILD_CACHE:-off}"
mkdir -p test-reports

# The checks that run beside the e2e suite; each prints its own failure.
generated_types_check() {
  # cms/payload-types.ts is generated from the Payload config (CMS reads are typed by it): regenerated
  # into a scratch file, it must be the committed one, or a renamed field would type-check against stale types.
  # A scratch database: the e2e server is using data/test.db meanwhile.
  local generated_types scratch_db
  generated_types="$(mktemp --suffix=.ts)"
  scratch_db="$(mktemp --suffix=.db)"
  DATABASE_URI="file:$scratch_db" PAYLOAD_TS_OUTPUT_PATH="$generated_types" npm run --silent generate:types
  rm -f "$scratch_db"
  if ! cmp -s "$generated_types" cms/payload-types.ts; then
    diff -u cms/payload-types.ts "$generated_types" | head -40 || true
    echo "cms/payload-types.ts is stale against the config: run npm run generate:types and commit it"
    return 1
  fi
  rm -f "$generated_types"
}

migrations_check() {
  # Each adapter's migrations end with a snapshot of the schema; a config change (a field, an index)
  # without its migration would leave the database behind the code. migrate:create writes a migration
  # only when the config differs from that snapshot, and neither dialect needs a server for it.
  local migrations_before scratch_db
  migrations_before="$(ls cms/migrations cms/migrations/postgres)"
  scratch_db="$(mktemp --suffix=.db)"
  DATABASE_URI="file:$scratch_db" node --import tsx scripts/payload.mjs migrate:create config-drift --skip-empty
  DATABASE_URI="postgres://127.0.0.1:1/none" node --import tsx scripts/payload.mjs migrate:create config-drift --skip-empty
  rm -f "$scratch_db"
  if [ "$(ls cms/migrations cms/migrations/postgres)" != "$migrations_before" ]; then
    git status --short cms/migrations
    echo "the config has changes without a migration: run npm run db:migrate:create (SQLite and PostgreSQL) and commit them"
    return 1
  fi
}

# Runs one check, its output under a heading; a failed one is named in test-reports/checks.failed.
check() {
  local name="$1"
  shift
  step "$name"
  "$@" || echo "$name" >> test-reports/checks.failed
}

step "format check"
npm run format:check

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

rm -f test-reports/e2e.done test-reports/checks.done test-reports/checks.failed test-reports/scale.status
: > test-reports/scale.log
(
  renice -n 10 -p "$BASHPID" >/dev/null
  if command -v ionice >/dev/null 2>&1; then ionice -c 2 -n 7 -p "$BASHPID" || true; fi
  set +e
  {
    check "lint" npm run lint
    check "typecheck" npm run typecheck
    check "generated types match the config" generated_types_check
    check "migrations match the config" migrations_check
  } > test-reports/checks.log 2>&1
  touch test-reports/checks.done
  # Its own services, database and build (.next-scale); see scripts/test-scale.mjs.
  npm run test:scale -- --after=test-reports/e2e.done > test-reports/scale.log 2>&1
  echo $? > test-reports/scale.status
) &
beside=$!
# However this script ends, the scale-out suite does not wait for the e2e suite longer than needed.
trap 'touch test-reports/e2e.done' EXIT

step "end-to-end tests (Debian chromium), and beside them the checks and the scale-out suite's build"
set +e
# The log (with the server's own output) lets the summary quote the server's errors.
PLAYWRIGHT_JSON_OUTPUT_NAME=test-reports/e2e.json npx playwright test --reporter=list,json 2>&1 | tee test-reports/e2e.log
e2e_status=${PIPESTATUS[0]}
touch test-reports/e2e.done
set -e

while [ ! -e test-reports/checks.done ] && kill -0 "$beside" 2>/dev/null; do sleep 1; done
cat test-reports/checks.log

step "scale-out tests (two instances on PostgreSQL, Redis, S3)"
# Its preparation ran beside the e2e suite; its specs start now. The log is followed until it ends.
tail -n +1 -f --pid="$beside" test-reports/scale.log || true
wait "$beside" || true
scale_status="$(cat test-reports/scale.status 2>/dev/null || echo 1)"

# Last, so that the tail of the log (what CI shows) names every failed test.
node scripts/test-summary.mjs
[ "$scale_status" -ne 0 ] && echo "scale-out tests: failed (exit $scale_status), see above"
checks_failed="$(cat test-reports/checks.failed 2>/dev/null || true)"
[ -n "$checks_failed" ] && printf 'static checks failed: %s\n' "$(echo "$checks_failed" | paste -sd, -)"

[ "$e2e_status" -ne 0 ] && exit "$e2e_status"
[ -n "$checks_failed" ] && exit 1
exit "$scale_status"
