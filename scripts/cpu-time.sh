#!/usr/bin/env bash
# Runs a command and prints its wall time and the whole machine's busy and idle core-seconds
# over that time, read from /proc/stat (Linux). On a machine with nothing else running, busy is
# the command's CPU time and idle the time it left cores unused (docs/toolchain.md#ci-time).
#
#   scripts/cpu-time.sh pnpm test -- unit
set -u
stat() { awk '/^cpu /{ print $2+$3+$4+$7+$8+$9, $5+$6 }' /proc/stat; }
hz=$(getconf CLK_TCK)
read -r busy0 idle0 < <(stat)
start=$(date +%s%N)
"$@"
status=$?
read -r busy1 idle1 < <(stat)
end=$(date +%s%N)
awk -v w=$(((end - start) / 1000000)) -v b=$((busy1 - busy0)) -v i=$((idle1 - idle0)) -v hz="$hz" \
  'BEGIN { printf "cpu-time: wall %.1f s, busy %.0f core-s, idle %.0f core-s\n", w / 1000, b / hz, i / hz }' >&2
exit $status
