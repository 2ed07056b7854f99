#!/usr/bin/env bash
# The example apps, as a UI developer gets Crema: the package packed from dist/ (run `npm run build`
# first), installed by its tarball into a copy of each example outside this checkout, so nothing resolves from the
# checkout's own node_modules. Each example is type-checked and built, then smoke-tested in Debian Chromium
# (playwright.examples.config.ts serves the builds on 127.0.0.1 and stops the servers).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-debian-packages.sh
test -f dist/index.js || { echo "dist/ is missing: run npm run build first" >&2; exit 1; }
WORK="$(mktemp -d "${TMPDIR:-/tmp}/crema-examples.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT
npm pack --silent --pack-destination "$WORK" >/dev/null
TARBALL="$(ls "$WORK"/crema-*.tgz)"
# Next.js sends no telemetry (the examples run offline).
export NEXT_TELEMETRY_DISABLED=1
for example in vite-app next-app; do
  cp -r "examples/$example" "$WORK/$example"
  (
    cd "$WORK/$example"
    npm ci --no-audit --no-fund --loglevel=error
    npm install --no-save --no-audit --no-fund --loglevel=error "$TARBALL" >/dev/null
    case "$example" in
      vite-app)
        node_modules/.bin/tsc --noEmit
        node_modules/.bin/vite build --logLevel warn
        ;;
      next-app)
        # tsc needs Next's generated types (next-env.d.ts, .next/types: the route and layout props): `next typegen`
        # writes them without a build. next-env.d.ts is not committed: Next rewrites it on every run, differently
        # for `next dev` and `next build` (it is git-ignored, as create-next-app does). Unlike the Vite example,
        # skipLibCheck is on: Next's own declarations use lib types TypeScript 5.9 lacks (URLPattern,
        # PromiseWithResolvers). `next build` type-checks again (a few seconds) and prerenders the nine sites.
        node_modules/.bin/next typegen >/dev/null
        node_modules/.bin/tsc --noEmit
        node_modules/.bin/next build
        ;;
    esac
  )
done
EXAMPLES_ROOT="$WORK" node_modules/.bin/playwright test -c playwright.examples.config.ts
