# Sourced by .ci/run and the workflows: puts Node (the major in .node-version) and pnpm (the
# version of packageManager) on PATH, repo-local in .ci/tools, installed with npm from the npm
# registry. The machine's own node is used when it is new enough. corepack is not used: its
# signature check fails on these machines.
# shellcheck shell=bash
NODE_MAJOR="$(cat .node-version)"
PNPM_VERSION=10.34.9
if ! command -v npm >/dev/null 2>&1; then
  # A bare Debian has no npm to install anything with: Debian's nodejs and npm bootstrap it.
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends nodejs npm >/dev/null
fi
if [ "$(node -p 'process.versions.node.split(".")[0]')" -lt "$NODE_MAJOR" ]; then
  if [ ! -x .ci/tools/node/node_modules/.bin/node ] ||
    [ "$(.ci/tools/node/node_modules/.bin/node -p 'process.versions.node.split(".")[0]')" != "$NODE_MAJOR" ]; then
    npm install --prefix .ci/tools/node --no-save --no-audit --no-fund --loglevel=error "node@$NODE_MAJOR" >/dev/null
  fi
  export PATH="$PWD/.ci/tools/node/node_modules/.bin:$PATH"
fi
if [ "$(.ci/tools/node_modules/.bin/pnpm --version 2>/dev/null || true)" != "$PNPM_VERSION" ]; then
  npm install --prefix .ci/tools --no-save --no-audit --no-fund --loglevel=error "pnpm@$PNPM_VERSION" >/dev/null
fi
export PATH="$PWD/.ci/tools/node_modules/.bin:$PATH"
