#!/usr/bin/env bash
# Builds the static Storybook, serves it on 127.0.0.1 and runs every story in Debian Chromium with the axe gate; then
# checks every story's rendered HTML (collected by the runner's postVisit) with the Nu HTML Checker in one batch.
# SKIP_BUILD=1 reuses an existing build; STORYBOOK_OUT and STORYBOOK_PORT set the folder (storybook-static) and port (6106).
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${STORYBOOK_PORT:-6106}"
OUT="${STORYBOOK_OUT:-storybook-static}"
bash scripts/ensure-debian-packages.sh
if [ "${SKIP_BUILD:-}" != "1" ]; then
  node_modules/.bin/storybook build --quiet -o "$OUT" >"${LOG:=$(mktemp)}" 2>&1 || {
    cat "$LOG"; exit 1; }
fi
node scripts/serve-static.mjs "$OUT" "$PORT" &
SERVER_PID=$!
export STORY_HTML_DIR="$(mktemp -d)"
trap 'kill "$SERVER_PID" 2>/dev/null || true; rm -rf "$STORY_HTML_DIR"' EXIT
for _ in $(seq 1 50); do
  (echo > "/dev/tcp/127.0.0.1/$PORT") 2>/dev/null && break
  sleep 0.2
done
node_modules/.bin/test-storybook --url "http://127.0.0.1:$PORT" --maxWorkers=2 "$@"
node scripts/html-validity.mjs "$STORY_HTML_DIR"
