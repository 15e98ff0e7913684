#!/usr/bin/env bash
# One command from a fresh clone to a running site with its CMS:
# installs dependencies, prepares the quickstart database with seed content and a first
# admin (random password, printed once), builds, and serves on http://127.0.0.1:${PORT:-3000}.
set -euo pipefail
cd "$(dirname "$0")/.."

export PORT="${PORT:-3000}"
export DATABASE_URI="${QUICKSTART_DATABASE_URI:-file:./data/quickstart.db}"
export SERVER_URL="${SERVER_URL:-http://127.0.0.1:${PORT}}"
export CSRF_EXTRA_ORIGINS="${CSRF_EXTRA_ORIGINS:-http://localhost:${PORT}}"
# The database is seeded below: a page that cannot read it fails the build instead of rendering empty.
export BUILD_REQUIRES_CONTENT=1

echo "› installing dependencies"
# `npm install` honours package-lock.json; `npm ci` refuses this lock because npm 11 leaves out
# the optional platform binaries (swc, unrs) it did not install on this platform.
npm install --no-audit --no-fund

# Secrets live in .env (git-ignored); created once with random values.
if [ ! -f .env ]; then
  node scripts/write-env.mjs
fi

ADMIN_USERNAME="${ADMIN_USERNAME:-admin}"
ADMIN_EMAIL="${ADMIN_EMAIL:-admin@sabaisms.example}"
GENERATED_PASSWORD=""
if [ -z "${ADMIN_PASSWORD:-}" ]; then
  GENERATED_PASSWORD="$(node -e "console.log(require('node:crypto').randomBytes(18).toString('base64url'))")"
fi

echo "› preparing the database ($DATABASE_URI) with seed content"
ADMIN_USERNAME="$ADMIN_USERNAME" ADMIN_EMAIL="$ADMIN_EMAIL" ADMIN_PASSWORD="${ADMIN_PASSWORD:-$GENERATED_PASSWORD}" \
  npm run db:setup | tee /tmp/quickstart-seed.log

echo "› building"
# `npm run build` would migrate again; db:setup has just done it.
npx next build

if [ -n "$GENERATED_PASSWORD" ] && grep -Eq "first admin +created" /tmp/quickstart-seed.log; then
  cat <<MSG

  ┌──────────────────────────────────────────────────────────────
  │ CMS sign-in: ${SERVER_URL}/admin
  │   username: ${ADMIN_USERNAME}
  │   password: ${GENERATED_PASSWORD}
  │ This password is shown once and stored nowhere in plain text.
  │ At the first sign-in, set up an authenticator app (admins need one).
  └──────────────────────────────────────────────────────────────

MSG
fi
rm -f /tmp/quickstart-seed.log

echo "› serving on ${SERVER_URL}"
exec npm run start
