#!/usr/bin/env bash
# A Keystone of the console's own test tree (Debian's python3-keystone, Zed), on 127.0.0.1 with
# its own SQLite database or a shared cloud's (VC_KEYSTONE_SHARE), for what the shared real
# cloud's Keystone is not set up to show:
# Keystone's [security_compliance] password rules (lockout, history, a password regex, a
# password to change on first use), two-factor sign-in (the totp method, auth receipts) and
# federation (the openid method, an identity provider and its mapping; rigs/federation puts
# Apache and the identity provider in front). VC_TRUSTED_DASHBOARD: the console's WebSSO callback.
# Prints `VC_KEYSTONE_URL=<url>` when it answers; down.sh stops it by its PID.
#   VC_KEYSTONE_PORT   (5055)              VC_KEYSTONE_STATE (/tmp/vc-keystone)
#   VC_KEYSTONE_SHARE  the keystone.conf of another Keystone (the shared real cloud's,
#                      /var/lib/real-openstack/etc/keystone/keystone.conf): this one becomes a second
#                      node of that deployment, on its database and its token and credential
#                      keys, so its tokens (a federated user's too) open that cloud's Cinder and
#                      Nova. Without it, a database and keys of its own.
#   VC_KEYSTONE_ADMIN_PASSWORD  the admin's password there (admin when shared)
# The accounts setup.py makes are in accounts.json; the options in compliance.conf.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
port=${VC_KEYSTONE_PORT:-5055}
state=${VC_KEYSTONE_STATE:-/tmp/vc-keystone}
url="http://127.0.0.1:$port/v3"

if [[ -f $state/pid ]] && kill -0 "$(cat "$state/pid")" 2>/dev/null; then
  echo "VC_KEYSTONE_URL=$url"
  exit 0
fi
if ! command -v keystone-manage >/dev/null; then
  sudo_cmd=()
  [[ ${EUID} -ne 0 ]] && sudo_cmd=(sudo)
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -q python3-keystone >&2
fi

rm -rf "$state"
mkdir -p "$state/fernet-keys" "$state/credential-keys"
share=${VC_KEYSTONE_SHARE:-}
if [[ -n $share ]]; then
  [[ -f $share ]] || { echo "VC_KEYSTONE_SHARE: no such file: $share" >&2; exit 1; }
  shared() { python3 -c 'import configparser, sys; c = configparser.RawConfigParser(); c.read(sys.argv[1]); print(c.get(sys.argv[2], sys.argv[3]))' "$share" "$1" "$2"; }
  database=$(shared database connection)
  token_keys=$(shared fernet_tokens key_repository)
  credential_keys=$(shared credential key_repository)
  admin_password=${VC_KEYSTONE_ADMIN_PASSWORD:-admin}
else
  database="sqlite:///$state/keystone.db"
  token_keys=$state/fernet-keys
  credential_keys=$state/credential-keys
  admin_password=${VC_KEYSTONE_ADMIN_PASSWORD:-admin-pass-1}
fi
# A Fernet token names its methods as a bit set in the order of [auth] methods
# (keystone/auth/plugins/core.py construct_method_map_from_config), so a node sharing the keys
# lists Keystone's default methods in their order (keystone/conf/constants.py): openid takes
# the place of mapped (both are the mapping plugin; a default node reads a federated token's
# method as mapped) and totp comes after them (a default node reads no method from its bit).
cat >"$state/keystone.conf" <<CONF
[DEFAULT]
log_file = $state/keystone.log
[database]
connection = $database
[token]
provider = fernet
[fernet_tokens]
key_repository = $token_keys
[fernet_receipts]
key_repository = $token_keys
[credential]
key_repository = $credential_keys
[auth]
methods = external,password,token,oauth1,openid,application_credential,totp
[openid]
remote_id_attribute = HTTP_OIDC_ISS
[federation]
trusted_dashboard = ${VC_TRUSTED_DASHBOARD:-http://127.0.0.1:4177/_console/websso}
sso_callback_template = $here/sso_callback_template.html
CONF

# The database and the admin, without the compliance options (a first-use password would
# otherwise expire the bootstrap admin's too). keystone-manage prints eventlet noise at exit.
# A shared deployment has all of these already.
manage() { keystone-manage --config-file "$state/keystone.conf" "$@" >>"$state/manage.log" 2>&1; }
if [[ -z $share ]]; then
  manage db_sync
  manage fernet_setup --keystone-user "$(id -un)" --keystone-group "$(id -gn)"
  manage credential_setup --keystone-user "$(id -un)" --keystone-group "$(id -gn)"
  manage bootstrap --bootstrap-password "$admin_password" --bootstrap-public-url "$url" --bootstrap-region-id RegionOne
  # Write-ahead logging: a request's read left open in one pooled connection no longer makes
  # another's write fail with "database is locked" (seen creating a credential).
  python3 -c 'import sqlite3, sys; sqlite3.connect(sys.argv[1]).execute("pragma journal_mode=wal")' "$state/keystone.db"
fi

OS_KEYSTONE_CONFIG_FILES="$state/keystone.conf;$here/compliance.conf" \
  setsid keystone-wsgi-public --host 127.0.0.1 --port "$port" >"$state/server.log" 2>&1 </dev/null &
echo $! >"$state/pid"
for _ in $(seq 1 120); do
  if curl -sf "$url" >/dev/null; then break; fi
  if ! kill -0 "$(cat "$state/pid")" 2>/dev/null; then
    echo "keystone did not start:" >&2
    tail -n 20 "$state/server.log" >&2
    exit 1
  fi
  sleep 0.5
done
curl -sf "$url" >/dev/null || { echo "keystone did not answer on $url" >&2; exit 1; }
python3 "$here/setup.py" "$url" "$admin_password" "$here/accounts.json"
echo "VC_KEYSTONE_URL=$url"
