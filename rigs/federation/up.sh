#!/usr/bin/env bash
# Keystone federation for the test tree: an OpenID Connect identity provider (idp.mjs, npm's
# oidc-provider) and Apache with mod_auth_openidc (Debian's) in front of rigs/keystone, whose
# Keystone it starts if it is not up. Prints VC_FEDERATED_KEYSTONE_URL (Keystone through Apache);
# down.sh stops both by their PIDs (and rigs/keystone if this started it).
#   VC_FEDERATION_PORT (5056, Apache)   VC_IDP_PORT (5057)   VC_FEDERATION_STATE (/tmp/vc-federation)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
port=${VC_FEDERATION_PORT:-5056}
idp_port=${VC_IDP_PORT:-5057}
state=${VC_FEDERATION_STATE:-/tmp/vc-federation}
keystone_port=${VC_KEYSTONE_PORT:-5055}

if ! [[ -x /usr/sbin/apache2 && -f /usr/lib/apache2/modules/mod_auth_openidc.so ]]; then
  sudo_cmd=()
  [[ ${EUID} -ne 0 ]] && sudo_cmd=(sudo)
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -q apache2 libapache2-mod-auth-openidc >&2
fi
keystone_state=${VC_KEYSTONE_STATE:-/tmp/vc-keystone}
keystone_was_up=0
[[ -f $keystone_state/pid ]] && kill -0 "$(cat "$keystone_state/pid")" 2>/dev/null && keystone_was_up=1
"$root/rigs/keystone/up.sh" >/dev/null
rm -rf "$state"
mkdir -p "$state"
# down.sh stops the Keystone only when this script started it.
[[ $keystone_was_up == 1 ]] || touch "$state/started-keystone"
chown www-data "$state" 2>/dev/null || true

node "$here/idp.mjs" "$idp_port" "http://127.0.0.1:$port/v3/auth/OS-FEDERATION/redirect_uri" >"$state/idp.log" 2>&1 </dev/null &
echo $! >"$state/idp.pid"
sed -e "s#@STATE@#$state#g" -e "s#@PORT@#$port#g" -e "s#@KEYSTONE@#http://127.0.0.1:$keystone_port#g" \
  -e "s#@IDP@#http://127.0.0.1:$idp_port#g" "$here/apache.conf.in" >"$state/apache.conf"
for _ in $(seq 1 60); do curl -sf "http://127.0.0.1:$idp_port/.well-known/openid-configuration" >/dev/null && break; sleep 0.5; done
/usr/sbin/apache2 -f "$state/apache.conf" -k start
for _ in $(seq 1 60); do curl -sf "http://127.0.0.1:$port/v3" >/dev/null && break; sleep 0.5; done
curl -sf "http://127.0.0.1:$port/v3" >/dev/null || { echo "apache did not answer:" >&2; tail -n 20 "$state/error.log" >&2; exit 1; }
echo "VC_FEDERATED_KEYSTONE_URL=http://127.0.0.1:$port/v3"
