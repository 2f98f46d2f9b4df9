// The expiry dialog's prefill: the session's own sign-in, minus the password; for a federated
// user, the single sign-on choice of their identity provider and protocol.
import type { OpenStackClient } from '../../api'
import type { RuntimeConfig } from '../../lib/console-config'
import type { SignInProfile } from '../../lib/session'
import { cloudValues, signInDefaults, ssoChoices } from './sign-in-defaults'
import { fromProfile, type SignInMethod, type SignInValues } from './sign-in-values'

/** The choice (its id: `<idp>/<protocol>`, or `<protocol>` alone) a federated token came by, when Sign In offers it. */
function ssoMethodOf(client: OpenStackClient, cloud: string, config?: RuntimeConfig): SignInMethod | null {
  const federation = client.token.federation
  if (!federation) return null
  const ids = ssoChoices(cloud, config).map((choice) => choice.id)
  const id = [`${federation.identityProvider}/${federation.protocol}`, federation.protocol].find((candidate) =>
    ids.includes(candidate),
  )
  return id ? `sso:${id}` : null
}

/**
 * From the profile the session signed in with; without one, the token's names on the session's
 * cloud: the one it names when the console offers several, else the configured one.
 */
export function reauthValues(
  profile: SignInProfile | null,
  client: OpenStackClient,
  config?: RuntimeConfig,
): SignInValues {
  if (profile) return fromProfile(profile)
  const { user, project, applicationCredential } = client.token
  const named = client.place?.cloud ? config?.clouds?.find((cloud) => cloud.name === client.place.cloud) : undefined
  const defaults = named ? cloudValues(named) : signInDefaults(config)
  const sso = ssoMethodOf(client, defaults.cloud, config)
  return {
    ...defaults,
    password: '',
    ...(applicationCredential
      ? { method: 'application_credential' as const, applicationCredentialId: applicationCredential.id }
      : {}),
    ...(sso ? { method: sso } : {}),
    username: user.name,
    userDomainName: user.domain,
    projectName: project.name,
    projectDomainName: project.domain,
  }
}
