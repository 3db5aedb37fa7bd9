#!/usr/bin/env bash
# Source this file (`. scripts/ensure-node.sh`): when the machine's Node is older than the
# toolchain needs (22.12), it puts the Node LTS named in .node-version on PATH, taken from the npm
# registry's `node-linux-<arch>` package (which ships the official binary), cached under
# ~/.cache/haul-node. No other download source is needed.
_haul_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_haul_node_ok() {
  command -v node >/dev/null 2>&1 &&
    node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=12)?0:1)'
}
if ! _haul_node_ok; then
  _haul_major="$(tr -d '[:space:]' <"$_haul_root/.node-version")"
  case "$(uname -m)" in
    x86_64) _haul_arch=x64 ;;
    aarch64 | arm64) _haul_arch=arm64 ;;
    *) echo "ensure-node: no Node package for $(uname -m)" >&2; return 1 2>/dev/null || exit 1 ;;
  esac
  _haul_dir="$HOME/.cache/haul-node/$_haul_major-$_haul_arch"
  if [ ! -x "$_haul_dir/bin/node" ]; then
    echo "ensure-node: fetching Node $_haul_major (node-linux-$_haul_arch) from the npm registry"
    _haul_tmp="$(mktemp -d)"
    (cd "$_haul_tmp" && npm pack --silent "node-linux-$_haul_arch@$_haul_major" >/dev/null) || {
      echo "ensure-node: npm pack failed" >&2; return 1 2>/dev/null || exit 1
    }
    mkdir -p "$_haul_dir"
    tar -xzf "$_haul_tmp"/node-linux-*.tgz -C "$_haul_dir" --strip-components=1
    rm -rf "$_haul_tmp"
  fi
  export PATH="$_haul_dir/bin:$PATH"
fi
node --version
