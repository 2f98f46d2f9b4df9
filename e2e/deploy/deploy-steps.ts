/**
 * Two parts of the deploy check with their own reasons: what the production install must and
 * must not hold, and the nginx main configuration the site runs in during the test.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

type Check = [ok: boolean, what: string, detail: string]

interface LockEntry {
  dev?: boolean
  devOptional?: boolean
}

/** The build and test tools a production install must never hold. */
const TOOLS = ['tsx', 'vite', 'typescript', 'esbuild', 'vitest', '@playwright/test', 'eslint', 'msw']

/** The package a bare import names: `yaml`, `@scope/name` (a subpath dropped). */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')

/**
 * What `npm ci --omit=dev --omit=optional` put into `app`: no devDependency npm does not also
 * count as a production package (@types/react is one: the peer of a type package @mui/material
 * depends on), none of the tools, and every package the server bundle imports.
 */
export function packageChecks(root: string, app: string): Check[] {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>
    devDependencies?: Record<string, string>
  }
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
    packages?: Record<string, LockEntry>
  }
  const installed = (name: string) => existsSync(join(app, 'node_modules', name, 'package.json'))
  const devNames = Object.keys(pkg.devDependencies ?? {})
  // dev: only development needs it; devOptional: development, and a production package as an optional peer.
  const devOnly = devNames.filter((name) => {
    const entry = lock.packages?.[`node_modules/${name}`]
    return !entry || entry.dev === true || entry.devOptional === true
  })
  const present = devOnly.filter(installed)
  const shared = devNames.filter((name) => !devOnly.includes(name) && installed(name))
  const tools = TOOLS.filter(installed)

  const bundle = readFileSync(join(app, 'dist-server', 'serve.mjs'), 'utf8')
  const specifiers = new Set(
    [
      ...bundle.matchAll(/^\s*(?:import|export)\b[^'"]*?\bfrom\s*["']([^"']+)["']/gm),
      ...bundle.matchAll(/^\s*import\s*["']([^"']+)["']/gm),
      ...bundle.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g),
    ].map((match) => match[1] ?? ''),
  )
  const bare = [...specifiers].filter((name) => !name.startsWith('node:'))
  const strangers = bare.filter((name) => !Object.hasOwn(pkg.dependencies ?? {}, packageOf(name)))
  const missing = bare.filter((name) => !installed(packageOf(name)))

  return [
    [
      present.length === 0,
      `no devDependency is installed (${devOnly.length} checked${shared.length ? `; ${shared.join(', ')} also a production package's` : ''})`,
      `installed: ${present.join(', ')}`,
    ],
    [tools.length === 0, `none of ${TOOLS.join(', ')} is installed`, `installed: ${tools.join(', ')}`],
    [
      specifiers.size > 0 && strangers.length === 0,
      `dist-server/serve.mjs imports only node:* and dependencies (${bare.join(', ') || 'none'})`,
      `not in dependencies: ${strangers.join(', ')}`,
    ],
    [missing.length === 0, 'every package it imports is installed', `missing: ${missing.join(', ')}`],
  ]
}

/**
 * The main configuration around the site: Debian's http settings (its /etc/nginx/nginx.conf),
 * logs and temporary files in `dir`. Run by root, the workers are root too, so that they may
 * use `dir` (a 0700 temporary folder).
 */
export function nginxMainConfig(dir: string, site: string): string {
  const asRoot = process.getuid?.() === 0
  return `${asRoot ? 'user root;\n' : ''}worker_processes 1;
events {
    worker_connections 64;
}
http {
    sendfile on;
    tcp_nopush on;
    types_hash_max_size 2048;
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    ssl_prefer_server_ciphers on;
    gzip on;
    access_log ${join(dir, 'access.log')};
    client_body_temp_path ${join(dir, 'body')};
    proxy_temp_path ${join(dir, 'proxy')};
    fastcgi_temp_path ${join(dir, 'fastcgi')};
    uwsgi_temp_path ${join(dir, 'uwsgi')};
    scgi_temp_path ${join(dir, 'scgi')};
    include ${site};
}
`
}

/**
 * The variables of an environment file (set, or shown commented out as `#NAME=…`) that no
 * comment explains: each run of such lines must follow a comment line of prose.
 */
export function unexplainedVariables(text: string): string[] {
  const lines = text.split('\n').map((line) => line.trim())
  const assignment = (line: string) => /^#?\s*[A-Z][A-Z0-9_]*=/.exec(line) !== null
  const unexplained: string[] = []
  lines.forEach((line, i) => {
    if (!assignment(line)) return
    let first = i
    while (first > 0 && assignment(lines[first - 1] ?? '')) first -= 1
    // A comment line, not a section's heading (`# --- Sessions ---`).
    const before = lines[first - 1] ?? ''
    if (!before.startsWith('#') || /^#\s*---/.test(before))
      unexplained.push(/^#?\s*([A-Z0-9_]+)=/.exec(line)?.[1] ?? line)
  })
  return unexplained
}
