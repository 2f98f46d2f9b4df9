#!/usr/bin/env bash
# A Keystone of the console's own test tree (Debian's python3-keystone, Zed), on 127.0.0.1 with
# its own SQLite database, for what the shared real cloud's Keystone is not set up to show:
# Keystone's [security_compliance] password rules (lockout, history, a password regex, a
# password to change on first use), two-factor sign-in (the totp method, auth receipts) and
# federation (the openid method, an identity provider and its mapping; rigs/federation puts
# Apache and the identity provider in front). VC_TRUSTED_DASHBOARD: the console's WebSSO callback.
# Prints `VC_KEYSTONE_URL=<url>` when it answers; down.sh stops it by its PID.
#   VC_KEYSTONE_PORT   (5055)              VC_KEYSTONE_STATE (/tmp/vc-keystone)
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
cat >"$state/keystone.conf" <<CONF
[DEFAULT]
log_file = $state/keystone.log
[database]
connection = sqlite:///$state/keystone.db
[token]
provider = fernet
[fernet_tokens]
key_repository = $state/fernet-keys
[fernet_receipts]
key_repository = $state/fernet-keys
[credential]
key_repository = $state/credential-keys
[auth]
methods = password,token,totp,application_credential,openid
[openid]
remote_id_attribute = HTTP_OIDC_ISS
[federation]
trusted_dashboard = ${VC_TRUSTED_DASHBOARD:-http://127.0.0.1:4177/_console/websso}
sso_callback_template = $here/sso_callback_template.html
CONF

# The database and the admin, without the compliance options (a first-use password would
# otherwise expire the bootstrap admin's too). keystone-manage prints eventlet noise at exit.
manage() { keystone-manage --config-file "$state/keystone.conf" "$@" >>"$state/manage.log" 2>&1; }
manage db_sync
manage fernet_setup --keystone-user "$(id -un)" --keystone-group "$(id -gn)"
manage credential_setup --keystone-user "$(id -un)" --keystone-group "$(id -gn)"
manage bootstrap --bootstrap-password admin-pass-1 --bootstrap-public-url "$url" --bootstrap-region-id RegionOne
# Write-ahead logging: a request's read left open in one pooled connection no longer makes
# another's write fail with "database is locked" (seen creating a credential).
python3 -c 'import sqlite3, sys; sqlite3.connect(sys.argv[1]).execute("pragma journal_mode=wal")' "$state/keystone.db"

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
python3 "$here/setup.py" "$url" admin-pass-1 "$here/accounts.json"
echo "VC_KEYSTONE_URL=$url"
