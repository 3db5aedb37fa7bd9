#!/usr/bin/env bash
# Proves the README's two commands on a machine that has only git and an old Node with npm: a fresh
# clone of HEAD, an empty HOME (so no cached Node, pnpm or store), PATH=/usr/bin:/bin (the system's
# Node, no pnpm). Runs `npm test -- --suite shared` (the bootstrap, then the quickest suite) twice —
# cold, then warm — and `npm start` until it prints its URL. Prints the time of each.
# Usage: scripts/check-fresh-machine.sh [--keep]
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap '[ "${1:-}" = --keep ] || rm -rf "$work"' EXIT
git clone -q "$repo" "$work/app"
git -C "$work/app" checkout -q "$(git -C "$repo" rev-parse HEAD)"
mkdir "$work/home"
clean() { env -i HOME="$work/home" PATH=/usr/bin:/bin TERM=dumb CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}" bash -c "cd '$work/app' && $1"; }
echo "system: $(clean 'node --version') npm $(clean 'npm --version'); pnpm on PATH: $(clean 'command -v pnpm || echo none')"
timed() {
  local label="$1" start end; shift
  start=$(date +%s.%N)
  clean "$1" >"$work/$label.log" 2>&1 || { tail -30 "$work/$label.log"; echo "FAILED: $label"; exit 1; }
  end=$(date +%s.%N)
  printf '%-28s %6.1f s   (%s)\n' "$label" "$(echo "$end - $start" | bc)" "$(grep -E ' passed, |running at' "$work/$label.log" | tail -1)"
}
timed "npm test (cold)" 'npm test -- --suite shared'
timed "npm test (warm)" 'npm test -- --suite shared'
# npm start: until the server prints its URL, then stop it (its own process group: npm's `sh -c`
# does not pass a signal on).
start_at=$(date +%s.%N)
setsid env -i HOME="$work/home" PATH=/usr/bin:/bin TERM=dumb PORT=3917 bash -c "cd '$work/app' && exec npm start" \
  >"$work/start.log" 2>&1 &
start_pid=$!
for _ in $(seq 1 1500); do grep -q 'running at http' "$work/start.log" && break; sleep 0.2; done
start_end=$(date +%s.%N)
kill -TERM -- "-$start_pid" 2>/dev/null; wait "$start_pid" 2>/dev/null || true
grep -q 'running at http' "$work/start.log" || { tail -30 "$work/start.log"; echo "FAILED: npm start"; exit 1; }
printf '%-28s %6.1f s   (%s)\n' "npm start (to listening)" "$(echo "$start_end - $start_at" | bc)" "$(grep -m1 'running at' "$work/start.log" | sed 's/^ *//')"
echo "fresh-machine check passed"
