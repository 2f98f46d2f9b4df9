// Shared by the app and the console's own server (server/): plain data, no build-time env.
import type { EndpointInterface } from '../api/types'

/**
 * What the console knows about the cloud before anyone signs in. A real-cloud deployment
 * gets it from the console's own server (`npm run serve`, or the dev server), which reads
 * OS_* variables or clouds.yaml; the password is never part of it.
 */
export interface CloudDefaults {
  /** The cloud's name in clouds.yaml, when the console offers it by name (several clouds). */
  name?: string
  authUrl: string
  username: string
  projectName: string
  userDomainName: string
  projectDomainName: string
  region: string
  interface: EndpointInterface
  /** How the cloud's users sign in by default: a password, or an application credential. */
  authType?: 'password' | 'application_credential'
  /** An application credential's id (never its secret). */
  applicationCredentialId?: string
  /** The single sign-on choices (Keystone federation), each by its id and its words. */
  websso?: Array<{ id: string; label: string }>
}

export interface RuntimeConfig {
  /** Path prefix of the console's API proxy on this origin, or null to call the cloud directly (CORS). */
  proxy: string | null
  /**
   * Path of the console's session on this origin (/_console/session), or null when there is
   * none and the page holds the token itself (a cloud reached directly, over CORS).
   */
  session: string | null
  cloud: CloudDefaults
  /**
   * Every cloud Sign In offers (the operator's CONSOLE_CLOUDS), the first being `cloud`; one or
   * none when the console is set up for one cloud.
   */
  clouds?: Array<CloudDefaults & { source: string }>
  /** Where the defaults came from ("OS_* environment", "clouds.yaml: …"), for the Sign In page. */
  source: string | null
}

/** Served by server/serve.ts and the dev server's plugin; never contains a password. */
export const RUNTIME_CONFIG_PATH = '/_console/config.json'

export const emptyCloud: CloudDefaults = {
  authUrl: '',
  username: '',
  projectName: '',
  userDomainName: 'Default',
  projectDomainName: 'Default',
  region: '',
  interface: 'public',
}
