#!/usr/bin/env bash
# Makes sure the Debian packages the checks use are installed: Chromium, never a downloaded one (scripts/chromium.mjs says which tool drives which):
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
# nginx runs the shared cache in front of the storefront (reference-app/proxy/nginx.ts): its end-to-end test and the
# bench's throughput through the cache. The light build has the cache and the sub_filter module it needs; Debian
# releases after bookworm ship it as `nginx`.
nginx_path="${NGINX_PATH:-/usr/sbin/nginx}"
if ! [ -x "$nginx_path" ]; then
  if apt-cache show nginx-light >/dev/null 2>&1; then packages+=(nginx-light); else packages+=(nginx); fi
fi
if [ "${#packages[@]}" -eq 0 ]; then exit 0; fi
echo "Installing Debian ${packages[*]} (apt-get)..."
export DEBIAN_FRONTEND=noninteractive
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq "${packages[@]}" >/dev/null
/usr/bin/chromium --version
/usr/bin/chromium-headless-shell --version
java -version
"$nginx_path" -v
