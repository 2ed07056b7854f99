#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed, never a downloaded one (scripts/chromium.mjs says which tool drives which):
# the full browser (/usr/bin/chromium: Lighthouse, benchmarks, demo pictures) and its headless shell of the same build
# (/usr/bin/chromium-headless-shell: the test runners).
set -euo pipefail
full="${CHROMIUM_PATH:-/usr/bin/chromium}"
shell="${TEST_CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
if [ -x "$full" ] && [ -x "$shell" ]; then exit 0; fi
echo "Installing Debian chromium and chromium-headless-shell (apt-get)..."
export DEBIAN_FRONTEND=noninteractive
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium chromium-headless-shell >/dev/null
/usr/bin/chromium --version
/usr/bin/chromium-headless-shell --version
