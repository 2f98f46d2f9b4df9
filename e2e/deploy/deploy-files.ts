/**
 * Reading and changing the files in deploy/ the way their programs do: the systemd unit (its
 * sections, keys, time spans and ExecStart= command line), the environment file (systemd's
 * EnvironmentFile= syntax) and the nginx site (its ports, certificate and upstream moved for a
 * test run).
 */

/** A unit file's settings: `[Section]` → key → every value given, in order. */
export type UnitFile = Map<string, Map<string, string[]>>

export function parseUnit(text: string): UnitFile {
  const unit: UnitFile = new Map()
  let section = ''
  // A line ending in a backslash goes on on the next one.
  const lines = text.replace(/\\\n/g, ' ').split('\n')
  for (const raw of lines) {
    const line = raw.trim()
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue
    const header = /^\[(.+)\]$/.exec(line)
    if (header) {
      section = header[1] ?? ''
      if (!unit.has(section)) unit.set(section, new Map())
      continue
    }
    const equals = line.indexOf('=')
    if (equals < 0) continue
    const key = line.slice(0, equals).trim()
    const keys = unit.get(section) ?? new Map<string, string[]>()
    unit.set(section, keys)
    keys.set(key, [...(keys.get(key) ?? []), line.slice(equals + 1).trim()])
  }
  return unit
}

/** The last value of a key, as systemd takes it for single-valued settings. */
export function unitValue(unit: UnitFile, section: string, key: string): string | undefined {
  return unit.get(section)?.get(key)?.at(-1)
}

/** The unit's text with each named key's line(s) set to the given value; null when a key is not there. */
export function withUnitValues(text: string, values: Record<string, string>): string | null {
  let out = text
  for (const [key, value] of Object.entries(values)) {
    const line = new RegExp(`^${key}=.*$`, 'm')
    if (!line.test(out)) return null
    out = out.replace(new RegExp(`^${key}=.*$`, 'gm'), `${key}=${value}`)
  }
  return out
}

/** systemd time span in seconds: `45`, `45s`, `1min 30s`, `2m`, `500ms`; NaN when unreadable. */
export function timespanSeconds(text: string): number {
  const units: Record<string, number> = { '': 1, s: 1, sec: 1, ms: 0.001, m: 60, min: 60, h: 3600, hr: 3600 }
  let total = 0
  const parts = text.trim().split(/\s+/)
  for (const part of parts) {
    const match = /^(\d+(?:\.\d+)?)([a-z]*)$/.exec(part)
    const unit = match ? units[match[2] ?? ''] : undefined
    if (!match || unit === undefined) return Number.NaN
    total += Number(match[1]) * unit
  }
  return parts.length ? total : Number.NaN
}

/**
 * ExecStart='s words, split as systemd splits them (whitespace; "…" and '…' quote, with
 * backslash escapes in double quotes), without the executable's `-`, `@`, `+`, `!` prefixes.
 */
export function commandWords(line: string): string[] {
  const words: string[] = []
  let word: string | null = null
  let quote: '"' | "'" | null = null
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i] ?? ''
    if (quote) {
      if (c === quote) quote = null
      else if (c === '\\' && quote === '"' && i + 1 < line.length) word += line[++i] ?? ''
      else word += c
    } else if (/\s/.test(c)) {
      if (word !== null) words.push(word)
      word = null
    } else if (c === '"' || c === "'") {
      quote = c
      word ??= ''
    } else {
      word = (word ?? '') + c
    }
  }
  if (word !== null) words.push(word)
  if (words[0]) words[0] = words[0].replace(/^[-@+!:]+/, '')
  return words
}

/**
 * The variables of a file in systemd's EnvironmentFile= syntax: `NAME=value` lines, `#` and `;`
 * comment lines, a value in '…' or "…" (backslash escapes in double quotes) or bare to the end
 * of the line (its trailing blanks dropped); quotes inside a bare value are kept as they are.
 */
export function parseEnvironmentFile(text: string): Record<string, string> {
  const vars: Record<string, string> = {}
  for (const raw of text.split('\n')) {
    const line = raw.trimStart()
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue
    const match = /^([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line)
    if (!match) continue
    const [, name = '', rest = ''] = match
    const quote = rest[0]
    if (quote === '"' || quote === "'") {
      let value = ''
      for (let i = 1; i < rest.length && rest[i] !== quote; i += 1) {
        value += quote === '"' && rest[i] === '\\' ? (rest[++i] ?? '') : rest[i]
      }
      vars[name] = value
    } else {
      vars[name] = rest.trimEnd()
    }
  }
  return vars
}

/** Variables as an environment file (each value in double quotes, escaped), read back by parseEnvironmentFile. */
export function formatEnvironmentFile(vars: Record<string, string>): string {
  return Object.entries(vars)
    .map(([name, value]) => `${name}="${value.replace(/["\\]/g, (c) => `\\${c}`)}"`)
    .join('\n')
    .concat('\n')
}

export interface SiteChanges {
  httpPort: number
  httpsPort: number
  upstreamPort: number
  certificate: string
  key: string
}

/**
 * deploy/nginx.conf for a test run: the listeners on 127.0.0.1 and the given ports (the IPv6
 * ones left out), the test's certificate, the console on its port. `unmatched` names each
 * line that was not there exactly once: the file changed and the test must follow.
 */
export function siteForTest(text: string, changes: SiteChanges): { text: string; unmatched: string[] } {
  const edits: Array<[RegExp, string]> = [
    [/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${changes.httpPort};`],
    [/^\s*listen \[::\]:80;\n/m, ''],
    [/^(\s*)listen 443 ssl http2;$/m, `$1listen 127.0.0.1:${changes.httpsPort} ssl http2;`],
    [/^\s*listen \[::\]:443 ssl http2;\n/m, ''],
    [/^(\s*)ssl_certificate \S+;$/m, `$1ssl_certificate ${changes.certificate};`],
    [/^(\s*)ssl_certificate_key \S+;$/m, `$1ssl_certificate_key ${changes.key};`],
    [/^(\s*)server 127\.0\.0\.1:4173;$/m, `$1server 127.0.0.1:${changes.upstreamPort};`],
  ]
  const unmatched: string[] = []
  let out = text
  for (const [pattern, replacement] of edits) {
    const count = out.match(new RegExp(pattern.source, 'gm'))?.length ?? 0
    if (count !== 1) unmatched.push(`${pattern.source} (${count} times)`)
    else out = out.replace(pattern, replacement)
  }
  return { text: out, unmatched }
}
