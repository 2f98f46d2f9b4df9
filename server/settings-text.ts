// The effective configuration as `--check-config` prints it, and the start lines of the log: every
// setting and where it came from, never a secret. A password, a metrics token and the session
// keys are shown as set or not; a key by a fingerprint (the first 8 hex digits of its SHA-256),
// enough to see that every server has the same keys in the same order.
import { createHash } from 'node:crypto'
import type { Listen, Settings } from './settings.ts'

const fingerprint = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8)
const address = ({ host, port }: Listen) => `${host.includes(':') ? `[${host}]` : host}:${port}`

export function settingsLines(settings: Settings): string[] {
  const scheme = settings.tls ? 'https' : 'http'
  const lines = [
    `listen: ${scheme}://${address(settings.listen)}/`,
    `app files: ${settings.root}`,
    settings.tls
      ? `TLS: certificate ${settings.tls.certFile}, key ${settings.tls.keyFile} (HSTS sent)`
      : 'TLS: off (serve it behind a TLS-terminating proxy, or set CONSOLE_TLS_CERT and CONSOLE_TLS_KEY)',
    settings.trustedProxies.list.length
      ? `trusted proxies (X-Forwarded-Proto/-For believed from): ${settings.trustedProxies.list.join(', ')}`
      : 'trusted proxies: none (X-Forwarded-* headers are ignored)',
  ]
  if (settings.clouds.length === 0) lines.push('clouds: none (set OS_CLOUD, OS_AUTH_URL or CONSOLE_CLOUDS)')
  for (const cloud of settings.clouds) {
    const sso = cloud.websso?.length ? `; single sign-on: ${cloud.websso.map((choice) => choice.label).join(', ')}` : ''
    const password = cloud.password ? '; password: set (masked, never used by the server)' : ''
    lines.push(
      `cloud${cloud.name ? ` ${cloud.name}` : ''}: ${cloud.authUrl} (${cloud.source}); region ${cloud.region || 'any'}, ${cloud.interface} interface${sso}${password}`,
    )
  }
  const { keys, generated } = settings.session
  lines.push(
    generated
      ? 'session key: made at start (sessions end with this process; set CONSOLE_SESSION_KEY to share them between servers)'
      : `session keys: ${keys.length} from CONSOLE_SESSION_KEY, the first seals, all open (fingerprints ${keys.map(fingerprint).join(', ')})`,
  )
  if (settings.publicUrl) lines.push(`public URL: ${settings.publicUrl}`)
  const { token, listen } = settings.metrics
  const metrics = [
    ...(token ? ['/metrics with CONSOLE_METRICS_TOKEN (set, masked)'] : []),
    ...(listen ? [`/metrics on http://${address(listen)}/metrics`] : []),
  ]
  lines.push(
    `metrics: ${metrics.length ? metrics.join('; ') : 'off (set CONSOLE_METRICS_TOKEN or CONSOLE_METRICS_LISTEN)'}`,
  )
  lines.push(`logs: JSON lines on stdout, level ${settings.logLevel}${settings.quiet ? ', no line per request' : ''}`)
  lines.push(
    `stop: unready, new connections refused after ${settings.drainSeconds} s, requests given ${settings.stopSeconds} s more`,
  )
  return lines
}
