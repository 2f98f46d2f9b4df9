/**
 * The cloud configuration OpenStack users already have, read the way openstacksdk reads it:
 * OS_CLOUD picks an entry of the first clouds.yaml found (with secure.yaml merged over it),
 * otherwise OS_AUTH_URL and friends describe the cloud. Node only: the console's own server
 * uses it to prefill the Sign In page (publicDefaults, never the password).
 */
import { existsSync, readFileSync } from 'node:fs'
import { homedir } from 'node:os'
import { join, resolve } from 'node:path'
import { parse } from 'yaml'
import type { EndpointInterface } from '../src/api/types'
import type { CloudDefaults } from '../src/lib/console-config.ts'
import type { WebSsoChoice } from './websso-config.ts'
import { parseWebSso, webSsoFromEnv } from './websso-config.ts'

export type AuthType = 'password' | 'application_credential'

export interface CloudConfig {
  /** The cloud's name in clouds.yaml; undefined for OS_* variables alone. */
  name?: string
  authUrl: string
  /** clouds.yaml's auth_type (OS_AUTH_TYPE): v3password (the default) or v3applicationcredential. */
  authType?: AuthType
  username: string
  /** Never sent to the browser. */
  password: string | null
  /** An application credential's id: the Sign In page's prefill (its secret is never read: the user types it). */
  applicationCredentialId?: string
  projectName: string
  userDomainName: string
  projectDomainName: string
  region: string
  interface: EndpointInterface
  /** 'OS_* environment' or 'clouds.yaml: /path/to/clouds.yaml (cloud "name")'. */
  source: string
  /** The single sign-on choices Sign In offers besides the password (websso-config.ts). */
  websso?: WebSsoChoice[]
}

export class CloudConfigError extends Error {
  override name = 'CloudConfigError'
}

export interface LoadOptions {
  env?: Record<string, string | undefined>
  cwd?: string
  home?: string
  /** System-wide directories searched last (default /etc/openstack). */
  platformConfigDirs?: string[]
  /** Told what is left out (a cloud of CONSOLE_CLOUDS=* the console cannot sign in to). */
  warn?: (message: string) => void
}

type Field = Exclude<keyof CloudConfig, 'source' | 'name'> | 'domainName'
type Raw = Partial<Record<Field, string>>
type Dict = Record<string, unknown>

const INTERFACES: readonly EndpointInterface[] = ['public', 'internal', 'admin']
const SUFFIXES = ['.yaml', '.yml', '.json']

const isDict = (value: unknown): value is Dict => typeof value === 'object' && value !== null && !Array.isArray(value)
const dict = (value: unknown): Dict => (isDict(value) ? value : {})

/** A setting as text; empty means unset. YAML numbers (project_name: 123) count as text. */
function text(value: unknown): string | undefined {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

/** Passwords are kept as written (no trimming). */
const secret = (value: unknown): string | undefined =>
  typeof value === 'string' ? value || undefined : typeof value === 'number' ? String(value) : undefined

/** `b` over `a`, nested mappings merged key by key (openstacksdk's merge_clouds). */
function deepMerge(a: Dict, b: Dict): Dict {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)])
  return Object.fromEntries(
    [...keys].map((key) => {
      if (!Object.hasOwn(b, key)) return [key, a[key]]
      return [key, isDict(a[key]) && isDict(b[key]) ? deepMerge(a[key], b[key]) : b[key]]
    }),
  )
}

/** Drops unset values so that spreading a Raw never erases a value from an earlier source. */
const defined = (raw: Raw): Raw => Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== undefined))

function fromEnv(env: Record<string, string | undefined>): Raw {
  const get = (name: string) => text(env[name])
  return defined({
    authUrl: get('OS_AUTH_URL'),
    username: get('OS_USERNAME'),
    password: secret(env.OS_PASSWORD),
    projectName: get('OS_PROJECT_NAME') ?? get('OS_TENANT_NAME'),
    userDomainName: get('OS_USER_DOMAIN_NAME'),
    projectDomainName: get('OS_PROJECT_DOMAIN_NAME'),
    domainName: get('OS_DOMAIN_NAME'),
    region: get('OS_REGION_NAME'),
    interface: get('OS_INTERFACE') ?? get('OS_ENDPOINT_TYPE'),
    authType: get('OS_AUTH_TYPE'),
    applicationCredentialId: get('OS_APPLICATION_CREDENTIAL_ID'),
  })
}

/** region_name may be a list (or a comma-separated string); `regions` wins over it, as in openstacksdk. */
function firstRegion(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : typeof value === 'string' ? value.split(',')[0] : value
  return isDict(first) ? text(first.name) : text(first)
}

function fromEntry(entry: Dict): Raw {
  const auth = dict(entry.auth)
  return defined({
    authUrl: text(auth.auth_url),
    username: text(auth.username),
    password: secret(auth.password),
    projectName: text(auth.project_name) ?? text(auth.tenant_name),
    userDomainName: text(auth.user_domain_name),
    projectDomainName: text(auth.project_domain_name),
    domainName: text(auth.domain_name),
    region: firstRegion(entry.regions ?? entry.region_name),
    interface: text(entry.interface) ?? text(entry.endpoint_type),
    authType: text(entry.auth_type),
    applicationCredentialId: text(auth.application_credential_id),
  })
}

