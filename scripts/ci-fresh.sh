#!/usr/bin/env bash
# Runs .ci/run as a fresh machine would: a fresh clone of a commit (default: HEAD of this
# checkout), a throwaway HOME, and therefore an empty pnpm store, pnpm metadata cache, npm cache,
# Vite/Storybook caches and no repo-local tools (.ci/tools). Nothing of this checkout's
# node_modules or caches can leak in.
#
#   scripts/ci-fresh.sh [commit]        log in $TMPDIR/tembo-ci-fresh.<id>/ci.log, kept afterwards
#   KEEP=0 scripts/ci-fresh.sh          delete the clone and the throwaway HOME at the end, keeping
#                                       the log beside them ($TMPDIR/tembo-ci-fresh.<id>.log)
#
# What it cannot empty: what the machine itself has installed system-wide (Debian's chromium,
# postgresql-15, a Java runtime, Node itself in /usr/bin). On a truly new machine .ci/run installs
# each of those itself (apt-get, and Node 24 from the npm package `node` into .ci/tools when the
# machine's node is older); here they may already be present, so that part is not re-proven.
# To also prove the Node install step, run it with a PATH whose node is older than .node-version.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
commit="${1:-HEAD}"
work="$(mktemp -d "${TMPDIR:-/tmp}/tembo-ci-fresh.XXXXXX")"
# mktemp makes the folder private; the PostgreSQL tests run initdb as the postgres user inside
# the clone, which needs to reach it, as it reaches any ordinary checkout.
chmod 755 "$work"
home="$work/home"
mkdir -p "$home"

git clone --quiet --no-hardlinks "$repo" "$work/repo"
git -C "$work/repo" checkout --quiet --detach "$(git -C "$repo" rev-parse "$commit")"
echo "ci-fresh: $(git -C "$work/repo" log -1 --format='%h %s') in $work"

rc=0
(
  cd "$work/repo"
  # Only the variables a CI machine has; every cache and store location points into the
  # throwaway HOME (pnpm and npm derive theirs from HOME and the XDG variables).
  env -i \
    PATH="/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin" \
    HOME="$home" \
    LANG=C.UTF-8 \
    TERM="${TERM:-dumb}" \
    CI=true \
    ${CHROMIUM_PATH:+CHROMIUM_PATH="$CHROMIUM_PATH"} \
    ${NODE_EXTRA_CA_CERTS:+NODE_EXTRA_CA_CERTS="$NODE_EXTRA_CA_CERTS"} \
    ${CI_STEPS:+CI_STEPS="$CI_STEPS"} \
    bash .ci/run
) >"$work/ci.log" 2>&1 || rc=$?

tail -n 25 "$work/ci.log"
log="$work/ci.log"
if [ "${KEEP:-1}" = 0 ]; then
  # The log outlives the clone: the step times and any failure's text are in it.
  log="$work.log"
  mv "$work/ci.log" "$log"
  rm -rf "$work"
fi
echo "ci-fresh: exit $rc, log $log"
exit "$rc"
