#!/usr/bin/env bash
# Installs, from Debian's packages, what the test suite needs beside npm packages and lacks:
# Chromium (Playwright drives it; it cannot download its own), a Java runtime (Nu HTML Checker), and the
# shared services of `npm run test:scale` (PostgreSQL, Redis; scripts/services/ starts them itself).
set -euo pipefail

missing=()
if ! command -v chromium >/dev/null 2>&1 && [ ! -x "${CHROME_PATH:-/usr/bin/chromium}" ]; then missing+=(chromium); fi
if ! command -v java >/dev/null 2>&1; then missing+=(default-jre-headless); fi
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then missing+=(postgresql); fi
if ! command -v redis-server >/dev/null 2>&1; then missing+=(redis-server); fi
[ ${#missing[@]} -eq 0 ] && exit 0

echo "› installing ${missing[*]} with apt"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
