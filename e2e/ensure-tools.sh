#!/usr/bin/env bash
# `npm pretest`: make sure Debian's Chromium (Playwright cannot download browsers here), the
# OpenStack CLIs, and nginx, openssl and systemd-analyze (the deploy stage) are present.
# Installs them when running as root; otherwise says what is missing and lets the tests run
# (or fail) as they will.
set -euo pipefail

missing=()
if [[ -z "${CHROME_PATH:-}" || ! -x "${CHROME_PATH}" ]]; then
  # The journeys run in the headless shell; the benches and a person's own runs in chromium.
  [[ -x /usr/bin/chromium ]] || missing+=(chromium)
  [[ -x /usr/bin/chromium-headless-shell ]] || missing+=(chromium-headless-shell)
fi
for cli in openstack cinder nova; do
  command -v "$cli" >/dev/null 2>&1 || missing+=("$cli")
done
# The deploy stage: nginx in front of the console, a test certificate, the unit verified offline.
[[ -x /usr/sbin/nginx ]] || missing+=(nginx)
command -v openssl >/dev/null 2>&1 || missing+=(openssl)
command -v systemd-analyze >/dev/null 2>&1 || missing+=(systemd-analyze)

if [[ ${#missing[@]} -eq 0 ]]; then
  exit 0
fi

echo "ensure-tools: missing: ${missing[*]}"
if [[ ${EUID} -ne 0 ]] || ! command -v apt-get >/dev/null 2>&1; then
  echo "ensure-tools: not root (or no apt-get); install them with:"
  echo "  apt-get install -y chromium chromium-headless-shell python3-openstackclient python3-cinderclient python3-novaclient nginx openssl systemd"
  exit 0
fi

export DEBIAN_FRONTEND=noninteractive
apt-get update -q
apt-get install -y -q \
  chromium chromium-headless-shell python3-openstackclient python3-cinderclient python3-novaclient \
  nginx openssl systemd
