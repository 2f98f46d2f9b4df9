#!/usr/bin/env bash
# Stops the Keystone up.sh started, by its PID, and removes its state.
set -uo pipefail
state=${VC_KEYSTONE_STATE:-/tmp/vc-keystone}
if [[ -f $state/pid ]]; then
  pid=$(cat "$state/pid")
  kill "$pid" 2>/dev/null
  for _ in $(seq 1 40); do kill -0 "$pid" 2>/dev/null || break; sleep 0.25; done
  kill -9 "$pid" 2>/dev/null
fi
rm -rf "$state"
