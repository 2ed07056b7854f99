#!/usr/bin/env bash
# The example apps (issue 17), as a UI developer gets Crema: the package packed from dist/ (run `npm run build`
# first), installed by its tarball into a copy of each example outside this checkout, so nothing resolves from the
# checkout's own node_modules. Each example is type-checked and built, then smoke-tested in Debian Chromium
# (playwright.examples.config.ts serves the builds on 127.0.0.1 and stops the servers).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
test -f dist/index.js || { echo "dist/ is missing: run npm run build first" >&2; exit 1; }
WORK="$(mktemp -d "${TMPDIR:-/tmp}/crema-examples.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT
npm pack --silent --pack-destination "$WORK" >/dev/null
TARBALL="$(ls "$WORK"/crema-*.tgz)"
for example in vite-app; do
  cp -r "examples/$example" "$WORK/$example"
  (
    cd "$WORK/$example"
    npm ci --no-audit --no-fund --loglevel=error
    npm install --no-save --no-audit --no-fund --loglevel=error "$TARBALL" >/dev/null
    node_modules/.bin/tsc --noEmit
    node_modules/.bin/vite build --logLevel warn
  )
done
EXAMPLES_ROOT="$WORK" node_modules/.bin/playwright test -c playwright.examples.config.ts
