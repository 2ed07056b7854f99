#!/usr/bin/env bash
# Makes sure Debian's Chromium (and Java, below) is installed, never a downloaded one (scripts/chromium.mjs says which tool drives which):
# the full browser (/usr/bin/chromium: Lighthouse, benchmarks, demo pictures) and its headless shell of the same build
# (/usr/bin/chromium-headless-shell: the test runners).
set -euo pipefail
full="${CHROMIUM_PATH:-/usr/bin/chromium}"
shell="${TEST_CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
# Java 17 or newer runs the W3C Nu HTML Checker (vnu-jar) of the HTML validity gates: Debian's default-jre-headless,
# in the same apt run when it is missing.
packages=()
if ! [ -x "$full" ] || ! [ -x "$shell" ]; then packages+=(chromium chromium-headless-shell); fi
if ! command -v java >/dev/null; then packages+=(default-jre-headless); fi
if [ "${#packages[@]}" -eq 0 ]; then exit 0; fi
echo "Installing Debian ${packages[*]} (apt-get)..."
export DEBIAN_FRONTEND=noninteractive
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq "${packages[@]}" >/dev/null
/usr/bin/chromium --version
/usr/bin/chromium-headless-shell --version
java -version
