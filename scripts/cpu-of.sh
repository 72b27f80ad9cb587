#!/usr/bin/env bash
# scripts/cpu-of.sh NAME command...: runs the command in a cgroup of its own and prints the CPU seconds of its
# whole process tree, Chromium's processes included (which `time` misses once they are re-parented), whatever
# else the machine is doing. Needs root or a delegated cgroup; cgroup v2 (cpu.stat) or v1 (cpuacct).
set -uo pipefail
name="cpu-of-$1"; shift
if [ -f /sys/fs/cgroup/cgroup.controllers ]; then
  group="/sys/fs/cgroup/$name"
  read_ns() { awk '/^usage_usec/ {print $2 * 1000}' "$group/cpu.stat"; }
else
  group="/sys/fs/cgroup/cpuacct/$name"
  read_ns() { cat "$group/cpuacct.usage"; }
fi
rmdir "$group" 2>/dev/null
mkdir -p "$group" || { echo "cpu-of: cannot create $group (root needed)" >&2; exit 2; }
began=$(date +%s.%N)
(echo "$BASHPID" > "$group/cgroup.procs" && exec "$@")
code=$?
ended=$(date +%s.%N)
awk -v ns="$(read_ns)" -v a="$began" -v b="$ended" -v n="${name#cpu-of-}" \
  'BEGIN { printf "cpu-of %s: %.1f s of CPU in %.1f s of wall\n", n, ns / 1e9, b - a }' >&2
rmdir "$group" 2>/dev/null
exit $code
