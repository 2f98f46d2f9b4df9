#!/usr/bin/env bash
# Keystone federation for the test tree: an OpenID Connect identity provider (idp.mjs, npm's
# oidc-provider) and Apache with mod_auth_openidc in front of Keystone under mod_wsgi (Debian's
# packages), on the configuration of rigs/keystone, which it starts first if it is not up (its
# database, keys and accounts). Prints VC_FEDERATED_KEYSTONE_URL (Keystone through Apache);
# down.sh stops both by their PIDs (and rigs/keystone if this started it).
#   VC_FEDERATION_PORT (5056, Apache)   VC_IDP_PORT (5057)   VC_FEDERATION_STATE (/tmp/vc-federation)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
port=${VC_FEDERATION_PORT:-5056}
idp_port=${VC_IDP_PORT:-5057}
state=${VC_FEDERATION_STATE:-/tmp/vc-federation}

if ! [[ -x /usr/sbin/apache2 && -f /usr/lib/apache2/modules/mod_auth_openidc.so && -f /usr/lib/apache2/modules/mod_wsgi.so ]]; then
  sudo_cmd=()
  [[ ${EUID} -ne 0 ]] && sudo_cmd=(sudo)
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -q apache2 libapache2-mod-auth-openidc libapache2-mod-wsgi-py3 >&2
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
# Keystone's application in Apache, on rigs/keystone's configuration (its keystone.conf and the
# compliance options). mod_wsgi runs no daemon as root, and Apache's user cannot read that node's
# keys (root's, 0600) or write its log: it gets copies of the keys of its own (the same keys,
# so its tokens and that node's open each other's) and a log here. A database of rigs/keystone's
# own (SQLite, without VC_KEYSTONE_SHARE) is made writable by Apache's group: federation writes
# the shadow users.
conf_value() { python3 -c 'import configparser, sys; c = configparser.RawConfigParser(); c.read(sys.argv[1]); print(c.get(sys.argv[2], sys.argv[3]))' "$keystone_state/keystone.conf" "$1" "$2"; }
mkdir -p "$state/fernet-keys" "$state/credential-keys"
cp "$(conf_value fernet_tokens key_repository)"/* "$state/fernet-keys/"
cp "$(conf_value credential key_repository)"/* "$state/credential-keys/"
chown -R www-data:www-data "$state/fernet-keys" "$state/credential-keys"
chmod 700 "$state/fernet-keys" "$state/credential-keys"
database=$(conf_value database connection)
if [[ $database == sqlite:///* ]]; then
  chgrp www-data "${database#sqlite:///}" "$(dirname "${database#sqlite:///}")"
  chmod g+w "${database#sqlite:///}" "$(dirname "${database#sqlite:///}")"
fi
cat >"$state/keystone-apache.conf" <<CONF
[DEFAULT]
log_file = $state/keystone.log
[fernet_tokens]
key_repository = $state/fernet-keys
[fernet_receipts]
key_repository = $state/fernet-keys
[credential]
key_repository = $state/credential-keys
CONF
touch "$state/keystone.log"
chown www-data "$state/keystone.log"
cat >"$state/keystone.wsgi" <<WSGI
import os
os.environ['OS_KEYSTONE_CONFIG_FILES'] = '$keystone_state/keystone.conf;$root/rigs/keystone/compliance.conf;$state/keystone-apache.conf'
from keystone.server.wsgi import initialize_public_application
application = initialize_public_application()
WSGI
sed -e "s#@STATE@#$state#g" -e "s#@PORT@#$port#g" \
  -e "s#@IDP@#http://127.0.0.1:$idp_port#g" "$here/apache.conf.in" >"$state/apache.conf"
for _ in $(seq 1 60); do curl -sf "http://127.0.0.1:$idp_port/.well-known/openid-configuration" >/dev/null && break; sleep 0.5; done
/usr/sbin/apache2 -f "$state/apache.conf" -k start
for _ in $(seq 1 60); do curl -sf "http://127.0.0.1:$port/v3" >/dev/null && break; sleep 0.5; done
curl -sf "http://127.0.0.1:$port/v3" >/dev/null || { echo "apache did not answer:" >&2; tail -n 20 "$state/error.log" >&2; exit 1; }
echo "VC_FEDERATED_KEYSTONE_URL=http://127.0.0.1:$port/v3"
