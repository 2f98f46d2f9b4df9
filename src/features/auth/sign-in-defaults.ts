// What the Sign In page starts from: the console's runtime configuration.
import { tr } from '../../i18n/tr'
import { isDemoMode } from '../../lib/demo-mode'
import { runtimeConfig, type RuntimeConfig } from '../../lib/runtime-config'
import type { SignInValues } from './sign-in-values'

/** The demo cloud's own account, so the demo signs in with one click; a real cloud's is never known. */
const DEMO_PASSWORD = 'demo'

/** The Sign In page's prefill: the demo user, or what the console's server read from OS_* / clouds.yaml. */
export function signInDefaults(config: RuntimeConfig = runtimeConfig(), demo: boolean = isDemoMode): SignInValues {
  const { cloud } = config
  return {
    authUrl: cloud.authUrl,
    username: cloud.username,
    password: demo ? DEMO_PASSWORD : '',
    projectName: cloud.projectName,
    userDomainName: cloud.userDomainName,
    projectDomainName: cloud.projectDomainName,
    region: cloud.region,
    interface: cloud.interface,
  }
}

/** The caption naming where a real cloud's defaults came from; null in demo mode or without one. */
export function settingsSource(config: RuntimeConfig = runtimeConfig(), demo: boolean = isDemoMode): string | null {
  return !demo && config.source ? tr('Settings from {{source}}', { source: config.source }) : null
}
