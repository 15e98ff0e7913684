#!/usr/bin/env bash
# Installs Debian's Chromium when it is missing (Playwright drives it; it cannot download its own).
set -euo pipefail
if command -v chromium >/dev/null 2>&1 || [ -x "${CHROME_PATH:-/usr/bin/chromium}" ]; then
  exit 0
fi
echo "› installing Debian's chromium"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