/** keystoneauth's plugin names for the two ways in the console offers. */
function parseAuthType(value: string | undefined, source: string): AuthType | undefined {
  if (value === undefined) return undefined
  const name = value.toLowerCase().replace(/[-_]/g, '')
  if (['password', 'v3password'].includes(name)) return 'password'
  if (['applicationcredential', 'v3applicationcredential'].includes(name)) return 'application_credential'
  throw new CloudConfigError(
    `Unsupported auth_type "${value}" (${source}): the console signs in with v3password or v3applicationcredential`,
  )
}

function parseInterface(value: string | undefined, source: string): EndpointInterface {
  if (value === undefined) return 'public'
  const found = INTERFACES.find((name) => name === value.toLowerCase().replace(/url$/, ''))
  if (found) return found
  throw new CloudConfigError(
    `Unknown endpoint interface "${value}" (${source}): use public, internal or admin (or publicURL, internalURL, adminURL)`,
  )
}

function build(raw: Raw, source: string, name?: string): CloudConfig {
  const authType = parseAuthType(raw.authType, source)
  return {
    ...(name === undefined ? {} : { name }),
    ...(authType === undefined ? {} : { authType }),
    ...(raw.applicationCredentialId ? { applicationCredentialId: raw.applicationCredentialId } : {}),
    authUrl: raw.authUrl ?? '',
    username: raw.username ?? '',
    password: raw.password ?? null,
    projectName: raw.projectName ?? '',
    // domain_name / OS_DOMAIN_NAME stands for both when they are not given one by one.
    userDomainName: raw.userDomainName ?? raw.domainName ?? 'Default',
    projectDomainName: raw.projectDomainName ?? raw.domainName ?? 'Default',
    region: raw.region ?? '',
    interface: parseInterface(raw.interface, source),
    source,
  }
}

