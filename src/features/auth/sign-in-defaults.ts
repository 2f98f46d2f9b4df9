// What the Sign In page starts from: the console's runtime configuration.
import { tr } from '../../i18n/tr'
import { isDemoMode } from '../../lib/demo-mode'
import { runtimeConfig, type CloudDefaults, type RuntimeConfig } from '../../lib/runtime-config'
import type { SignInValues } from './sign-in-values'

/** The demo cloud's own account, so the demo signs in with one click; a real cloud's is never known. */
const DEMO_PASSWORD = 'demo'

/** The Sign In page's prefill: the demo user, or what the console's server read from OS_* / clouds.yaml. */
export function signInDefaults(config: RuntimeConfig = runtimeConfig(), demo: boolean = isDemoMode): SignInValues {
  return { ...cloudValues(config.cloud), password: demo ? DEMO_PASSWORD : '' }
}

/** A cloud's defaults as the form's values (no password or secret: the user types them). */
export function cloudValues(cloud: CloudDefaults): SignInValues {
  return {
    cloud: cloud.name ?? '',
    method: cloud.authType ?? 'password',
    applicationCredentialId: cloud.applicationCredentialId ?? '',
    applicationCredentialSecret: '',
    authUrl: cloud.authUrl,
    username: cloud.username,
    password: '',
    projectName: cloud.projectName,
    userDomainName: cloud.userDomainName,
    projectDomainName: cloud.projectDomainName,
    region: cloud.region,
    interface: cloud.interface,
  }
}

/** The clouds Sign In offers by name (several only when the operator set CONSOLE_CLOUDS). */
export function offeredClouds(config: RuntimeConfig = runtimeConfig()): Array<CloudDefaults & { source: string }> {
  return config.clouds && config.clouds.length > 1 ? config.clouds : []
}

/** The caption naming where a real cloud's defaults came from; null in demo mode or without one. */
export function settingsSource(config: RuntimeConfig = runtimeConfig(), demo: boolean = isDemoMode): string | null {
  return !demo && config.source ? tr('Settings from {{source}}', { source: config.source }) : null
}

/** The single sign-on choices of the cloud Sign In is for (the named one, else the console's first). */
export function ssoChoices(
  cloudName: string,
  config: RuntimeConfig = runtimeConfig(),
): Array<{ id: string; label: string }> {
  const named = cloudName ? config.clouds?.find((cloud) => cloud.name === cloudName) : undefined
  return (named ?? config.cloud).websso ?? []
}
