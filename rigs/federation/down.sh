#!/usr/bin/env bash
# Stops Apache and the identity provider up.sh started, by their PIDs, and rigs/keystone when up.sh started it.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
state=${VC_FEDERATION_STATE:-/tmp/vc-federation}
[[ -f $state/apache.conf ]] && /usr/sbin/apache2 -f "$state/apache.conf" -k stop 2>/dev/null
[[ -f $state/idp.pid ]] && kill "$(cat "$state/idp.pid")" 2>/dev/null
[[ -f $state/started-keystone ]] && "$here/../keystone/down.sh"
rm -rf "$state"