/** The `clouds` mapping of the first readable file in the list, or null when there is none. */
function readClouds(paths: string[]): { path: string; clouds: Dict } | null {
  for (const path of paths) {
    if (!existsSync(path)) continue
    let content: string
    try {
      content = readFileSync(path, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EACCES') continue // as openstacksdk: try the next one
      throw error
    }
    let doc: unknown
    try {
      doc = parse(content)
    } catch (error) {
      throw new CloudConfigError(`${path} is not valid YAML: ${(error as Error).message}`)
    }
    if (doc !== null && doc !== undefined && !isDict(doc)) throw new CloudConfigError(`${path} is not a YAML mapping`)
    return { path, clouds: dict(dict(doc).clouds) }
  }
  return null
}

/** null when neither OS_CLOUD nor OS_AUTH_URL is set. Throws CloudConfigError when the configuration is unusable. */
export function loadCloudConfig(options: LoadOptions = {}): CloudConfig | null {
  const env = options.env ?? process.env
  const envValues = fromEnv(env)
  const cloud = text(env.OS_CLOUD)
  if (!cloud) return envValues.authUrl ? withWebSso(build(envValues, 'OS_* environment'), env, undefined) : null
  const { file, secure, searched } = findCloudFiles(options)
  if (!file)
    throw new CloudConfigError(`OS_CLOUD is "${cloud}" but no clouds.yaml was found; searched ${searched.join(', ')}`)
  const secureClouds = secure?.clouds ?? {}
  if (!Object.hasOwn(file.clouds, cloud) && !Object.hasOwn(secureClouds, cloud)) {
    const files = [file.path, ...(secure ? [secure.path] : [])].join(' and ')
    const names = cloudNames(file, secure)
    const found = names.length ? `clouds found: ${names.map((name) => `"${name}"`).join(', ')}` : 'it defines no clouds'
    throw new CloudConfigError(`OS_CLOUD is "${cloud}" but there is no such cloud in ${files} (${found})`)
  }
  const entry = deepMerge(dict(file.clouds[cloud]), dict(secureClouds[cloud]))

  // OS_* values that are set win over the file. That is what the `openstack` CLI does: openstacksdk's
  // get_one() lets argparse values beat clouds.yaml, and the --os-* options (keystoneauth, osc-lib)
  // default to the OS_* variables. (A bare openstack.connect(cloud=...) without argparse would ignore them.)
  const raw = { ...fromEntry(entry), ...envValues }
  const source = `clouds.yaml: ${file.path} (cloud "${cloud}")`
  if (!raw.authUrl)
    throw new CloudConfigError(`Cloud "${cloud}" in ${file.path} has no auth.auth_url (nor is OS_AUTH_URL set)`)
  return withWebSso(build(raw, source, cloud), env, entry.websso)
}

/** The cloud with its single sign-on choices: CONSOLE_WEBSSO over the clouds.yaml entry's `websso`. */
function withWebSso(config: CloudConfig, env: Record<string, string | undefined>, fromFile: unknown): CloudConfig {
  const given = webSsoFromEnv(env.CONSOLE_WEBSSO)
  if (typeof given === 'string') throw new CloudConfigError(given)
  const source = given === undefined ? config.source : 'CONSOLE_WEBSSO'
  const choices = parseWebSso(given ?? fromFile, source)
  if (typeof choices === 'string') throw new CloudConfigError(choices)
  return choices.length ? { ...config, websso: choices } : config
}

type CloudsFile = { path: string; clouds: Dict }

/** The clouds.yaml and secure.yaml openstacksdk would read (Linux search path). */
function findCloudFiles(options: LoadOptions): {
  file: CloudsFile | null
  secure: CloudsFile | null
  searched: string[]
} {
  const env = options.env ?? process.env
  const cwd = options.cwd ?? process.cwd()
  const home = options.home ?? homedir()
  // openstacksdk's search path (Linux): ., $XDG_CONFIG_HOME or ~/.config, then the system directories.
  const xdg = text(env.XDG_CONFIG_HOME)
  const dirs = [cwd, ...(xdg ? [join(xdg, 'openstack')] : []), join(home, '.config', 'openstack')]
  dirs.push(...(options.platformConfigDirs ?? ['/etc/openstack']))
  const candidates = (first: (string | undefined)[], base: string) => [
    ...new Set([
      ...first.map(text).flatMap((file) => (file ? [resolve(cwd, file)] : [])),
      ...dirs.flatMap((dir) => SUFFIXES.map((suffix) => join(dir, base + suffix))),
    ]),
  ]
  const searched = candidates([env.OS_CLIENT_CONFIG_FILE], 'clouds')
  const file = readClouds(searched)
  // OS_CLIENT_SECURE_FILE is openstacksdk's name; OS_SECURE_FILE is accepted as well.
  const secure = file ? readClouds(candidates([env.OS_CLIENT_SECURE_FILE, env.OS_SECURE_FILE], 'secure')) : null
  return { file, secure, searched }
}

function cloudNames(file: CloudsFile, secure: CloudsFile | null): string[] {
  return [...new Set([...Object.keys(file.clouds), ...Object.keys(secure?.clouds ?? {})])]
}

/** The OS_* variables that describe one cloud (the rest choose files, or are not ours). */
const CLOUD_VARIABLES = /^OS_(?!CLIENT_CONFIG_FILE$|CLIENT_SECURE_FILE$|SECURE_FILE$)/

/**
 * The clouds the console offers at Sign In. CONSOLE_CLOUDS (comma-separated names of
 * clouds.yaml, or `*` for every cloud there) is the operator's choice; each is read from
 * clouds.yaml alone (OS_* variables describe one cloud and would make them all the same).
 * Without it, the one cloud of OS_CLOUD or OS_AUTH_URL, or none.
 */
export function loadCloudConfigs(options: LoadOptions = {}): CloudConfig[] {
  const env = options.env ?? process.env
  const wanted = text(env.CONSOLE_CLOUDS)
  if (!wanted) {
    const one = loadCloudConfig(options)
    return one ? [one] : []
  }
  // CONSOLE_WEBSSO is the OS_* cloud's; several clouds each have their own websso in clouds.yaml.
  const files = Object.fromEntries(
    Object.entries(env).filter(([name]) => !CLOUD_VARIABLES.test(name) && name !== 'CONSOLE_WEBSSO'),
  )
  let names = wanted
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  const all = names.includes('*')
  if (all) {
    names = names.filter((name) => name !== '*')
    const { file, secure, searched } = findCloudFiles({ ...options, env: files })
    if (!file)
      throw new CloudConfigError(`CONSOLE_CLOUDS is "*" but no clouds.yaml was found; searched ${searched.join(', ')}`)
    names = [...new Set([...names, ...cloudNames(file, secure)])]
  }
  const configs: CloudConfig[] = []
  for (const name of names) {
    try {
      configs.push(loadCloudConfig({ ...options, env: { ...files, OS_CLOUD: name } }) as CloudConfig)
    } catch (error) {
      // "*" offers what the console can sign in to; a cloud named on purpose must be usable.
      if (!all || !(error instanceof CloudConfigError)) throw error
      options.warn?.(`${error.message}; left out of CONSOLE_CLOUDS=*`)
    }
  }
  return configs
}

/** The part the browser may see: everything but the password and secret (and the source, sent on its own). */
export function publicDefaults(config: CloudConfig): CloudDefaults {
  const { authUrl, username, projectName, userDomainName, projectDomainName, region } = config
  return {
    ...(config.name === undefined ? {} : { name: config.name }),
    authUrl,
    username,
    projectName,
    userDomainName,
    projectDomainName,
    region,
    interface: config.interface,
    authType: config.authType ?? 'password',
    ...(config.applicationCredentialId ? { applicationCredentialId: config.applicationCredentialId } : {}),
    ...(config.websso ? { websso: config.websso.map(({ id, label }) => ({ id, label })) } : {}),
  }
}
