#!/usr/bin/env bash
# The CLI as a user installs it: `npm pack`, the tarball installed into an empty folder, then run on Node 22
# and Node 24 (`--version`, an offline generate that writes a project, and the one-line refusal of an older
# Node when one is at hand). Node 22 comes from the npm registry as the `node@22` package, the way the
# repository carries Node 24. Run by CI after the build; prints one line per check and exits non-zero on a
# failure. Usage: bash scripts/smoke-packed.sh
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
work=$(mktemp -d "${TMPDIR:-/tmp}/pulumi-gen-smoke-XXXXXX")
trap 'rm -rf "$work"' EXIT
node24="$root/node_modules/node/bin/node"
failed=0
check() {
  local name=$1
  shift
  if "$@" >"$work/out.txt" 2>&1; then
    echo "ok    $name"
  else
    echo "FAIL  $name"
    tail -20 "$work/out.txt"
    failed=1
  fi
}

npm pack --silent --pack-destination "$work" >/dev/null
tarball=$(ls "$work"/pulumi-gen-*.tgz)
echo "packed $(basename "$tarball") ($(du -h "$tarball" | cut -f1))"
mkdir "$work/app" "$work/node22"
# The program the run writes needs @pulumi/random at the snapshot's pin: installed beside, so the run takes
# it from the project's node_modules instead of filling a package store.
random=$(node -p "require('./src/snapshot/pinned-providers.json').providers.find((p) => p.name === 'random').version")
(cd "$work/app" && npm init -y >/dev/null && npm install --no-audit --no-fund --loglevel=error "$tarball" "@pulumi/random@$random" >/dev/null)
(cd "$work/node22" && npm install --no-audit --no-fund --loglevel=error --prefix . node@22 >/dev/null)
node22="$work/node22/node_modules/node/bin/node"
bin="$work/app/node_modules/pulumi-gen/bin/pulumi-gen.js"

for node in "$node22" "$node24"; do
  version=$("$node" --version)
  check "$version: pulumi-gen --version" "$node" "$bin" --version
  check "$version: an offline run writes a verified project with Pulumi.dev.yaml" bash -c "
    cd '$work/app' && rm -rf 'out-$version' &&
    '$node' '$bin' 'a random password' --offline --preview off --out 'out-$version' --config app:length=24 &&
    test -f 'out-$version/Pulumi.dev.yaml' && test -f 'out-$version/index.ts'"
done
for old in /usr/bin/node /usr/local/bin/node; do
  [ -x "$old" ] || continue
  major=$("$old" -p 'process.versions.node.split(".")[0]')
  if [ "$major" -lt 22 ]; then
    check "$("$old" --version): refused in one line" bash -c "
      ! '$old' '$bin' --version 2>'$work/old.txt' && [ \$(wc -l <'$work/old.txt') -eq 1 ] &&
      grep -q 'needs Node.js 22.12 or newer' '$work/old.txt'"
    break
  fi
done
exit $failed
