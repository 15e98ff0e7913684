#!/usr/bin/env bash
# Records the reference of tests/e2e/pages-words.spec.ts (the words and looks of the pages whose
# texts moved from messages/ into the CMS) from a build of another commit, by default `main`:
#
#   bash scripts/record-page-snapshots.sh [ref]
#
# It checks the ref out in a temporary worktree, copies this tree's spec into it, makes a fresh
# seeded test database there, builds it, runs the spec with --update-snapshots and copies the
# snapshots back into tests/e2e/pages-words.spec.ts-snapshots/. The reference must come from pages
# that still read their words from messages/ (the commit before the move, or `main` while other
# branches change those pages): a ref whose messages no longer hold the home texts is refused, so
# the pages under test can never become their own reference.
#
# Ports: E2E_PORT / E2E_SMTP_PORT as for the e2e suite (defaults 3210 / 2526).
set -euo pipefail
cd "$(dirname "$0")/.."
repo="$(pwd)"
ref="${1:-main}"

if ! git show "${ref}:messages/th/home.json" 2>/dev/null | grep -q '"hero"'; then
  echo "${ref}: its messages/ no longer hold the page texts; record from a commit before the move" >&2
  exit 1
fi

tmp="$(mktemp -d)"
tree="${tmp}/tree"
cleanup() {
  git -C "${repo}" worktree remove --force "${tree}" 2>/dev/null || true
  rm -rf "${tmp}"
}
trap cleanup EXIT

git worktree add --detach "${tree}" "${ref}" >/dev/null
if cmp -s "${repo}/package-lock.json" "${tree}/package-lock.json"; then
  # Hard links, not a symlink: Turbopack refuses packages that resolve outside the project root.
  cp -al "${repo}/node_modules" "${tree}/node_modules"
else
  (cd "${tree}" && npm install --no-audit --no-fund)
fi
cp "${repo}/tests/e2e/pages-words.spec.ts" "${tree}/tests/e2e/"

cd "${tree}"
export E2E_PORT="${E2E_PORT:-3210}" E2E_SMTP_PORT="${E2E_SMTP_PORT:-2526}"
export NODE_ENV=production SERVER_URL="http://127.0.0.1:${E2E_PORT}" DATABASE_URI="file:./data/test.db"
export PAYLOAD_SECRET=e2e-payload-secret-not-for-production REVALIDATE_SECRET=e2e-revalidate-secret
export ADMIN_USERNAME=e2e-admin ADMIN_EMAIL=e2e-admin@sabaisms.test ADMIN_PASSWORD=e2e-admin-password-1234
export NEXT_TELEMETRY_DISABLED=1 BUILD_REQUIRES_CONTENT=1 MEDIA_DIR="${tree}/data/media"

npm run db:setup
nice -n 10 npx next build
npx playwright test tests/e2e/pages-words.spec.ts --update-snapshots

rm -rf "${repo}/tests/e2e/pages-words.spec.ts-snapshots"
cp -r tests/e2e/pages-words.spec.ts-snapshots "${repo}/tests/e2e/"
echo "recorded from ${ref} ($(git rev-parse --short HEAD)) into tests/e2e/pages-words.spec.ts-snapshots/"
