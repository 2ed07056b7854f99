#!/usr/bin/env bash
# `npm test`: every check, in the order a failure is cheapest to find. Makes sure Debian chromium is installed.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n\033[1m== %s\033[0m (%s)\n' "$*" "$(date +%T)"; }

step "Debian chromium";            bash scripts/ensure-chromium.sh
step "Type check";                 node_modules/.bin/tsc -p tsconfig.json --noEmit
step "Lint (eslint, layers, design literals, import cycles)"; npm run --silent lint
step "Format";                     node_modules/.bin/prettier --check . --log-level warn
step "Unit and component tests";   node_modules/.bin/vitest run
step "Library build";              node scripts/build.mjs
step "Package exports and types (publint, are-the-types-wrong)"; npm run --silent check:package
step "Consumer test (built package)"
node_modules/.bin/tsc -p tests/consumer/tsconfig.json
node_modules/.bin/vitest run --config tests/consumer/vitest.config.ts
step "Example apps (installed from the packed tarball, built, smoke-tested)"; bash scripts/test-examples.sh
step "Storybook build and axe gate over every story"; bash scripts/test-stories.sh
step "Reference storefront end to end (build, 9 sites, axe, CSP)"; node_modules/.bin/playwright test
# After the storefront build of the step before and the library build: size-limit, first-load JS per page, all CSS.
step "Performance budgets (size-limit, first-load JS per page, all CSS)"; node scripts/bench/run.mjs --ci
step "All checks passed"
