#!/usr/bin/env bash
# `npm test`: every check, in the order a failure is cheapest to find. Makes sure the Debian packages it uses (Chromium, Java, nginx) are installed.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n\033[1m== %s\033[0m (%s)\n' "$*" "$(date +%T)"; }
logs="$(mktemp -d)"
# On a failure, this script's own jobs still running (by their PIDs) are stopped.
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$logs"' EXIT

# Runs each "name=command" at once (single-threaded tools, side by side on the cores), then prints each one's output
# under its name; fails if any failed.
together() {
  local names=() ids=() failed=0
  for job in "$@"; do
    names+=("${job%%=*}")
    bash -c "${job#*=}" >"$logs/${#names[@]}.log" 2>&1 &
    ids+=("$!")
  done
  for i in "${!ids[@]}"; do
    local status=0
    wait "${ids[$i]}" || status=$?
    printf -- '-- %s: %s\n' "${names[$i]}" "$([ "$status" -eq 0 ] && echo ok || echo "FAILED ($status)")"
    cat "$logs/$((i + 1)).log"
    [ "$status" -eq 0 ] || failed=1
  done
  return "$failed"
}

# Debian's Chromium, Java and nginx (apt: network and disk) install while the first steps use the CPU; the first browser step waits.
bash scripts/ensure-debian-packages.sh >"$logs/debian.log" 2>&1 &
debian_pid=$!

step "Type check, lint (eslint, layers, design literals, import cycles) and format, side by side"
together "type check=node_modules/.bin/tsc -p tsconfig.json --noEmit" \
  "lint=npm run --silent lint" \
  "format=node_modules/.bin/prettier --check . --log-level warn"
step "Unit and component tests";   node_modules/.bin/vitest run
step "Library build";              node scripts/build.mjs
step "API reports (api/*.api.md match the build; npm run api-report updates them)"
node scripts/api-report.mjs --check
step "Package exports and types (publint, are-the-types-wrong)"; npm run --silent check:package
# The consumer test re-themes a Button in Chromium, so the browser is installed first.
step "Debian packages: Chromium, Java, nginx"
wait "$debian_pid" || { cat "$logs/debian.log"; exit 1; }
# The HTML validity gates (stories, storefront) run the W3C Nu HTML Checker on Java (installed with Chromium when
# missing): without it, fail here and say so.
node -e "import('./scripts/html-validity.mjs').then((m) => m.assertJava())"
cat "$logs/debian.log"
step "Consumer test (built package)"
node_modules/.bin/tsc -p tests/consumer/tsconfig.json
node_modules/.bin/vitest run --config tests/consumer/vitest.config.ts
step "Example apps (installed from the packed tarball, built, smoke-tested)"; bash scripts/test-examples.sh
step "Storybook build, axe gate and HTML validity over every story"; bash scripts/test-stories.sh
step "Reference storefront end to end (build, 9 sites, axe, CSP, HTML validity)"; node_modules/.bin/playwright test
# After the storefront build of the step before and the library build: size-limit, first-load JS per page, all CSS.
step "Performance budgets (size-limit, first-load JS per page, all CSS)"; node scripts/bench/run.mjs --ci
step "All checks passed"
